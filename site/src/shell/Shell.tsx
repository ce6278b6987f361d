import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSiteNavigate } from '../AriaRouterBridge.tsx';
import { defineMessages, useIntl } from 'react-intl';
import { Phone } from 'lucide-react';
import {
  LanguageSelector,
  Link,
  LiveAnnouncement,
  MobileMenu,
  NavigationMenu,
  SiteHeader,
  SkipLink,
  ToastProvider,
} from '@ankerlicht/ui';
import {
  brand,
  localeDescriptor,
  localeDescriptors,
  localizedPath,
  phoneHref,
  unlocalizedPath,
  type Locale,
} from '@ankerlicht/content';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { mainNavigation } from './navigation.ts';
import { AppReady } from '../boot/AppReady.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { RouteChangeEffects } from './RouteChangeEffects.tsx';
import { Logo } from './Logo.tsx';
import { Footer } from './Footer.tsx';
import * as styles from './Shell.css.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly mainNavigation: NoMessageValues;
  readonly languageGroup: NoMessageValues;
  readonly utilityBar: NoMessageValues;
  readonly languageChanged: { readonly language: MessageValue };
}>({
  mainNavigation: { id: 'shell.nav.main', defaultMessage: 'Hoofdmenu' },
  languageGroup: { id: 'shell.language.group', defaultMessage: 'Kies uw taal' },
  utilityBar: { id: 'shell.utility.label', defaultMessage: 'Telefoon en taal' },
  languageChanged: { id: 'shell.language.changed', defaultMessage: 'Taal gewijzigd naar {language}' },
});

/** The page frame around every route's page (the `Outlet`): skip link, header, main landmark, footer. */
export function Shell() {
  const intl = useIntl();
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
  const navigate = useSiteNavigate();
  // The same page in each language, by its own URL. Choosing one is stored by the inline script in
  // <head> (site/src/boot/languageRedirect.ts); with the app running it is a client-side navigation.
  const languageSelector = (
    <LanguageSelector
      options={localeDescriptors.map(({ code, label, name, lang }) => ({
        value: code,
        label,
        nativeName: name,
        lang,
        href: localizedPath(code, pagePath),
      }))}
      value={locale}
      navigate={navigate}
      aria-label={intl.formatMessage(messages.languageGroup)}
    />
  );

  return (
    <ToastProvider>
      <div className={styles.page}>
        <SkipLink targetId="main-content" />
        <RouteChangeEffects />
        <SiteHeader
          logo={<Logo />}
          utilityLabel={intl.formatMessage(messages.utilityBar)}
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
        <Footer />
        <LiveAnnouncement message={announcement} />
      </div>
    </ToastProvider>
  );
}
