import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Container } from './Container.tsx';
import { Link } from '../Link/Link.tsx';

const meta = {
  title: 'Components/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Centres a page section at the page width (1280 px, 1400 px from 1536 px screens) with side padding that ' +
          'grows from 768 px. Render it `as` a landmark (main, header, footer) where that fits. It adds no keyboard ' +
          'behaviour: focus moves through its content in source order. Do not nest containers or use one for a ' +
          'card or a column inside a section: it is for the outer page width only.',
      },
    },
  },
  args: {
    children: (
      <>
        <h2>Over Ankerlicht</h2>
        <p>
          Wij bieden specialistische ggz voor kinderen, jongeren en volwassenen. <Link href="/over-ons">Lees meer over ons</Link>
        </p>
      </>
    ),
  },
  render: (args) => (
    <div style={{ backgroundColor: '#eef6f6' }}>
      <Container {...args} />
    </div>
  ),
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The container is centred: equal space on both sides, never wider than its maximum. */
async function expectCentredAndCapped(container: HTMLElement) {
  const box = container.getBoundingClientRect();
  const parent = container.parentElement!.getBoundingClientRect();
  const maxWidth = parseFloat(getComputedStyle(container).maxWidth);
  await expect([1280, 1400]).toContain(maxWidth);
  await expect(box.width).toBeLessThanOrEqual(maxWidth);
  await expect(Math.abs(box.left - parent.left - (parent.right - box.right))).toBeLessThanOrEqual(1);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Lees meer over ons' });
    await expect(link).toHaveFocus();
    await expectCentredAndCapped(link.closest('h2, p')!.parentElement as HTMLElement);
  },
};

export const AsMainLandmark: Story = {
  args: { as: 'main', id: 'inhoud' },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main).toHaveAttribute('id', 'inhoud');
    await userEvent.tab();
    await expect(within(main).getByRole('link', { name: 'Lees meer over ons' })).toHaveFocus();
  },
};

/** In a parent wider than the page width (a wide screen), the content stops at the maximum width and is centred. */
export const CappedInWideParent: Story = {
  render: (args) => (
    <div style={{ width: 1600, backgroundColor: '#eef6f6' }}>
      <Container {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Lees meer over ons' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const container = link.closest('p')!.parentElement as HTMLElement;
    await expectCentredAndCapped(container);
    // Capped: narrower than the 1600 px parent.
    await expect(container.getBoundingClientRect().width).toBe(parseFloat(getComputedStyle(container).maxWidth));
  },
};
