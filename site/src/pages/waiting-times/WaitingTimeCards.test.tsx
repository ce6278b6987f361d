import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import bundles from 'virtual:all-messages';
import {
  departments,
  formatWaitSpan,
  locales,
  waitingTimeCards,
  waitingTimeFigures,
  waitingTimeParts,
  waitingTimePartLabels,
  waitingTimePartsExplanation,
  waitingTimesAsOf,
  type Locale,
} from '@ankerlicht/content';
import { WaitingTimeCards } from './WaitingTimeCards.tsx';

// No publication: the cards show the built-in figures (figures.test.tsx covers the rest).
vi.mock('./fetchPublishedFigures.ts', () => ({ fetchPublishedFigures: async () => undefined }));

function renderCards(locale: Locale, types?: Parameters<typeof WaitingTimeCards>[0]['types']) {
  return render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={bundles[locale]}>
      <WaitingTimeCards types={types} />
    </IntlProvider>,
  );
}

/** The list item of one summary card, found by its heading. */
function cardItem(title: string) {
  const item = screen.getAllByRole('listitem').find((candidate) => within(candidate).queryByRole('heading', { name: title }));
  if (!item) throw new Error(`No card headed ${title}`);
  return item;
}

describe.each(locales)('the waiting-time summary cards in %s', (locale) => {
  it('split each department’s wait into the registration wait and the treatment wait, with their values', () => {
    renderCards(locale);
    for (const department of departments) {
      const card = waitingTimeCards.find((item) => item.type === department)!;
      const item = cardItem(card.title[locale]);
      const terms = within(item).getAllByRole('term');
      expect(terms.map((term) => term.textContent)).toEqual(waitingTimeParts.map((part) => waitingTimePartLabels[part][locale]));
      expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(
        waitingTimeParts.map((part) => formatWaitSpan(waitingTimeFigures[department][part], locale)),
      );
      expect(within(item).getByText(waitingTimesAsOf[locale])).toBeVisible();
    }
  });

  it('keep the headline and its status bar, and give the urgent card no parts', () => {
    renderCards(locale);
    for (const card of waitingTimeCards) {
      const item = cardItem(card.title[locale]);
      // The adult headline is the registration wait, so its words appear twice: in the headline and in the first part.
      expect(within(item).getAllByText(card.durationText[locale]).length).toBeGreaterThanOrEqual(1);
      expect(within(item).getByRole('meter')).toBeInTheDocument();
    }
    const urgent = waitingTimeCards.find((card) => card.type === 'urgent')!;
    expect(within(cardItem(urgent.title[locale])).queryByRole('term')).toBeNull();
  });

  it('explain the two parts once, above the cards', () => {
    renderCards(locale, departments);
    expect(screen.getAllByText(waitingTimePartsExplanation[locale])).toHaveLength(1);
    expect(screen.getAllByRole('listitem')).toHaveLength(departments.length);
  });
});
