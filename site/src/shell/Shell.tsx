import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { defineMessages, useIntl } from 'react-intl';
import { Phone } from 'lucide-react';
import {
  LanguageSelector,
  Link,
  LiveAnnouncement,
  MobileMenu,
  NavigationMenu,
  SiteFooter,
  SiteHeader,
  SkipLink,
  ToastProvider,
} from '@ankerlicht/ui';
import {
  brand,
  localeDescriptor,
  localeDescriptors,
  localizedPath,
  mailtoHref,
  phoneHref,
  unlocalizedPath,
  type Locale,
} from '@ankerlicht/content';
import { AriaRouterBridge } from '../AriaRouterBridge.tsx';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { footerContactHeading, footerInformationColumn, mainNavigation } from './navigation.ts';
import { AppReady } from './AppReady.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteChangeEffects } from './RouteChangeEffects.tsx';
import { Logo } from './Logo.tsx';
import { Certifications } from './Certifications.tsx';
import { useCurrentYear } from './useCurrentYear.ts';
import * as styles from './Shell.css.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly mainNavigation: NoMessageValues;
  readonly footerNavigation: NoMessageValues;
  readonly languageGroup: NoMessageValues;
  readonly languageChanged: { readonly language: MessageValue };
  readonly certifications: NoMessageValues;
  readonly phone: { readonly phone: MessageValue };
  readonly email: { readonly email: MessageValue };
  readonly copyright: { readonly name: MessageValue; readonly year: MessageValue };
}>({
  mainNavigation: { id: 'shell.nav.main', defaultMessage: 'Hoofdmenu' },
  footerNavigation: { id: 'shell.nav.footer', defaultMessage: 'Voettekst' },
  languageGroup: { id: 'shell.language.group', defaultMessage: 'Kies uw taal' },
  languageChanged: { id: 'shell.language.changed', defaultMessage: 'Taal gewijzigd naar {language}' },
  certifications: { id: 'footer.certifications', defaultMessage: 'Keurmerken' },
  phone: { id: 'footer.phone', defaultMessage: 'Bel {phone}' },
  email: { id: 'footer.email', defaultMessage: 'Mail {email}' },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} {name}. Alle rechten voorbehouden.' },
});

/** The page frame around every route: skip link, header, main landmark, footer. */
export function Shell() {
  const intl = useIntl();
  const year = useCurrentYear();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  // Navigation names pages by their Dutch paths; the links themselves lead to the current language's.
  const pagePath = unlocalizedPath(pathname);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [announcedLocale, setAnnouncedLocale] = useState<Locale>(locale);

  // Announce a language change once the new language's messages are in use.
  if (locale !== announcedLocale) {
    setAnnouncedLocale(locale);
    setAnnouncement(intl.formatMessage(messages.languageChanged, { language: localeDescriptor(locale).name }));
  }

  const navigation = mainNavigation(intl);
  // The same page in each language. Its links name their language already, so they are not
  // localized again; choosing one is stored by the inline script in <head> (site/vite.config.ts).
  const languageSelector = (
    <AriaRouterBridge localize={false}>
      <LanguageSelector
        options={localeDescriptors.map(({ code, label, name, lang }) => ({
          value: code,
          label,
          nativeName: name,
          lang,
          href: localizedPath(code, pagePath),
        }))}
        value={locale}
        aria-label={intl.formatMessage(messages.languageGroup)}
      />
    </AriaRouterBridge>
  );

  return (
    <ToastProvider>
      <div className={styles.page}>
        <SkipLink targetId="main-content" />
        <RouteChangeEffects />
        <SiteHeader
          logo={<Logo />}
          utility={
            <>
              <Link href={phoneHref(brand.phone)} isQuiet className={styles.utilityLink}>
                <Phone aria-hidden="true" className={styles.utilityIcon} />
                {brand.phone}
              </Link>
              {languageSelector}
            </>
          }
          desktop={
            <NavigationMenu items={navigation} currentPath={pagePath} aria-label={intl.formatMessage(messages.mainNavigation)} />
          }
          mobile={
            <MobileMenu items={navigation} currentPath={pagePath} navigationLabel={intl.formatMessage(messages.mainNavigation)} />
          }
        />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense>
              <Outlet />
              <AppReady />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter
          navigationLabel={intl.formatMessage(messages.footerNavigation)}
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
        />
        <LiveAnnouncement message={announcement} />
      </div>
    </ToastProvider>
  );
}
