import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader.tsx';
import { Link } from '../Link/Link.tsx';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import { NavigationMenu } from '../NavigationMenu/NavigationMenu.tsx';
import { MobileMenu } from '../MobileMenu/MobileMenu.tsx';
import { storyLanguageOptions, storyNavigationItems } from '../NavigationMenu/navigationStoryData.ts';

// Mirrors brand.phone in packages/content/src/brand.ts, with its tel: link (phoneHref: dashes and spaces removed).
const phone = { label: '020-765 43 21', href: 'tel:0207654321' };

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page header: a slim utility bar (quick contact, language; a region landmark named by `utilityLabel`) that scrolls away, and a sticky bar with the ' +
          'logo and the navigation, which gains a shadow once the page is scrolled past 20 px. From 768 px it shows ' +
          '`desktop` (NavigationMenu), below it `mobile` (MobileMenu); the other is `display: none`, so it is neither ' +
          'focusable nor read. Tab order follows the source: utility bar, logo, navigation. Render it once per page, ' +
          'after SkipLink and before main. Do not put page content or more than the logo and navigation in the bar.',
      },
    },
  },
  args: {
    logo: (
      <Link href="/" isQuiet aria-label="Ankerlicht GGZ, naar de startpagina">
        <strong>Ankerlicht</strong>
      </Link>
    ),
    utilityLabel: 'Telefoon en taal',
    utility: (
      <>
        <Link href={phone.href} isQuiet>
          {phone.label}
        </Link>
        <LanguageSelector options={storyLanguageOptions} value="nl" aria-label="Kies uw taal" />
      </>
    ),
    desktop: <NavigationMenu items={storyNavigationItems} currentPath="/" aria-label="Hoofdmenu" />,
    mobile: <MobileMenu items={storyNavigationItems} currentPath="/" navigationLabel="Hoofdmenu" />,
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
    // The utility bar is a landmark of its own, beside the banner rather than inside it.
    const utility = canvas.getByRole('region', { name: 'Telefoon en taal' });
    await expect(within(utility).getByRole('group', { name: 'Kies uw taal' })).toBeVisible();
    await expect(canvas.getByRole('banner')).not.toContainElement(utility);
    // Only the desktop navigation is shown (and in the accessibility tree).
    await expect(canvas.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    // Utility bar first, then logo, then navigation.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: phone.label })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nederlands' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ankerlicht GGZ, naar de startpagina' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toBeVisible();
    // The desktop navigation is hidden, so not in the accessibility tree.
    await expect(canvas.queryByRole('navigation', { name: 'Hoofdmenu' })).not.toBeInTheDocument();

    // Tab skips the hidden desktop navigation: after the logo comes the Menu button.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ankerlicht GGZ, naar de startpagina' })).toHaveFocus();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** Scrolled past 20 px: the sticky bar stays at the top and gains its shadow. */
export const Scrolled: Story = {
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <main style={{ minHeight: 2000, padding: 24 }}>
        <h1>Welkom bij Ankerlicht</h1>
      </main>
    </>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 200);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(0));
  },
};
