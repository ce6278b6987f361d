import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack.tsx';
import { spaceNames, stackAlignments, stackDirections } from './layoutOptions.ts';

const box = { padding: 16, background: '#eef7f6', border: '1px solid #dcefef', borderRadius: 8 };

const meta = {
  title: 'Components/Stack',
  component: Stack,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Puts blocks one under the other (or side by side, wrapping) with an even gap from the space scale. ' +
          'Use it instead of margins between sections, paragraphs and buttons. ' +
          'Do not use it for columns of cards (use Grid).',
      },
    },
  },
  args: {
    gap: 'md',
    children: [
      <div key="a" style={box}>
        Aanmelden
      </div>,
      <div key="b" style={box}>
        Screening
      </div>,
      <div key="c" style={box}>
        Intake
      </div>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: spaceNames },
    direction: { control: 'inline-radio', options: stackDirections },
    align: { control: 'inline-radio', options: stackAlignments },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/Aanmelden|Screening/);
    // One under the other, 1rem apart.
    const gap = second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom;
    await expect(gap).toBeCloseTo(16, 0);
  },
};

export const Horizontal: Story = {
  args: { direction: 'horizontal', gap: 'sm', align: 'center' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByText(/Aanmelden|Screening/);
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'xs',
    children: [<li key="a">Cognitieve gedragstherapie</li>, <li key="b">EMDR</li>, <li key="c">Speltherapie</li>],
  },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  },
};
