import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu } from './MobileMenu.tsx';
import type { NavItem } from '../NavigationMenu/navigationTypes.ts';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';

const items: NavItem[] = [
  { id: 'home', label: 'Home', href: '/' },
  {
    id: 'about',
    label: 'Over ons',
    children: [
      { id: 'about-overview', label: 'Over ons', href: '/over-ons' },
      { id: 'mission', label: 'Missie en visie', href: '/missie-en-visie' },
      { id: 'team', label: 'Wie zijn wij', href: '/team' },
      { id: 'careers', label: 'Werken bij', href: '/werken-bij' },
    ],
  },
  {
    id: 'adults',
    label: 'Volwassenen',
    children: [
      { id: 'adults-offer', label: 'Behandelaanbod', href: '/volwassenen/behandelaanbod' },
      { id: 'adults-waiting', label: 'Wachttijd', href: '/volwassenen/wachttijd' },
    ],
  },
  { id: 'contact', label: 'Contact', href: '/contact' },
];

const languages = [
  { value: 'nl', label: 'NL', nativeName: 'Nederlands' },
  { value: 'en', label: 'EN', nativeName: 'English' },
  { value: 'tr', label: 'TR', nativeName: 'Türkçe' },
] as const;

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
  args: { items, currentPath: '/team', navigationLabel: 'Hoofdmenu' },
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

    // Focus is trapped: many Tabs later it is still inside the panel.
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 12; step += 1) {
      await userEvent.tab();
      await expect(panel).toContainElement(document.activeElement as HTMLElement);
    }

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
    footer: <LanguageSelector options={languages} value="nl" onChange={() => {}} aria-label="Kies uw taal" />,
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
