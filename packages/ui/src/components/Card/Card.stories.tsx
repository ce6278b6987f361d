import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { coreValues, defaultLocale, type Locale } from '@ankerlicht/content';
import { Badge } from '../Badge/Badge.tsx';
import { localizedArgs } from '../private/story/storyLocale.ts';
import { Card, cardPaddings, cardVariants } from './Card.tsx';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** Sample content from @ankerlicht/content in the toolbar's language: one of the core values, as the home page shows them. */
const value = coreValues.find((candidate) => candidate.id === 'diversity')!;
const valueSample = (locale: Locale): { heading: string; children: ReactNode } => ({
  heading: value.title[locale],
  children: <p>{value.description[locale]}</p>,
});

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A surface that groups content about one subject: a core value, a location, a vacancy, a contact box. ' +
          'With `href` the whole card becomes one link named by its heading (the heading link covers the card), ' +
          'so use it for teasers that lead to one page, and then put no other links or buttons inside. ' +
          'Do not use a card to frame a whole page section or a single sentence.',
      },
    },
  },
  args: valueSample(defaultLocale),
  render: (args, { globals }) => <Card {...localizedArgs(args, globals, valueSample)} />,
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: value.title.nl })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {cardVariants.map((variant) => (
        <Card {...localizedArgs(args, globals, valueSample)} key={variant} variant={variant} heading={variant} />
      ))}
    </div>
  ),
};

export const WithBadge: Story = {
  args: {
    as: 'article',
    variant: 'raised',
    eyebrow: <Badge tone="brand">Actuele vacatures</Badge>,
    heading: 'Kinder- en jeugdpsycholoog of orthopedagoog',
    children: (
      <>
        <p>Amsterdam, Noord-Holland</p>
        <p>24 tot 36 uur per week</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toContainElement(canvas.getByText('Actuele vacatures'));
  },
};

export const AsLink: Story = {
  args: {
    href: '/team',
    heading: 'Ons team',
    children: <p>Maak kennis met onze psychologen, specialisten en ondersteuning.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Ons team' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/team');
    // The link's hit area covers the card: a press on the body text lands on the link.
    const body = canvas.getByText(/Maak kennis/).getBoundingClientRect();
    await expect(document.elementFromPoint(body.left + 4, body.top + body.height / 2)).toBe(link);
  },
};

export const Subtle: Story = {
  args: { variant: 'subtle', padding: 'xl', as: 'section', heading: 'Bel of mail ons' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Bel of mail ons' })).toBeVisible();
  },
};
