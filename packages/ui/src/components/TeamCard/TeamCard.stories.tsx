import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamCard } from './TeamCard.tsx';

const meta = {
  title: 'Components/TeamCard',
  component: TeamCard,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One team member in the directory: an initials avatar, the name as a heading and the job title. The ' +
          'initials come in ready-made (the content package owns the rule) and are decorative, since the name is ' +
          'right beside them. Put cards in a list Grid under a group heading. Do not use it for testimonials or ' +
          'for contact persons with links (use Card).',
      },
    },
  },
  args: { initials: 'AY', name: 'Ayşe Yılmaz', role: 'GZ-psycholoog' },
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ayşe Yılmaz' })).toBeVisible();
    await expect(canvas.getByText('GZ-psycholoog')).toBeVisible();
    await expect(canvas.getByText('AY')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Directory: Story = {
  render: () => (
    <section aria-labelledby="psychologists">
      <h2 id="psychologists">Psychologen</h2>
      <ul style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', padding: 0 }}>
        <TeamCard as="li" initials="AY" name="Ayşe Yılmaz" role="GZ-psycholoog" />
        <TeamCard as="li" initials="BV" name="Bram de Vries" role="Klinisch psycholoog, regiebehandelaar" />
        <TeamCard as="li" initials="C" name="Ceren" role="Orthopedagoog generalist" />
        <TeamCard as="li" initials="DJ" name="Daan Jansen" role="Psycholoog in opleiding tot gezondheidszorgpsycholoog" />
      </ul>
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
