import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The first focusable element of every page: hidden above the viewport until it receives focus, then shown ' +
          'at the top; Enter jumps past the header to the main content (`targetId`, which needs `tabIndex={-1}` so ' +
          'it takes focus). Render it once, first in the page, pointing at the main landmark. Do not use it for other ' +
          'in-page links or hide it with `display: none` (it must stay focusable).',
      },
    },
  },
  args: { targetId: 'inhoud' },
  render: (args) => (
    <div style={{ position: 'relative', paddingBlockStart: 64 }}>
      <SkipLink {...args} />
      <nav aria-label="Hoofdmenu">
        <a href="#over-ons">Over ons</a> <a href="#contact">Contact</a>
      </nav>
      <main id="inhoud" tabIndex={-1}>
        <h1>Welkom bij Ankerlicht</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Naar de inhoud' });
    await expect(link).toHaveAttribute('href', '#inhoud');
    // Off screen until focused.
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);

    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));

    // Enter follows the link to the fragment, whose target takes focus: it exists in the page and is
    // focusable by script (tabIndex -1). The jump itself is not pressed here: a fragment navigation
    // closes the Vitest browser page's connection.
    const target = canvasElement.ownerDocument.getElementById(link.getAttribute('href')!.slice(1));
    await expect(target).toBe(canvas.getByRole('main'));
    await expect(target).toHaveAttribute('tabindex', '-1');

    // Shift+Tab away: the link hides again.
    await userEvent.tab({ shift: true });
    await expect(link).not.toHaveFocus();
    await waitFor(() => expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0));
  },
};

/** Focused and shown, as a keyboard user sees it on arrival. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Naar de inhoud' });
    await expect(link).toHaveFocus();
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
  },
};
