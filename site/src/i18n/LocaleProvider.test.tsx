import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { Button, Dialog, DialogTrigger, Popover, useLocale as useAriaLocale } from 'react-aria-components';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { localeDescriptors, localizedPath, type Locale } from '@ankerlicht/content';
import { LocaleProvider } from './LocaleProvider.tsx';
import { loadMessages } from './messageBundles.ts';

function Locales() {
  return <output>{`${useIntl().locale} ${useAriaLocale().locale}`}</output>;
}

async function renderAt(locale: Locale, children: React.ReactNode) {
  await loadMessages(locale);
  render(
    <MemoryRouter initialEntries={[localizedPath(locale, '/faq')]}>
      <LocaleProvider>{children}</LocaleProvider>
    </MemoryRouter>,
  );
}

describe('LocaleProvider', () => {
  it.each(localeDescriptors.map((descriptor) => [descriptor.code, descriptor.ariaLocale] as const))(
    "gives react-intl and React Aria the URL's language %s as %s, whatever the browser's language",
    async (code, ariaLocale) => {
      // jsdom's browser language is en-US: React Aria would take it without the provider.
      expect(navigator.language).toBe('en-US');
      await renderAt(code, <Locales />);
      expect(screen.getByRole('status')).toHaveTextContent(`${ariaLocale} ${ariaLocale}`);
    },
  );

  it("makes React Aria's own words (an open popover's hidden close button) speak the page's language", async () => {
    await renderAt(
      'tr',
      <DialogTrigger>
        <Button>{'Aç'}</Button>
        <Popover>
          <Dialog aria-label="Liste">{'İçerik'}</Dialog>
        </Popover>
      </DialogTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aç' }));
    expect(screen.getAllByRole('button', { name: 'Kapat', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Dismiss', hidden: true })).toBeNull();
  });
});
