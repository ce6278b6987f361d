import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion.tsx';

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
  args: {
    children: [
      <AccordionItem key="a" id="referral" title="Heb ik een verwijzing nodig?">
        Ja. U heeft een verwijsbrief van uw huisarts nodig.
      </AccordionItem>,
      <AccordionItem key="b" id="costs" title="Wat kost een behandeling?">
        De behandeling valt onder de basisverzekering. Wel betaalt u uw eigen risico.
      </AccordionItem>,
      <AccordionItem key="c" id="languages" title="In welke talen kan ik terecht?">
        In het Nederlands, Engels en Turks.
      </AccordionItem>,
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Heb ik een verwijzing nodig?' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Heb ik een verwijzing nodig?' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Wat kost een behandeling?' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Independent: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['referral'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wat kost een behandeling?' }));
    await expect(canvas.getByRole('button', { name: 'Heb ik een verwijzing nodig?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Wat kost een behandeling?' })).toHaveAttribute('aria-expanded', 'true');
  },
};
