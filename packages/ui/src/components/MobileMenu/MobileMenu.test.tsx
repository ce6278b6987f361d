import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './MobileMenu.tsx';
import type { NavItem } from '../NavigationMenu/navigationTypes.ts';

const items: NavItem[] = [
  { id: 'home', label: 'Home', href: '/' },
  {
    id: 'about',
    label: 'Over ons',
    children: [
      { id: 'team', label: 'Team', href: '/team' },
      { id: 'careers', label: 'Werken bij', href: '/werken-bij' },
    ],
  },
  { id: 'contact', label: 'Contact', href: '/contact' },
];

function renderMenu(currentPath = '/team') {
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <button type="button">Voor het menu</button>
      <MobileMenu items={items} currentPath={currentPath} navigationLabel="Hoofdmenu" />
    </IntlProvider>,
  );
}

// While the panel is open everything outside it is aria-hidden, the menu button too.
/** The panel is a separate module: the first opening waits for it (in Vitest, for its transform). */
const findDialog = (name?: string) => screen.findByRole('dialog', name ? { name } : {}, { timeout: 10_000 });

const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });

describe('MobileMenu', () => {
  it('renders only its button until opened; the button tells it is collapsed', () => {
    renderMenu();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the keyboard as a titled dialog with the current section expanded', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.tab();
    expect(menuButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', dialog.id);
    const navigation = within(dialog).getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(navigation).getByRole('button', { name: 'Over ons' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(navigation).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps focus inside, closes on Escape and returns focus to the menu button', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    const dialog = await findDialog();
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton()).toHaveFocus());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    // A second opening uses the panel already loaded.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on its close button and when a link is chosen', async () => {
    renderMenu();
    await userEvent.click(menuButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Menu sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton()).toHaveFocus());

    await userEvent.click(menuButton());
    await userEvent.click(within(await findDialog()).getByRole('link', { name: 'Contact' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
