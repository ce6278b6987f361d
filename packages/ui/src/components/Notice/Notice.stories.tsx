import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultLocale, registrationStopNotice, type Locale } from '@ankerlicht/content';
import { Button } from '../Button/Button.tsx';
import { localizedArgs } from '../private/story/storyLocale.ts';
import { Notice, noticeAnnouncements, noticeTones, type NoticeProps } from './Notice.tsx';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** The adult financing page's insurer notice, from @ankerlicht/content in the toolbar's language. */
const insurerStop = (locale: Locale): Pick<NoticeProps, 'title' | 'children'> => ({
  title: registrationStopNotice.title[locale],
  children: <p>{registrationStopNotice.text[locale]}</p>,
});

const meta = {
  title: 'Components/Notice',
  component: Notice,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A block that draws attention to information the visitor should not miss: a registration stop, a practical tip, ' +
          'a confirmation. Tones info, warning, critical (the red insurer notice) and success; the tone is also said in ' +
          'hidden words, so colour and icon are never the only cue. A notice that is on the page from the start is a ' +
          'region with a heading and is not announced; set `announce` only for one that appears later. ' +
          'Do not use it for field errors (the form fields show those) or for passing messages (use a toast).',
      },
    },
  },
  args: {
    tone: 'info',
    title: 'Telefonisch aanmelden',
    children: <p>U kunt ons op werkdagen bellen van 09:00 tot 12:00 en van 13:00 tot 16:30.</p>,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: noticeTones },
    announce: { control: 'inline-radio', options: noticeAnnouncements },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Informatie: Telefonisch aanmelden' });
    await expect(region).toContainElement(canvas.getByText(/werkdagen/));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {noticeTones.map((tone) => (
        <Notice key={tone} {...args} tone={tone} title={tone} />
      ))}
    </div>
  ),
};

export const CriticalInsurerStop: Story = {
  args: { tone: 'critical', ...insurerStop(defaultLocale) },
  render: (args, { globals }) => <Notice {...localizedArgs(args, globals, insurerStop)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Belangrijk: ${registrationStopNotice.title.nl}` })).toBeVisible();
    // Static: it does not interrupt a screen reader when the page loads.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'warning', children: <p>Neem bij spoed contact op met uw huisarts.</p> },
};

function AppearsAfterAction() {
  const [isShown, setShown] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button onPress={() => setShown(true)}>Filters toepassen</Button>
      {/* The live region is in the page from the start; only its content arrives later. */}
      <div role="status">
        {isShown && (
          <Notice tone="success">
            <p>Er zijn 4 vragen gevonden.</p>
          </Notice>
        )}
      </div>
    </div>
  );
}

export const Dynamic: Story = {
  args: { announce: 'polite', tone: 'success', title: 'Aanmelding verstuurd' },
  render: (args) => <Notice {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Gelukt: Aanmelding verstuurd');
  },
};

export const AppearingInLiveRegion: Story = {
  render: () => <AppearsAfterAction />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Er zijn 4 vragen gevonden.');
  },
};
