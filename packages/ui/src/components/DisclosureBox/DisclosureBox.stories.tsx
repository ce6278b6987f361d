import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DisclosureBox } from './DisclosureBox.tsx';

const articles = Array.from({ length: 14 }, (_, index) => (
  <section key={index}>
    <h3>Artikel {index + 1}</h3>
    <p>
      De zorgaanbieder borgt de kwaliteit van de geleverde zorg door te werken volgens de geldende professionele standaarden en
      richtlijnen. De regiebehandelaar is verantwoordelijk voor het behandelplan en de evaluatie ervan.
    </p>
  </section>
));

const meta = {
  title: 'Components/DisclosureBox',
  component: DisclosureBox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A long text that only some visitors need, collapsed behind one "Toon volledige tekst" button (the full text ' +
          'of the quality statute). Expanded, the text sits in a box of at most 600 px that scrolls; that box is then a ' +
          'named region in the Tab order, so it can be scrolled with the arrow keys. ' +
          'Do not use it for several short sections (use Accordion) or to hide information every visitor needs.',
      },
    },
  },
  args: { label: 'Volledige tekst van het kwaliteitsstatuut', children: articles },
} satisfies Meta<typeof DisclosureBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Toon volledige tekst' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Artikel 1')).not.toBeVisible();

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName('Verberg volledige tekst');

    // The expanded text overflows 600 px: its box is a named region reached with Tab, so the browser's
    // arrow-key scrolling applies to it (simulated key events do not scroll, so that part is not replayed here).
    const box = canvas.getByRole('region', { name: 'Volledige tekst van het kwaliteitsstatuut' });
    await expect(box.getBoundingClientRect().height).toBeLessThanOrEqual(600);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await userEvent.tab();
    await expect(box).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAccessibleName('Toon volledige tekst');
  },
};

export const ShortText: Story = {
  args: {
    defaultExpanded: true,
    label: 'Toelichting',
    children: <p>Deze tekst past in de doos en hoeft dus niet te scrollen.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Deze tekst past/)).toBeVisible();
    // A box that does not scroll is no extra Tab stop.
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
