import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NavigationMenu } from './NavigationMenu.tsx';
import { storyNavigationItems } from './navigationStoryData.ts';

const meta = {
  title: 'Components/NavigationMenu',
  component: NavigationMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The main navigation from 768 px, in the header (below 768 px the header shows MobileMenu instead). It follows ' +
          'the WAI-ARIA disclosure navigation pattern, not a `menu`: each section is a button with `aria-expanded` ' +
          'that shows a list of links. Tab moves through the top level and into an open section; Enter or Space opens ' +
          'and closes a section; Escape closes it and returns focus to its button; moving focus out closes it too. ' +
          'The current page has `aria-current="page"` and its section is marked. Do not use it for actions (it holds ' +
          'only links) or for more than one level of nesting.',
      },
    },
  },
  args: { items: storyNavigationItems, currentPath: '/', 'aria-label': 'Hoofdmenu' },
  // Room for an open section, so it shows in the screenshot.
  decorators: [(Story) => <div style={{ minHeight: 280 }}>{Story()}</div>],
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Hoofdmenu' }));
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await userEvent.tab();
    const about = nav.getByRole('button', { name: 'Over ons' });
    await expect(about).toHaveFocus();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.queryByRole('link', { name: 'Missie en visie' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Over ons' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Missie en visie' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toHaveFocus();
    await expect(nav.queryByRole('link', { name: 'Missie en visie' })).not.toBeInTheDocument();
  },
};

export const FocusLeavesSection: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const about = nav.getByRole('button', { name: 'Over ons' });
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    // Tab past the section's four links: it closes once focus moves on.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Werken bij' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Kind en jeugd' })).toHaveFocus();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a page inside a section: the section is marked, and its link to the page is current. Left open. */
export const CurrentSection: Story = {
  args: { currentPath: '/volwassenen/wachttijd' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    const adults = nav.getByRole('button', { name: 'Volwassenen' });
    await expect(adults).toHaveAttribute('data-current', 'true');
    await expect(nav.getByRole('button', { name: 'Over ons' })).toHaveAttribute('data-current', 'false');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(adults).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Wachttijd' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Financiering' })).not.toHaveAttribute('aria-current');
  },
};
