import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu } from './MobileMenu.tsx';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import { storyLanguageOptions, storyNavigationItems } from '../NavigationMenu/navigationStoryData.ts';

const meta = {
  title: 'Components/MobileMenu',
  component: MobileMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The main navigation below 768 px (from 768 px the header shows NavigationMenu instead): a Menu button that ' +
          'opens a panel sliding in from the left, with one section open at a time and the current page’s section ' +
          'open. Enter or Space on the button opens it; focus moves into the panel and stays there (Tab wraps); ' +
          'Escape, the close button or choosing a link closes it and returns focus to the Menu button. The panel is ' +
          'loaded on first opening. Do not use it on wide screens or for anything but site navigation.',
      },
    },
  },
  args: { items: storyNavigationItems, currentPath: '/team', navigationLabel: 'Hoofdmenu' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel is portalled to the body and fetched on first opening. */
const findPanel = () => within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const panel = await findPanel();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', panel.id);
    const nav = within(within(panel).getByRole('navigation', { name: 'Hoofdmenu' }));
    // The current page's section is open and its link marked.
    await expect(nav.getByRole('button', { name: 'Over ons' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Wie zijn wij' })).toHaveAttribute('aria-current', 'page');

    // Focus is trapped: Tab reaches the panel's last link without leaving the panel, then wraps to the close button.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    const lastLink = nav.getByRole('link', { name: 'Contact' });
    for (let step = 0; step < 20 && document.activeElement !== lastLink; step += 1) {
      await userEvent.tab();
      await expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await expect(lastLink).toHaveFocus();
    await userEvent.tab();
    await expect(within(panel).getByRole('button', { name: 'Menu sluiten' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const panel = await findPanel();
    const close = within(panel).getByRole('button', { name: 'Menu sluiten' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Left open, with the language selector under the navigation. */
export const OpenWithFooter: Story = {
  args: {
    currentPath: '/',
    footer: <LanguageSelector options={storyLanguageOptions} value="nl" aria-label="Kies uw taal" />,
  },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await findPanel();
    // On the home page no section is open.
    await expect(within(panel).getByRole('button', { name: 'Over ons' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(panel).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(panel).getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'true');
  },
};
