import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconTile, iconTileLayouts } from './IconTile.tsx';
import { iconNames } from './iconNames.ts';

const meta = {
  title: 'Components/IconTile',
  component: IconTile,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An icon, a title and a short text: a treatment method, a complaint area, a way of working. Put several in a ' +
          'Grid rendered as a list. The icon comes from a fixed list of names (`iconNames`) that content can store, and ' +
          'is decorative: the title carries the meaning. Do not use it for links or actions (use Card with `href`), ' +
          'or for long text (use Card).',
      },
    },
  },
  args: {
    icon: 'Brain',
    title: 'Cognitieve gedragstherapie',
    children: <p>Samen onderzoeken we hoe gedachten, gevoelens en gedrag elkaar beïnvloeden.</p>,
  },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    layout: { control: 'inline-radio', options: iconTileLayouts },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 'none'] },
  },
} satisfies Meta<typeof IconTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Cognitieve gedragstherapie' })).toBeVisible();
    // The icon is decorative: hidden from assistive technology, and not a Tab stop.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const ComplaintTiles: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', padding: 0 }}>
      <IconTile as="li" layout="inline" headingLevel="none" icon="CloudRain" title="Somberheid" />
      <IconTile as="li" layout="inline" headingLevel="none" icon="Zap" title="Angst en paniek" />
      <IconTile as="li" layout="inline" headingLevel="none" icon="Shield" title="Trauma" />
      <IconTile as="li" layout="inline" headingLevel="none" icon="HeartCrack" title="Rouw en verlies" />
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const AllIcons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}>
      {iconNames.map((name) => (
        <IconTile key={name} icon={name} title={name} layout="inline" headingLevel="none" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
