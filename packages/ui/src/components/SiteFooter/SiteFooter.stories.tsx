import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Fragment } from 'react';
import {
  accessibilityStatement,
  brand,
  certificationName,
  complaintsProcedure,
  crisisLines,
  defaultLocale,
  footerCertifications,
  hrefFor,
  mailtoHref,
  phoneHref,
  privacyStatement,
  providerIdentifiers,
  qualityStatute,
  type CrisisLine,
  type Locale,
} from '@ankerlicht/content';
import { Link } from '../Link/Link.tsx';
import { SiteFooter, type SiteFooterProps } from './SiteFooter.tsx';
import { localizedArgs } from '../private/story/storyLocale.ts';
import { loadAllContentStrings as loadSampleContent } from '@ankerlicht/content';

// The sample content in every language before this file reads it: the built Storybook may run a
// story file before the preview has loaded it (@ankerlicht/content's contentStrings.ts).
await loadSampleContent();

/** The crisis lines as tel: links, shortest number first, as the site's CrisisLines renders them. */
function CrisisLines({ locale }: { locale: Locale }) {
  return (
    <ul>
      {crisisLines.map((line) => (
        <li key={line.id}>
          {line.name[locale]}
          {callNumbers(line).map((number) => (
            <Fragment key={number}>
              {' '}
              <Link href={phoneHref(number)}>{number}</Link>
            </Fragment>
          ))}
          : {line.availability[locale]}
        </li>
      ))}
    </ul>
  );
}
const callNumbers = ({ shortNumber, phone }: CrisisLine) => [shortNumber, phone].filter((number) => number !== undefined);
const crisisCalls = crisisLines.flatMap(callNumbers).map((number) => ({ label: number, href: phoneHref(number) }));

/** The footer's content-borne parts in one language, as site/src/shell/Footer.tsx maps them. */
const footerArgs = (locale: Locale): Partial<SiteFooterProps> => ({
  urgentHelp: { heading: 'Hebt u nu meteen hulp nodig?', content: <CrisisLines locale={locale} /> },
  columns: [
    {
      id: 'information',
      heading: 'Informatie',
      links: [
        { id: 'privacy', label: privacyStatement.title[locale], href: hrefFor('privacy') },
        { id: 'accessibility', label: accessibilityStatement.title[locale], href: hrefFor('accessibility') },
        { id: 'complaints', label: complaintsProcedure.title[locale], href: hrefFor('complaints') },
        { id: 'quality', label: qualityStatute.title[locale], href: hrefFor('qualityStatute') },
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
        {footerCertifications.map((certification) => (
          <li key={certification.id}>{certificationName(certification, locale)}</li>
        ))}
      </ul>
    ),
  },
  identifiers: providerIdentifiers.map(({ id, label, value }) => ({ id, label: label[locale], value })),
});
const phone = { label: brand.phone, href: phoneHref(brand.phone) };
const email = { label: brand.email, href: mailtoHref(brand.email) };

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
  // Sample content from @ankerlicht/content in the toolbar's language; the headings, the navigation's
  // name and the copyright line are the site's own messages (site/src/shell/Footer.tsx), not content.
  args: {
    navigationLabel: 'Voettekst',
    ...(footerArgs(defaultLocale) as Pick<SiteFooterProps, 'columns' | 'certifications'>),
    copyright: `© 2026 ${brand.name}. Alle rechten voorbehouden.`,
  },
  render: (args, { globals }) => <SiteFooter {...localizedArgs(args, globals, footerArgs)} />,
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
    // A column is a list its heading names, inside the navigation, and no region of its own.
    await expect(nav.getByRole('list', { name: 'Informatie' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Informatie' })).not.toBeInTheDocument();

    // Reading order: the crisis numbers first, then the first column's links, then the second's.
    const urgentHelp = within(within(footer).getByRole('region', { name: 'Hebt u nu meteen hulp nodig?' }));
    for (const call of crisisCalls) {
      await userEvent.tab();
      await expect(urgentHelp.getByRole('link', { name: call.label })).toHaveFocus();
      await expect(urgentHelp.getByRole('link', { name: call.label })).toHaveAttribute('href', call.href);
    }
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: privacyStatement.title.nl })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(nav.getByRole('link', { name: qualityStatute.title.nl })).toHaveFocus();
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
    for (const { label, value } of providerIdentifiers) {
      await expect(within(footer).getByText(label.nl).nextElementSibling).toHaveTextContent(value);
    }
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
    await expect(within(canvasElement).getByRole('link', { name: crisisCalls[0]!.label })).toHaveFocus();
  },
};

/** The toolbar's language picks the sample content too: crisis lines, page links, marks and numbers as the Turkish site shows them. */
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    for (const line of crisisLines) await expect(footer.getByText(line.name.tr, { exact: false })).toBeVisible();
    await expect(footer.getByRole('link', { name: privacyStatement.title.tr })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByText(certificationName(footerCertifications[0]!, 'tr'))).toBeVisible();
    for (const { label } of providerIdentifiers) await expect(footer.getByText(label.tr)).toBeVisible();
  },
};
