import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFooter } from './SiteFooter.tsx';

// Mirror brand.phone and brand.email in packages/content/src/brand.ts, with the site's tel: and mailto: links.
const phone = { label: 'Bel 020-765 43 21', href: 'tel:0207654321' };
const email = { label: 'Mail info@ankerlicht-ggz.nl', href: 'mailto:info@ankerlicht-ggz.nl' };

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page footer (`contentinfo` landmark): link columns in a named navigation, a column of certification ' +
          'logos and the copyright line. Each column is a section with a level-2 heading. From 768 px the columns ' +
          'sit side by side; below they stack. Tab moves through the links column by column in reading order; there ' +
          'are no other keys. Render it once per page, outside main. Do not put forms or the main navigation in it, ' +
          'and keep it to a few short columns.',
      },
    },
  },
  args: {
    navigationLabel: 'Voettekst',
    columns: [
      {
        id: 'information',
        heading: 'Informatie',
        links: [
          { id: 'privacy', label: 'Privacyverklaring', href: '/privacy' },
          { id: 'accessibility', label: 'Toegankelijkheid', href: '/toegankelijkheid' },
          { id: 'complaints', label: 'Klachten', href: '/klachten' },
          { id: 'quality', label: 'Kwaliteitsstatuut', href: '/kwaliteitsstatuut' },
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        links: [
          { id: 'phone', ...phone },
          { id: 'email', ...email },
        ],
      },
    ],
    certifications: {
      heading: 'Keurmerken',
      content: (
        <ul>
          <li>ISO 9001</li>
          <li>Keurmerk Zorgkaart</li>
        </ul>
      ),
    },
    copyright: '© 2026 Ankerlicht GGZ. Alle rechten voorbehouden.',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionTops = (canvasElement: HTMLElement) => {
  const top = (name: string) => within(canvasElement).getByRole('heading', { level: 2, name }).getBoundingClientRect().top;
  return [top('Informatie'), top('Contact'), top('Keurmerken')] as const;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    const nav = within(within(footer).getByRole('navigation', { name: 'Voettekst' }));
    await expect(canvas.getByRole('region', { name: 'Informatie' })).toBeInTheDocument();

    // Reading order: the first column's links, then the second's.
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Privacyverklaring' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: 'Kwaliteitsstatuut' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: phone.label })).toHaveFocus();
    await expect(nav.getByRole('link', { name: phone.label })).toHaveAttribute('href', phone.href);
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: email.label })).toHaveFocus();
    await expect(nav.getByRole('link', { name: email.label })).toHaveAttribute('href', email.href);

    // Three columns side by side.
    const [information, contact, certifications] = sectionTops(canvasElement);
    await expect(contact).toBe(information);
    await expect(certifications).toBe(information);
    await expect(footer).toHaveTextContent('© 2026 Ankerlicht GGZ. Alle rechten voorbehouden.');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // The columns stack, in reading order.
    const [information, contact, certifications] = sectionTops(canvasElement);
    await expect(contact).toBeGreaterThan(information);
    await expect(certifications).toBeGreaterThan(contact);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Privacyverklaring' })).toHaveFocus();
  },
};
