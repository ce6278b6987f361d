import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { I18nProvider } from 'react-aria-components';
import '@ankerlicht/ui/global.css';
import messages from 'virtual:all-messages';
import {
  defaultLocale,
  isLocale,
  loadAllContentStrings,
  localeDescriptor,
  localeDescriptors,
  type Locale,
} from '@ankerlicht/content';
import { reportIntlError } from '@ankerlicht/site/i18n/intlErrors';
import { AriaRouterBridge } from '@ankerlicht/site/AriaRouterBridge';
import { MemoryRouter } from 'react-router-dom';

// Sample content in every language of the toolbar, before a story reads it (@ankerlicht/content's contentStrings.ts).
await loadAllContentStrings();

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: localeDescriptors.map(({ code, name }) => ({ value: code, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, { globals, parameters }) => {
      const locale: Locale = isLocale(globals.locale) ? globals.locale : defaultLocale;
      const { lang, dir } = localeDescriptor(locale);
      return (
        <IntlProvider
          locale={localeDescriptor(locale).ariaLocale}
          defaultLocale={localeDescriptor(defaultLocale).ariaLocale}
          messages={messages[locale]}
          onError={reportIntlError}
        >
          <I18nProvider locale={localeDescriptor(locale).ariaLocale}>
            <MemoryRouter initialEntries={[parameters.route ?? '/']}>
              <AriaRouterBridge>
                <div lang={lang} dir={dir}>
                  <Story />
                </div>
              </AriaRouterBridge>
            </MemoryRouter>
          </I18nProvider>
        </IntlProvider>
      );
    },
  ],
};

export default preview;
