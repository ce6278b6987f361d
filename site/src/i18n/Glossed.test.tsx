import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { splitGlosses } from '@ankerlicht/content';
import { Glossed } from './Glossed.tsx';

function html(locale: string, text: string) {
  const { container } = render(
    <IntlProvider locale={locale} defaultLocale="nl-NL">
      <p>
        <Glossed>{text}</Glossed>
      </p>
    </IntlProvider>,
  );
  return container.innerHTML;
}

describe('Glossed', () => {
  it('marks each Dutch gloss in brackets as Dutch on an English or Turkish page', () => {
    expect(html('en-GB', 'What is the deductible (eigen risico)? Call the (huisartsenpost).')).toBe(
      '<p>What is the deductible (<span lang="nl">eigen risico</span>)? Call the (<span lang="nl">huisartsenpost</span>).</p>',
    );
    expect(html('tr-TR', 'Kendi payı (Eigen Risico) nedir?')).toBe(
      '<p>Kendi payı (<span lang="nl">Eigen Risico</span>) nedir?</p>',
    );
  });

  it('leaves a Dutch page, a term outside brackets and a text without glosses as they are', () => {
    expect(html('nl-NL', 'Het eigen risico (eigen risico)')).toBe('<p>Het eigen risico (eigen risico)</p>');
    expect(html('en-GB', 'the eigen risico, and (deductible)')).toBe('<p>the eigen risico, and (deductible)</p>');
  });

  it('keeps the text whole: the parts join to the text', () => {
    const text = '(wijkteam) or (jeugdarts)';
    expect(
      splitGlosses(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(splitGlosses(text).filter((part) => part.gloss)).toHaveLength(2);
  });
});
