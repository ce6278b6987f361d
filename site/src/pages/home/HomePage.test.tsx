import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import bundles from 'virtual:all-messages';
import { crisisLines, locales, localizedPath, notACrisisService } from '@ankerlicht/content';
import { languageWords } from '@ankerlicht/content/language-words.testing';
import HomePage from './HomePage.tsx';

describe.each(locales)('the home page in %s', (locale) => {
  it('shows the crisis numbers under the welcome, before any other section, as tel: links', () => {
    render(
      <MemoryRouter initialEntries={[localizedPath(locale, '/')]}>
        <IntlProvider locale={locale} defaultLocale="nl" messages={bundles[locale]}>
          <HomePage />
        </IntlProvider>
      </MemoryRouter>,
    );
    const notice = screen.getByRole('region', {
      name: new RegExp(`${languageWords[locale].footer.crisisHeading.replace('?', '\\?')}$`),
    });
    expect(notice).toHaveTextContent(notACrisisService[locale]);
    const hrefs = within(notice)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['tel:112', 'tel:113', 'tel:08000113']);
    for (const line of crisisLines) expect(notice).toHaveTextContent(line.name[locale]);

    const [firstSection] = screen.getAllByRole('heading', { level: 2 }).filter((heading) => !notice.contains(heading));
    expect(firstSection && notice.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
