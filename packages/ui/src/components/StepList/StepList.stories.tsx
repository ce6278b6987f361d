import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adultApproachTimeline, careJourney, defaultLocale, type Locale } from '@ankerlicht/content';
import { StepList, localizedSteps, stepListVariants, type LocalizedStep } from './StepList.tsx';
import { localizedArgs } from '../private/story/storyLocale.ts';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** Steps from content in one language, as the site's pages pass them (`localizedSteps`). */
const stepsArgs = (steps: readonly LocalizedStep[]) => (locale: Locale) => ({ steps: localizedSteps(steps, locale) });

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
  // Sample content from @ankerlicht/content in the toolbar's language: the care journey of the home page.
  args: { ...stepsArgs(careJourney)(defaultLocale), 'aria-label': 'Zorgtraject' },
  render: (args, { globals }) => <StepList {...localizedArgs(args, globals, stepsArgs(careJourney))} />,
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
    await expect(canvas.getByRole('heading', { level: 3, name: `Stap 2: ${careJourney[1]!.title.nl}` })).toBeVisible();
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
  // The six steps of /volwassenen/werkwijze.
  args: { ...stepsArgs(adultApproachTimeline)(defaultLocale), variant: 'timeline', 'aria-label': 'Werkwijze volwassenen' },
  render: (args, { globals }) => <StepList {...localizedArgs(args, globals, stepsArgs(adultApproachTimeline))} />,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const boxes = stepBoxes(canvasElement);
    await expect(boxes).toHaveLength(6);
    await expect(boxes[5]!.top).toBeGreaterThan(boxes[4]!.bottom - 1);
    await expect(
      within(canvasElement).getByRole('heading', { name: `Stap 6: ${adultApproachTimeline[5]!.title.nl}` }),
    ).toBeVisible();
  },
};

export const MoreThanFourSteps: Story = {
  args: { ...stepsArgs(adultApproachTimeline)(defaultLocale), variant: 'steps', 'aria-label': 'Werkwijze' },
  render: (args, { globals }) => <StepList {...localizedArgs(args, globals, stepsArgs(adultApproachTimeline))} />,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    // Six steps do not fit side by side: they fall back to the vertical timeline.
    const [first, second] = stepBoxes(canvasElement);
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};
