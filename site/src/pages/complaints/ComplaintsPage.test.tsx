import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  brand,
  complaintSteps,
  complaintsBodies,
  complaintsConfidentialityNote,
  complaintsProcedure,
  locales,
  localizedPath,
  type Locale,
} from '@ankerlicht/content';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { loadMessages } from '../../i18n/messageBundles.ts';
import ComplaintsPage from './ComplaintsPage.tsx';

beforeAll(() => Promise.all(locales.map(loadMessages)));

function renderPage(locale: Locale) {
  render(
    <MemoryRouter initialEntries={[localizedPath(locale, '/klachten')]}>
      <LocaleProvider>
        <ComplaintsPage />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(locales)('the complaints page in %s', (locale) => {
  it('shows the complete complaints procedure: every section under its heading', () => {
    renderPage(locale);
    const procedure = screen.getByRole('region', { name: complaintsProcedure.title[locale] });
    for (const section of complaintsProcedure.sections) {
      expect(within(procedure).getByRole('heading', { level: 3, name: section.title[locale] })).toBeInTheDocument();
    }
    // How to reach the complaints officer: e-mail, phone and post.
    expect(procedure).toHaveTextContent(brand.complaintsEmail);
    expect(procedure).toHaveTextContent(brand.phone);
    expect(procedure).toHaveTextContent('Johan Huizingalaan 400, 1066 JS Amsterdam');
    // Where to go next.
    expect(procedure).toHaveTextContent('De Geschillencommissie Zorg');
    expect(procedure).toHaveTextContent('degeschillencommissiezorg.nl');
    expect(procedure).toHaveTextContent('Landelijk Meldpunt Zorg');
    expect(procedure).toHaveTextContent('Advies- en Klachtenbureau Jeugdzorg');
    expect(procedure).toHaveTextContent('088 555 1000');
  });

  it('links to the Geschillencommissie, the Landelijk Meldpunt and the AKJ, with the AKJ’s phone as a tel: link', () => {
    renderPage(locale);
    const names = complaintsBodies.map((body) => body.name);
    expect(names).toEqual([
      'De Geschillencommissie Zorg',
      'Landelijk Meldpunt Zorg',
      'AKJ (Advies- en Klachtenbureau Jeugdzorg)',
    ]);
    for (const body of complaintsBodies) {
      const card = screen.getByRole('heading', { level: 3, name: body.name }).closest('li');
      if (!card) throw new Error(`${body.name} is not in a list item`);
      expect(within(card).getByText(body.description[locale])).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: new RegExp(escape(new URL(body.website).host)) })).toHaveAttribute(
        'href',
        body.website,
      );
    }
    const akj = screen.getByRole('heading', { level: 3, name: 'AKJ (Advies- en Klachtenbureau Jeugdzorg)' }).closest('li');
    expect(within(akj as HTMLElement).getByRole('link', { name: /088 555 1000/ })).toHaveAttribute('href', 'tel:0885551000');
  });

  it('keeps the three steps, the confidentiality note and the e-mail link, each once', () => {
    renderPage(locale);
    const [stepsHeading] = screen.getAllByRole('heading', { level: 2 });
    const steps = screen.getByRole('list', { name: stepsHeading?.textContent ?? '' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(complaintSteps.length);
    for (const step of complaintSteps) {
      // Once: the procedure's own headings are worded differently, so the step is named by one heading only.
      expect(screen.getAllByRole('heading', { name: new RegExp(escape(step.title[locale]), 'i') })).toHaveLength(1);
    }
    expect(screen.getAllByText(complaintsConfidentialityNote[locale])).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: new RegExp(escape(brand.complaintsEmail)) })).toHaveLength(1);
  });
});
