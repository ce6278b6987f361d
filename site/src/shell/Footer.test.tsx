import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import bundles from 'virtual:all-messages';
import { brand, crisisLines, locales, providerIdentifiers, type Locale } from '@ankerlicht/content';
import { languageWords } from '@ankerlicht/content/language-words.testing';
import { Footer } from './Footer.tsx';

function renderFooter(locale: Locale) {
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={bundles[locale]}>
      <Footer />
    </IntlProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe.each(locales)('the footer in %s', (locale) => {
  const words = languageWords[locale].footer;

  it('starts with the crisis numbers: 112, 113 and 0800-0113 as tel: links, and the out-of-hours GP service', () => {
    const footer = renderFooter(locale);
    const urgentHelp = within(footer).getByRole('region', { name: words.crisisHeading });
    const call = (number: string) => within(urgentHelp).getByRole('link', { name: number });
    expect(call('112')).toHaveAttribute('href', 'tel:112');
    expect(call('113')).toHaveAttribute('href', 'tel:113');
    expect(call('0800-0113')).toHaveAttribute('href', 'tel:08000113');
    const paragraphs = Array.from(urgentHelp.querySelectorAll('p'), (paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual(expect.arrayContaining([...words.calls]));
    // Whole paragraphs: a Dutch gloss inside one is its own element (lang="nl").
    for (const line of crisisLines) {
      expect(paragraphs).toContain(line.name[locale]);
      expect(paragraphs).toContain(line.availability[locale]);
      // 113 is not free: no line calls itself free beside a number that is not.
      for (const other of locales)
        expect(line.availability[locale]).not.toMatch(new RegExp(languageWords[other].footer.free, 'iu'));
    }
    // First in the footer, before the link columns.
    const firstLink = within(footer).getAllByRole('link')[0];
    expect(firstLink).toHaveAttribute('href', 'tel:112');
  });

  it('names the KvK number and the AGB code next to the copyright line', () => {
    const footer = renderFooter(locale);
    for (const identifier of providerIdentifiers) {
      const term = within(footer).getByText(identifier.label[locale]);
      expect(term.tagName).toBe('DT');
      expect(term.nextElementSibling).toHaveTextContent(identifier.value);
    }
    expect(footer).toHaveTextContent(brand.kvkNumber);
    expect(footer).toHaveTextContent(brand.agbCode);
    expect(footer).toHaveTextContent(new RegExp(`© \\d{4} ${brand.name}`));
  });

  it('links the terms and the disclaimer, which no other link on the site reaches', () => {
    const navigation = within(renderFooter(locale)).getByRole('navigation');
    expect(within(navigation).getByRole('link', { name: words.terms })).toHaveAttribute('href', '/algemene-voorwaarden');
    expect(within(navigation).getByRole('link', { name: words.disclaimer })).toHaveAttribute('href', '/disclaimer');
  });

  it('keeps the phone and e-mail links of the contact column', () => {
    const footer = renderFooter(locale);
    const navigation = within(footer).getByRole('navigation');
    expect(within(navigation).getByRole('link', { name: new RegExp(brand.phone) })).toHaveAttribute('href', 'tel:0207654321');
    expect(within(navigation).getByRole('link', { name: new RegExp(brand.email) })).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
  });
});
