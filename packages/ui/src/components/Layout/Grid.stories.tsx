import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from './Grid.tsx';
import { gridItemMinWidths, spaceNames } from './layoutOptions.ts';

const tile = { padding: 16, background: '#eef7f6', border: '1px solid #dcefef', borderRadius: 8 };
const items = ['Angst', 'Depressie', 'Trauma', 'Rouw', 'ADHD', 'Autisme'];

const meta = {
  title: 'Components/Grid',
  component: Grid,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Lays out cards and tiles in columns with a gap from the space scale: a column count per breakpoint, ' +
          'or a smallest item width with as many columns as fit. Use `as="ul"` when the items are a list. ' +
          'Do not use it for one column of blocks (use Stack) or for tabular data (use a table).',
      },
    },
  },
  args: {
    as: 'ul',
    columns: { mobile: 1, tablet: 2, wide: 3 },
    children: items.map((item) => (
      <li key={item} style={tile}>
        {item}
      </li>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: spaceNames },
    minItemWidth: { control: 'inline-radio', options: gridItemMinWidths },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (element: HTMLElement) => getComputedStyle(element).gridTemplateColumns.split(' ').length;

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(columnCount(list)).toBe(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByRole('list'))).toBe(1);
  },
};

export const FixedColumns: Story = {
  args: { columns: 3, gap: 'md' },
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByRole('list'))).toBe(3);
  },
};

export const MinItemWidth: Story = {
  args: { columns: undefined, minItemWidth: 'narrow' },
};
