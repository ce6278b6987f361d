import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultLocale, faqEntries, type Locale } from '@ankerlicht/content';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion.tsx';
import { localizedArgs } from '../private/story/storyLocale.ts';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** Sample content: the FAQ's first three questions, as the FAQ page shows them. */
const [first, second, third] = faqEntries as [
  (typeof faqEntries)[number],
  (typeof faqEntries)[number],
  (typeof faqEntries)[number],
];
const faqItems = (locale: Locale): Pick<AccordionProps, 'children'> => ({
  children: [first, second, third].map((entry) => (
    <AccordionItem key={entry.id} id={entry.id} title={entry.question[locale]}>
      {entry.answer[locale]}
    </AccordionItem>
  )),
});

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Collapsible sections with a heading each. Use it to let visitors scan a long list (FAQ, careers sections, the mobile menu). ' +
          'Do not hide what every visitor needs to read, such as a crisis line or a form field.',
      },
    },
  },
  // Sample content from @ankerlicht/content in the toolbar's language.
  args: faqItems(defaultLocale),
  render: (args, { globals }) => <Accordion {...localizedArgs(args, globals, faqItems)} />,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: first.question.nl })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: first.question.nl })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: second.question.nl })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Independent: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: [first.id] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: second.question.nl }));
    await expect(canvas.getByRole('button', { name: first.question.nl })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: second.question.nl })).toHaveAttribute('aria-expanded', 'true');
  },
};
