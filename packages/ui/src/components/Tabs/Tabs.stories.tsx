import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const teams = [
  { id: 'all', label: 'Alle medewerkers', members: 'Amira, Bram, Ceren, Daan, Esra en Floor' },
  { id: 'adults', label: 'Team volwassenen', members: 'Amira, Bram en Ceren' },
  { id: 'children', label: 'Team kind en jeugd', members: 'Daan en Esra' },
  { id: 'administration', label: 'Administratie en management', members: 'Floor' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Views of one thing, one at a time: the team filter on desktop (on mobile the page shows a Select instead). ' +
          'The tab list needs a name; the arrow keys move between tabs and select them, Home and End jump to the ends, ' +
          'and Tab moves into the panel. Do not use tabs for navigation between pages (use links) or for content ' +
          'visitors need to compare side by side.',
      },
    },
  },
  args: { defaultSelectedKey: 'all' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Kies een team" items={teams}>
        {(team) => <Tab id={team.id}>{team.label}</Tab>}
      </TabList>
      {teams.map((team) => (
        <TabPanel key={team.id} id={team.id}>
          <p>{team.members}</p>
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Alle medewerkers' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const adults = canvas.getByRole('tab', { name: 'Team volwassenen' });
    await expect(adults).toHaveFocus();
    await expect(adults).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Amira, Bram en Ceren');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Administratie en management' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // Wraps around to the first tab.
    await expect(canvas.getByRole('tab', { name: 'Alle medewerkers' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Alle medewerkers' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // The row wraps rather than squeezing the labels or hiding tabs past a scroll edge.
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const first = within(canvasElement).getByRole('tab', { name: 'Alle medewerkers' });
    const last = within(canvasElement).getByRole('tab', { name: 'Administratie en management' });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().top);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    const listBox = list.getBoundingClientRect();
    const lastBox = last.getBoundingClientRect();
    await expect(lastBox.left).toBeGreaterThanOrEqual(listBox.left);
    await expect(lastBox.right).toBeLessThanOrEqual(listBox.right);
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['children'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Administratie en management' })).toHaveFocus();
  },
};
