import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { icons } from '@ankerlicht/content';
import { StepList, stepListVariants, type Step } from './StepList.tsx';

const careJourney: Step[] = [
  {
    id: 'screening',
    icon: icons.PhoneCall,
    title: 'Telefonische screening',
    description: 'Ons screeningsteam belt u en beslist samen met u of uw aanmelding wordt aangenomen.',
  },
  {
    id: 'intake',
    icon: icons.MessagesSquare,
    title: 'Intakegesprek',
    description: 'We leren u beter kennen en bespreken uw klachten en wat u wilt bereiken.',
  },
  { id: 'plan', icon: icons.ClipboardList, title: 'Behandelplan', description: 'Samen stellen we doelen en een plan op.' },
  {
    id: 'therapy',
    icon: icons.HeartHandshake,
    title: 'Therapie en herstel',
    description: 'U start met de behandeling; we evalueren regelmatig.',
  },
];

const approach: Step[] = [
  { id: '1', title: 'Aanmelding', description: 'U meldt zich aan met een verwijsbrief van de huisarts.' },
  { id: '2', title: 'Telefonische screening', description: 'We bellen u binnen 2 tot 4 weken.' },
  { id: '3', title: 'Intakegesprek', description: 'Een eerste gesprek over uw klachten en wensen.' },
  { id: '4', title: 'Behandelplan', description: 'We leggen samen de doelen vast.' },
  { id: '5', title: 'Behandeling', description: 'Wekelijkse of tweewekelijkse sessies van ongeveer 45 minuten.' },
  { id: '6', title: 'Evaluatie en afsluiting', description: 'We kijken terug en ronden de behandeling af.' },
];

const meta = {
  title: 'Components/StepList',
  component: StepList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Numbered steps of a process in order: the care journey, the registration and complaint steps, the six-step ' +
          'approach timelines. Up to four steps sit side by side from 768 px; more steps, the `timeline` variant and ' +
          'small screens show a vertical timeline. Each step title is a heading that starts with a hidden "Stap n:". ' +
          'Do not use it for items without an order (use a list or a Grid of IconTiles).',
      },
    },
  },
  args: { steps: careJourney, 'aria-label': 'Zorgtraject' },
  argTypes: { variant: { control: 'inline-radio', options: stepListVariants } },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepBoxes = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.getBoundingClientRect());

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Zorgtraject' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Stap 2: Intakegesprek' })).toBeVisible();
    // Four steps fit side by side on a desktop.
    const [first, second] = stepBoxes(canvasElement);
    await expect(second!.top).toBe(first!.top);
    await expect(second!.left).toBeGreaterThan(first!.right - 1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = stepBoxes(canvasElement);
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};

export const Timeline: Story = {
  args: { steps: approach, variant: 'timeline', 'aria-label': 'Werkwijze volwassenen' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const boxes = stepBoxes(canvasElement);
    await expect(boxes).toHaveLength(6);
    await expect(boxes[5]!.top).toBeGreaterThan(boxes[4]!.bottom - 1);
    await expect(within(canvasElement).getByRole('heading', { name: 'Stap 6: Evaluatie en afsluiting' })).toBeVisible();
  },
};

export const MoreThanFourSteps: Story = {
  args: { steps: approach, variant: 'steps', 'aria-label': 'Werkwijze' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    // Six steps do not fit side by side: they fall back to the vertical timeline.
    const [first, second] = stepBoxes(canvasElement);
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};
