import { IntlProvider } from 'react-intl';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitingTimes } from './WaitingTimes.tsx';
import type { WaitingTimesRow } from './waitingTimesQuery.ts';

type Failure = { message: string; code: string };

/** What the backend answers, by function: no network in unit tests. */
const backend = vi.hoisted(() => ({
  rows: [] as unknown[],
  refusals: {} as Record<string, Failure>,
  calls: [] as Array<{ name: string; args: Record<string, unknown> }>,
}));
vi.mock('../supabase.ts', () => ({
  supabase: {
    rpc: async (name: string, args: Record<string, unknown> = {}) => {
      backend.calls.push({ name, args });
      const refusal = backend.refusals[name];
      if (refusal) return { data: null, error: refusal };
      if (name === 'admin_waiting_times') return { data: backend.rows, error: null };
      return { data: null, error: null };
    },
  },
}));

const empty = { intakes: 0, intake_mean_days: null, intakes_within_norm: 0, intakes_outside_norm: 0 };
const noTreatments = { treatments: 0, treatment_mean_days: null, treatments_within_norm: 0, treatments_outside_norm: 0 };
const row = (month: string, department: string, location: string, change: Partial<WaitingTimesRow> = {}): WaitingTimesRow => ({
  month,
  department,
  location,
  ...empty,
  ...noTreatments,
  waiting_for_intake: 0,
  waiting_for_treatment: 0,
  min_group: 5,
  ...change,
});

const groups = [
  ['adults', 'amsterdam'],
  ['adults', 'zaandam'],
  ['children', 'amsterdam'],
  ['children', 'zaandam'],
] as const;

beforeEach(() => {
  backend.rows = ['2026-11-01', '2026-12-01'].flatMap((month) =>
    groups.map(([department, location]) => row(month, department, location)),
  );
  backend.refusals = {};
  backend.calls = [];
});
afterEach(() => {
  cleanup();
});

const waitingTimes = () =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <WaitingTimes onRefused={async () => {}} />
    </IntlProvider>,
  );

/** A table's rows as their cells' text (soft hyphens left out), the header's first. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((tableRow) => [...tableRow.querySelectorAll('th, td')].map((cell) => cell.textContent?.replaceAll('\u00AD', '')));

describe('the waiting times', () => {
  it('begins the read, then asks for twelve months', async () => {
    waitingTimes();
    await screen.findByRole('table', { name: 'Volwassenen, Amsterdam' });
    expect(backend.calls).toEqual([
      { name: 'staff_begin_read', args: { p_action: 'read_waiting_times', p_registration_id: null } },
      { name: 'admin_waiting_times', args: { p_through: null, p_months: 12 } },
    ]);
  });

  it('shows each department and location, newest month first, the averages in weeks and the rest as counts', async () => {
    backend.rows = backend.rows.map((given) => {
      const each = given as WaitingTimesRow;
      if (each.department !== 'adults' || each.location !== 'amsterdam') return each;
      return each.month === '2026-12-01'
        ? {
            ...each,
            ...{ intakes: 5, intake_mean_days: 26, intakes_within_norm: 3, intakes_outside_norm: 2 },
            ...{ treatments: 2, treatment_mean_days: null, treatments_within_norm: 1, treatments_outside_norm: 1 },
            waiting_for_intake: 12,
            waiting_for_treatment: 4,
          }
        : { ...each, intakes: 1, intake_mean_days: null, intakes_within_norm: 1 };
    });
    waitingTimes();
    const table = await screen.findByRole('table', { name: 'Volwassenen, Amsterdam' });
    // The threshold as the database gives it.
    expect(screen.getByText(/^Een gemiddelde van minder dan 5 wachttijden wordt niet getoond/)).toBeTruthy();
    expect(cellsOf(table)).toEqual([
      [
        'Maand',
        'Gem. aanmeldingswachttijd',
        'Intakes binnen 4 weken',
        'Intakes na meer dan 4 weken',
        'Gem. behandelingswachttijd',
        'Behandelstarts binnen 10 weken na intake',
        'Behandelstarts na meer dan 10 weken na intake',
        'Wachtend op intake',
        'Wachtend op behandeling',
      ],
      ['december 2026 (tot nu)', '3,7 weken', '3', '2', 'te weinig behandelstarts', '1', '1', '12', '4'],
      ['november 2026', 'te weinig intakes', '1', '0', 'geen behandelstarts', '0', '0', '0', '0'],
    ]);
    expect(
      // A heading for each, which names its table.
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Volwassenen, Amsterdam', 'Volwassenen, Zaandam', 'Kind en jeugd, Amsterdam', 'Kind en jeugd, Zaandam']);
  });

  it('says a refusal, and shows no figures', async () => {
    backend.refusals.staff_begin_read = { code: '42501', message: 'staff_admin_only' };
    waitingTimes();
    expect(await screen.findByText('Alleen een beheerder kan dit zien.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(backend.calls.map((call) => call.name)).toEqual(['staff_begin_read']);
  });
});
