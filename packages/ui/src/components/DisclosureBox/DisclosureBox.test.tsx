import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import nl from 'virtual:messages/nl';
import en from 'virtual:messages/en';
import { DisclosureBox } from './DisclosureBox.tsx';

const renderIn = (locale: 'nl' | 'en', ui: ReactNode) =>
  render(
    <IntlProvider locale={locale} defaultLocale="nl" messages={locale === 'nl' ? nl : en}>
      {ui}
    </IntlProvider>,
  );

const statute = (
  <DisclosureBox label="Volledige tekst kwaliteitsstatuut">
    <p>Artikel 1. De zorgaanbieder borgt de kwaliteit.</p>
  </DisclosureBox>
);

/** jsdom does no layout: pretend the text is taller than its box. */
function pretendTextOverflows() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
}

afterEach(() => vi.restoreAllMocks());

describe('DisclosureBox', () => {
  it('starts collapsed, and Enter shows the text and turns the button into "hide"', async () => {
    renderIn('nl', statute);
    const button = screen.getByRole('button', { name: 'Toon volledige tekst' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Artikel 1/)).not.toBeVisible();

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Verberg volledige tekst');
    expect(screen.getByText(/Artikel 1/)).toBeVisible();

    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Artikel 1/)).not.toBeVisible();
  });

  it('makes an overflowing box a named region in the Tab order', async () => {
    pretendTextOverflows();
    renderIn('nl', statute);
    await userEvent.click(screen.getByRole('button', { name: 'Toon volledige tekst' }));
    const region = screen.getByRole('region', { name: 'Volledige tekst kwaliteitsstatuut' });
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('is a region in the same task as the press that opens it, before anything else can look', async () => {
    // Outside act(), as a browser runs it: a check (axe, a screen reader's snapshot) that runs right
    // after the click must already find the scrolling box named and focusable.
    pretendTextOverflows();
    renderIn('nl', statute);
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'Toon volledige tekst' }).click();
      await Promise.resolve();
      expect(screen.getByText(/Artikel 1/).parentElement).toHaveAttribute('tabindex', '0');
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('adds no Tab stop when the text fits', async () => {
    renderIn('nl', statute);
    await userEvent.click(screen.getByRole('button', { name: 'Toon volledige tekst' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('labels the button in the visitor’s language', () => {
    renderIn(
      'en',
      <DisclosureBox label="Full text" defaultExpanded>
        text
      </DisclosureBox>,
    );
    expect(screen.getByRole('button', { expanded: true })).toHaveAccessibleName('Hide full text');
  });
});
