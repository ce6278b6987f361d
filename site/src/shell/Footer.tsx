import { defineMessages, useIntl } from 'react-intl';
import { SiteFooter } from '@ankerlicht/ui';
import { brand, mailtoHref, phoneHref, providerIdentifiers } from '@ankerlicht/content';
import { useContentLanguage } from '../i18n/useContentLanguage.ts';
import { footerContactHeading, footerInformationColumn } from './navigation.ts';
import { Certifications } from './Certifications.tsx';
import { CrisisLines, crisisMessages } from './CrisisLines.tsx';
import { useCurrentYear } from './useCurrentYear.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly footerNavigation: NoMessageValues;
  readonly certifications: NoMessageValues;
  readonly phone: { readonly phone: MessageValue };
  readonly email: { readonly email: MessageValue };
  readonly copyright: { readonly name: MessageValue; readonly year: MessageValue };
}>({
  footerNavigation: { id: 'shell.nav.footer', defaultMessage: 'Voettekst' },
  certifications: { id: 'footer.certifications', defaultMessage: 'Keurmerken' },
  phone: { id: 'footer.phone', defaultMessage: 'Bel {phone}' },
  email: { id: 'footer.email', defaultMessage: 'Mail {email}' },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} {name}. Alle rechten voorbehouden.' },
});

/** The site's footer: crisis numbers, the information and contact links, quality marks, copyright, KvK and AGB. */
export function Footer() {
  const intl = useIntl();
  const language = useContentLanguage();
  const year = useCurrentYear();
  return (
    <SiteFooter
      navigationLabel={intl.formatMessage(messages.footerNavigation)}
      urgentHelp={{ heading: intl.formatMessage(crisisMessages.heading), content: <CrisisLines /> }}
      columns={[
        footerInformationColumn(intl),
        {
          id: 'contact',
          heading: intl.formatMessage(footerContactHeading),
          links: [
            { id: 'phone', label: intl.formatMessage(messages.phone, { phone: brand.phone }), href: phoneHref(brand.phone) },
            { id: 'email', label: intl.formatMessage(messages.email, { email: brand.email }), href: mailtoHref(brand.email) },
          ],
        },
      ]}
      certifications={{ heading: intl.formatMessage(messages.certifications), content: <Certifications /> }}
      copyright={intl.formatMessage(messages.copyright, { year, name: brand.name })}
      identifiers={providerIdentifiers.map(({ id, label, value }) => ({ id, label: label[language], value }))}
    />
  );
}
