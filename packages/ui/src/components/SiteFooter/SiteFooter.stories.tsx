import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { SiteFooter } from './SiteFooter.tsx';

// Mirror brand.phone and brand.email in packages/content/src/brand.ts, with the site's tel: and mailto: links.
const phone = { label: 'Bel 020-765 43 21', href: 'tel:0207654321' };
const email = { label: 'Mail info@ankerlicht-ggz.nl', href: 'mailto:info@ankerlicht-ggz.nl' };
// Mirror crisisLines in packages/content/src/facts.ts, as the site's CrisisLines renders them.
const crisisCalls = [
  { label: '112', href: 'tel:112' },
  { label: '113', href: 'tel:113' },
  { label: '0800-0113', href: 'tel:08000113' },
] as const;

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The page footer (`contentinfo` landmark): an optional light box with where to go when it cannot wait ' +
          '(crisis numbers), link columns in a named navigation, a column of certification logos, and the ' +
          'copyright line with the official numbers (KvK, AGB). Each part is a section with a level-2 heading. From 768 px the columns ' +
          'sit side by side; below they stack. Tab moves through the links column by column in reading order; there ' +
          'are no other keys. Render it once per page, outside main. Do not put forms or the main navigation in it, ' +
          'and keep it to a few short columns.',
      },
    },
  },
  args: {
    navigationLabel: 'Voettekst',
    urgentHelp: {
      heading: 'Hebt u nu meteen hulp nodig?',
      content: (
        <ul>
          <li>
            Alarmnummer 112: bel <Link href={crisisCalls[0].href}>{crisisCalls[0].label}</Link>
          </li>
          <li>
            113 Zelfmoordpreventie: bel <Link href={crisisCalls[1].href}>{crisisCalls[1].label}</Link> of{' '}
            <Link href={crisisCalls[2].href}>{crisisCalls[2].label}</Link>
          </li>
          <li>Huisarts of huisartsenpost: overdag uw eigen huisarts, ’s avonds en in het weekend de huisartsenpost</li>
        </ul>
      ),
    },
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
    // Mirror brand.kvkNumber and brand.agbCode.
    identifiers: [
      { id: 'kvk', label: 'KvK-nummer', value: '74839261' },
      { id: 'agb', label: 'AGB-code', value: '22-221847' },
    ],
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

    // Reading order: the crisis numbers first, then the first column's links, then the second's.
    const urgentHelp = within(within(footer).getByRole('region', { name: 'Hebt u nu meteen hulp nodig?' }));
    for (const call of crisisCalls) {
      await userEvent.tab();
      await expect(urgentHelp.getByRole('link', { name: call.label })).toHaveFocus();
      await expect(urgentHelp.getByRole('link', { name: call.label })).toHaveAttribute('href', call.href);
    }
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
    await expect(within(footer).getByText('KvK-nummer').nextElementSibling).toHaveTextContent('74839261');
    await expect(within(footer).getByText('AGB-code').nextElementSibling).toHaveTextContent('22-221847');
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
    await expect(within(canvasElement).getByRole('link', { name: crisisCalls[0].label })).toHaveFocus();
  },
};
