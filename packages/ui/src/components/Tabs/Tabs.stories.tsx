import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberInDepartment, teamFilterLabels, teamFilters, teamMembers, type Locale } from '@ankerlicht/content';
import { storyLocale } from '../private/story/storyLocale.ts';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** The team page's filter, from @ankerlicht/content in the toolbar's language: each tab lists its first three names. */
const teams = (locale: Locale) =>
  teamFilters.map((id) => ({
    id,
    label: teamFilterLabels[id][locale],
    members: teamMembers
      .filter((member) => id === 'all' || memberInDepartment(member, id))
      .slice(0, 3)
      .map((member) => member.name)
      .join(', '),
  }));
// The play functions run in Dutch, the default language.
const [all, adultsTeam, , administration] = teams('nl');

/**
 * Rendered in the browser (not hydrated), the tabs appear a render after the list: the React Aria
 * patch makes useEnterAnimation's end a transition (patches/README.md). A play function that
 * presses Tab before then lands on the panel, so each waits until the selected tab can take focus.
 */
async function tabsShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('tab', { selected: true })).toHaveAttribute('tabindex', '0'));
}

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
  render: (args, { globals }) => (
    <Tabs {...args}>
      <TabList aria-label="Kies een team" items={teams(storyLocale(globals))}>
        {(team) => <Tab id={team.id}>{team.label}</Tab>}
      </TabList>
      {teams(storyLocale(globals)).map((team) => (
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
    await tabsShown(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: all!.label })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const adults = canvas.getByRole('tab', { name: adultsTeam!.label });
    await expect(adults).toHaveFocus();
    await expect(adults).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(adultsTeam!.members);

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: administration!.label })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    // Wraps around to the first tab.
    await expect(canvas.getByRole('tab', { name: all!.label })).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: all!.label })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await tabsShown(canvasElement);
    const first = within(canvasElement).getByRole('tab', { name: all!.label });
    // The row wraps rather than squeezing the labels or hiding tabs past a scroll edge.
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const last = within(canvasElement).getByRole('tab', { name: administration!.label });
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
    await tabsShown(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The disabled tab is skipped.
    await expect(canvas.getByRole('tab', { name: administration!.label })).toHaveFocus();
  },
};
