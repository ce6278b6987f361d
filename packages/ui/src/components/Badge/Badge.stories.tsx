import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short label that marks the state or kind of something nearby, such as "Actuele vacatures" on the careers card. ' +
          'Its words carry the meaning; the tone only supports them. ' +
          'Do not use it for actions or links (use Button or Link) or for messages the visitor must read (use Notice).',
      },
    },
  },
  args: { children: 'Actuele vacatures', tone: 'brand' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Actuele vacatures');
    await expect(badge).toBeVisible();
    // A label, not a control: keyboard focus passes it by.
    await expect(badge).not.toHaveAttribute('tabindex');
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
