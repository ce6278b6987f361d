import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultLocale, departmentCallsToAction, departments, type Department, type Locale } from '@ankerlicht/content';
import { CallToAction, type CallToActionProps } from './CallToAction.tsx';
import { localizedArgs } from '../private/story/storyLocale.ts';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** A department's block as the site's pages map it to props (site/src/pages/department/content.ts). */
const callToActionArgs =
  (department: Department) =>
  (locale: Locale): CallToActionProps => {
    const texts = departmentCallsToAction[department];
    const { adults, children } = departmentCallsToAction;
    return {
      department,
      title: texts.title[locale],
      text: texts.text[locale],
      adultLink: { href: adults.registerHref, label: adults.registerLabel[locale] },
      childLink: { href: children.registerHref, label: children.registerLabel[locale] },
      waitingTime: {
        text: texts.waitingTimeInfo[locale],
        link: { href: texts.waitingTimeHref, label: texts.waitingTimeLabel[locale] },
      },
    };
  };
const { adults, children } = departmentCallsToAction;

const meta = {
  title: 'Components/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The block that ends the information pages: a title, a short text and buttons to register, for adults, for ' +
          'children and youth, or both, optionally with the current waiting time. The page passes every text, ' +
          "translated; `department` puts that department's link first as the one primary button. " +
          'Use it once per page, at the end. Do not use it for other actions (use Button or LinkButton).',
      },
    },
  },
  // Sample content from @ankerlicht/content in the toolbar's language (the adults' block).
  args: callToActionArgs('adults')(defaultLocale),
  render: (args, { globals }) => <CallToAction {...localizedArgs(args, globals, callToActionArgs('adults'))} />,
  argTypes: { department: { control: 'inline-radio', options: departments } },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: adults.title.nl })).toBeVisible();
    // On an adults' page only the adult link shows.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: adults.registerLabel.nl });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/aanmelden-volwassenen');
  },
};

export const Children: Story = {
  args: callToActionArgs('children')(defaultLocale),
  render: (args, { globals }) => <CallToAction {...localizedArgs(args, globals, callToActionArgs('children'))} />,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/aanmelden-kind-jeugd']);
  },
};

export const BothDepartmentsWithWaitingTime: Story = {
  args: { ...callToActionArgs('children')(defaultLocale), showAdultLink: true, showChildLink: true, showWaitingTime: true },
  render: (args, { globals }) => <CallToAction {...localizedArgs(args, globals, callToActionArgs('children'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(children.waitingTimeInfo.nl)).toBeVisible();
    // Keyboard order: the waiting-time link, then the department's own registration link, then the other.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: children.waitingTimeLabel.nl })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: children.registerLabel.nl })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: adults.registerLabel.nl })).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { showAdultLink: true, showChildLink: true },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('link');
    // Stacked, full-width buttons.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
    await expect(first!.getBoundingClientRect().width).toBe(second!.getBoundingClientRect().width);
  },
};
