import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WaitingTimeCard } from './WaitingTimeCard.tsx';
import { WaitingTimeBreakdown } from './WaitingTimeBreakdown.tsx';
import { waitingTimeStatuses, waitingTimeUnits } from './waitingTime.ts';

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
  args: {
    title: 'Volwassenen',
    duration: '3-6',
    unit: 'months',
    accessibleDuration: '3 tot 6 maanden',
    status: 'high',
    description: 'Vanaf uw aanmelding tot het begin van de intake',
    breakdown: [
      { id: 'registration', label: 'Van aanmelding tot intake', value: '3 tot 6 maanden' },
      { id: 'treatment', label: 'Van intake tot behandeling', value: '2 tot 4 weken' },
    ],
    asOf: 'Cijfers van 1 november 2026',
    link: { href: '/volwassenen/wachttijd', label: 'Meer over de wachttijd voor volwassenen' },
  },
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
    await expect(canvas.getByRole('heading', { level: 3, name: 'Volwassenen' })).toBeVisible();
    await expect(canvas.getByText('3-6 maanden')).toBeVisible();
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
    await expect(canvas.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '3 tot 6 maanden',
      '2 tot 4 weken',
    ]);
    await expect(canvas.getByText('Cijfers van 1 november 2026')).toBeVisible();

    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Meer over de wachttijd voor volwassenen' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/volwassenen/wachttijd');
  },
};

export const ChildrenAndYouth: Story = {
  args: {
    title: 'Kinderen en jongeren',
    duration: '1',
    unit: 'month',
    isApproximate: true,
    accessibleDuration: undefined,
    status: 'low',
    description: 'Vanaf de aanmelding tot de start van de behandeling',
    breakdown: [
      { id: 'registration', label: 'Van aanmelding tot intake', value: 'ongeveer 3 weken' },
      { id: 'treatment', label: 'Van intake tot behandeling', value: 'ongeveer 1 week' },
    ],
    link: { href: '/kind-jeugd/wachttijd', label: 'Meer over de wachttijd voor kinderen en jongeren' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ongeveer 1 maand')).toBeVisible();
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByText('Korte wachttijd')).toBeVisible();
  },
};

export const Urgent: Story = {
  args: {
    title: 'Spoed',
    duration: '0-1',
    unit: 'weeks',
    accessibleDuration: '0 tot 1 week',
    status: 'urgent',
    description: 'Bij spoed proberen we u binnen een week te zien',
    // A target, not a measured wait: no parts and no date.
    breakdown: undefined,
    asOf: undefined,
    link: { href: '/contact', label: 'Neem contact op bij spoed' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('term')).toBeNull();
  },
};

export const AllStatuses: Story = {
  args: { link: undefined, description: undefined, breakdown: undefined, asOf: undefined },
  render: (args) => (
    <ul style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', padding: 0 }}>
      {waitingTimeStatuses.map((status) => (
        <WaitingTimeCard key={status} {...args} as="li" status={status} title={status} />
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
  render: (args) => <WaitingTimeBreakdown size="lg" parts={args.breakdown ?? []} asOf={args.asOf} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getByText('2 tot 4 weken')).toBeVisible();
    await expect(canvas.getByText('Cijfers van 1 november 2026')).toBeVisible();
  },
};
