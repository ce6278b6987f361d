import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import '@ankerlicht/ui/global.css';
import nl from 'virtual:messages/nl';
import en from 'virtual:messages/en';
import tr from 'virtual:messages/tr';
import { isLocale, type Locale } from '@ankerlicht/content';
import { reportIntlError } from '@ankerlicht/site/i18n/intlErrors';
import { AriaRouterBridge } from '@ankerlicht/site/AriaRouterBridge';

const messages = { nl, en, tr } satisfies Record<Locale, unknown>;

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'nl', title: 'Nederlands' },
          { value: 'en', title: 'English' },
          { value: 'tr', title: 'Türkçe' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'nl' },
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
      const locale: Locale = isLocale(globals.locale) ? globals.locale : 'nl';
      return (
        <IntlProvider locale={locale} defaultLocale="nl" messages={messages[locale]} onError={reportIntlError}>
          <MemoryRouter initialEntries={[parameters.route ?? '/']}>
            <AriaRouterBridge>
              <div lang={locale}>
                <Story />
              </div>
            </AriaRouterBridge>
          </MemoryRouter>
        </IntlProvider>
      );
    },
  ],
};

export default preview;
