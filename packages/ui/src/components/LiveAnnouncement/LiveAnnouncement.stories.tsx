import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveAnnouncement, type LiveAnnouncementProps } from './LiveAnnouncement.tsx';
import { Button } from '../Button/Button.tsx';

/** A button that sets the message, as the shell does when the language changes. */
function Announcer(args: LiveAnnouncementProps) {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <Button onPress={() => setMessage(args.message)}>Kies English</Button>
      <LiveAnnouncement message={message} durationMs={args.durationMs} />
    </>
  );
}

const meta = {
  title: 'Components/LiveAnnouncement',
  component: LiveAnnouncement,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A visually hidden polite live region (`role="status"`) that speaks a short message once after something ' +
          'changed without moving focus, such as the language switch, then empties itself after `durationMs`. It has ' +
          'no keyboard behaviour and takes no focus. Keep one per event source mounted from the start (screen readers ' +
          'ignore regions added with their text). Do not use it for errors visitors must act on (use ErrorSummary or ' +
          'Notice), for messages that must stay visible (use Toast) or for urgent news (it waits for the reader).',
      },
    },
  },
  args: { message: 'Taal gewijzigd naar English', durationMs: 1000 },
  render: (args) => <Announcer {...args} />,
} satisfies Meta<typeof LiveAnnouncement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmptyDOMElement();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Kies English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveTextContent('Taal gewijzigd naar English');
    // Focus stays where it was.
    await expect(canvas.getByRole('button', { name: 'Kies English' })).toHaveFocus();
    // Spoken once, then cleared.
    await waitFor(() => expect(region).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const VisuallyHidden: Story = {
  args: { durationMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Taal gewijzigd naar English');
    // In the accessibility tree, not on screen.
    const box = region.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
  },
};
