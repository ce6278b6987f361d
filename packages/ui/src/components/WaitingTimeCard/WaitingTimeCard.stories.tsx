import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WaitingTimeCard } from './WaitingTimeCard.tsx';
import { WaitingTimeBreakdown } from './WaitingTimeBreakdown.tsx';
import { waitingTimeStatuses, waitingTimeUnits } from './waitingTime.ts';
import type { WaitingTimeCardProps } from './WaitingTimeCard.tsx';
import { defaultLocale, waitingTimeCards, waitingTimesAsOf, type Locale, type WaitingTimeType } from '@ankerlicht/content';
import { localizedArgs } from '../private/story/storyLocale.ts';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** The site's card of one type, as its pages map it to props (site/src/pages/waiting-times/waitingTimeCardProps.ts). */
const card = (type: WaitingTimeType) => waitingTimeCards.find((item) => item.type === type)!;
const cardArgs =
  (type: WaitingTimeType) =>
  (locale: Locale): WaitingTimeCardProps => {
    const { title, duration, unit, approximate, durationText, status, description, breakdown, href, linkLabel } = card(type);
    return {
      title: title[locale],
      duration,
      unit,
      isApproximate: approximate,
      accessibleDuration: durationText[locale],
      status,
      description: description[locale],
      breakdown: breakdown?.map((row) => ({ id: row.part, label: row.label[locale], value: row.value[locale] })),
      asOf: breakdown && waitingTimesAsOf[locale],
      link: { href, label: linkLabel[locale] },
    };
  };
const adults = card('adults');

const meta = {
  title: 'Components/WaitingTimeCard',
  component: WaitingTimeCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The current waiting time for one group (adults, children and youth, urgent): the duration, the status in ' +
          'words and as a meter bar (low 30 % green, medium 60 % amber, high and urgent 90 % red), and a link to the ' +
          'waiting-time page. Under a department’s card, `breakdown` splits the wait into its two parts as the ' +
          'NZa asks (registration to intake, intake to treatment) with `asOf`, the date the figures hold for; ' +
          'WaitingTimeBreakdown shows the same parts on their own (size lg on a waiting-time page). ' +
          'Put three in a list Grid on /wachttijd, one in the registration side column. ' +
          'Do not use it for other numbers or for progress through a form.',
      },
    },
  },
  // Sample content from @ankerlicht/content in the toolbar's language (the adults' card).
  args: cardArgs('adults')(defaultLocale),
  render: (args, { globals }) => <WaitingTimeCard {...localizedArgs(args, globals, cardArgs('adults'))} />,
  argTypes: {
    status: { control: 'inline-radio', options: waitingTimeStatuses },
    unit: { control: 'inline-radio', options: waitingTimeUnits },
  },
} satisfies Meta<typeof WaitingTimeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: adults.title.nl })).toBeVisible();
    await expect(canvas.getByText(`${adults.duration} maanden`)).toBeVisible();
    const meter = canvas.getByRole('meter', { name: 'Hoe lang de wachttijd is' });
    await expect(meter).toHaveAttribute('aria-valuenow', '90');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Lange wachttijd');
    // The status is also visible as words, not only as a red bar.
    await expect(canvas.getByText('Lange wachttijd')).toBeVisible();
    // The two parts of the wait as terms and their values, with the date they hold for.
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Van aanmelding tot intake',
      'Van intake tot behandeling',
    ]);
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(
      adults.breakdown!.map((row) => row.value.nl),
    );
    await expect(canvas.getByText(waitingTimesAsOf.nl)).toBeVisible();

    await userEvent.tab();
    const link = canvas.getByRole('link', { name: adults.linkLabel.nl });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/volwassenen/wachttijd');
  },
};

export const ChildrenAndYouth: Story = {
  // Without accessibleDuration: the visible words are what screen readers read.
  args: { ...cardArgs('children')(defaultLocale), accessibleDuration: undefined },
  render: (args, { globals }) => <WaitingTimeCard {...localizedArgs(args, globals, cardArgs('children'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ongeveer 1 maand')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByText('Korte wachttijd')).toBeVisible();
  },
};

export const Urgent: Story = {
  // A target, not a measured wait: no parts and no date.
  args: cardArgs('urgent')(defaultLocale),
  render: (args, { globals }) => <WaitingTimeCard {...localizedArgs(args, globals, cardArgs('urgent'))} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('term')).toBeNull();
  },
};

export const AllStatuses: Story = {
  args: { link: undefined, description: undefined, breakdown: undefined, asOf: undefined },
  render: (args, { globals }) => (
    <ul style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', padding: 0 }}>
      {waitingTimeStatuses.map((status) => (
        <WaitingTimeCard
          key={status}
          {...localizedArgs(args, globals, cardArgs('adults'))}
          as="li"
          status={status}
          title={status}
        />
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const values = within(canvasElement)
      .getAllByRole('meter')
      .map((meter) => meter.getAttribute('aria-valuenow'));
    await expect(values).toEqual(['30', '60', '90', '90']);
  },
};

/** The parts on their own, as a waiting-time page shows them under the current wait: side by side from tablet width. */
export const BreakdownOnAPage: Story = {
  render: (args, { globals }) => {
    const { breakdown, asOf } = localizedArgs(args, globals, cardArgs('adults'));
    return <WaitingTimeBreakdown size="lg" parts={breakdown ?? []} asOf={asOf} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getByText(adults.breakdown![1]!.value.nl)).toBeVisible();
    await expect(canvas.getByText(waitingTimesAsOf.nl)).toBeVisible();
  },
};

/** The toolbar's language picks the sample content too: the adults' card as the Turkish site shows it. */
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: adults.title.tr })).toBeVisible();
    await expect(canvas.getByText(adults.description.tr)).toBeVisible();
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual(
      adults.breakdown!.map((row) => row.value.tr),
    );
    await expect(canvas.getByText(waitingTimesAsOf.tr)).toBeVisible();
    await expect(canvas.getByRole('link', { name: adults.linkLabel.tr })).toHaveAttribute('href', adults.href);
  },
};
