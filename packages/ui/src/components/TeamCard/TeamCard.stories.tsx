import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TeamCard, type TeamCardProps } from './TeamCard.tsx';
import { defaultLocale, initials, teamGroupLabels, teamMembers, type Locale, type TeamMember } from '@ankerlicht/content';
import { localizedArgs, storyLocale } from '../private/story/storyLocale.ts';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** A member's card as the team page maps it to props (site/src/pages/team/TeamPage.tsx). */
const memberArgs =
  (member: TeamMember) =>
  (locale: Locale): TeamCardProps => ({ initials: initials(member.name), name: member.name, role: member.role[locale] });
const psychologists = teamMembers.filter((member) => member.group === 'psychologists');
const [first] = psychologists as [TeamMember];

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
  // Sample content from @ankerlicht/content in the toolbar's language: the first psychologist.
  args: memberArgs(first)(defaultLocale),
  render: (args, { globals }) => <TeamCard {...localizedArgs(args, globals, memberArgs(first))} />,
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: first.name })).toBeVisible();
    await expect(canvas.getByText(first.role.nl)).toBeVisible();
    await expect(canvas.getByText(initials(first.name))).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Directory: Story = {
  // The first four psychologists under their group heading, as the team page lists them.
  render: (_args, { globals }) => {
    const locale = storyLocale(globals);
    return (
      <section aria-labelledby="psychologists">
        <h2 id="psychologists">{teamGroupLabels.psychologists[locale]}</h2>
        <ul style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', padding: 0 }}>
          {psychologists.slice(0, 4).map((member) => (
            <TeamCard key={member.id} as="li" {...memberArgs(member)(locale)} />
          ))}
        </ul>
      </section>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
