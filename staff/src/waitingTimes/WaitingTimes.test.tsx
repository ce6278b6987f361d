import { IntlProvider } from 'react-intl';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitingTimes } from './WaitingTimes.tsx';
import type { WaitingTimesRow } from './waitingTimesQuery.ts';

type Failure = { message: string; code: string; details?: string | null };

/** What the backend answers, by function: no network in unit tests. */
const backend = vi.hoisted(() => ({
  rows: [] as unknown[],
  publications: [] as unknown[],
  team: [] as unknown[],
  refusals: {} as Record<string, Failure>,
  /** What each call of admin_publish_waiting_times answers, in turn; then success. */
  publishAnswers: [] as Array<Failure | null>,
  calls: [] as Array<{ name: string; args: Record<string, unknown> }>,
}));
vi.mock('../supabase.ts', () => ({
  supabase: {
    rpc: async (name: string, args: Record<string, unknown> = {}) => {
      backend.calls.push({ name, args });
      const refusal = backend.refusals[name];
      if (refusal) return { data: null, error: refusal };
      if (name === 'admin_waiting_times') return { data: backend.rows, error: null };
      if (name === 'admin_waiting_time_publications') return { data: backend.publications, error: null };
      if (name === 'staff_team') return { data: backend.team, error: null };
      if (name === 'admin_publish_waiting_times') {
        const failure = backend.publishAnswers.shift() ?? null;
        if (failure !== null) return { data: null, error: failure };
        // As the database does: the new publication first.
        const figures = args.p_figures as Record<string, unknown>;
        const [year, month] = (args.p_month as string).split('-').map(Number);
        const asOf = new Date(Date.UTC(year ?? 0, month ?? 0, 1)).toISOString().slice(0, 10);
        backend.publications = [
          {
            id: backend.publications.length + 1,
            published_at: '2026-12-04T09:30:00Z',
            published_by: 'u-admin',
            month: args.p_month,
            figures: { asOf, ...figures, urgent: { min: 0, max: 1, unit: 'week' } },
            computed: [],
            reasons: args.p_reasons,
          },
          ...backend.publications,
        ];
        return { data: backend.publications.length, error: null };
      }
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

/** The first publication, as the migration made it: the site's figures of 1 November 2026. */
const first = {
  id: 1,
  published_at: '2026-12-04T08:00:00Z',
  published_by: null,
  month: '2026-10-01',
  figures: {
    asOf: '2026-11-01',
    adults: {
      registration: { min: 3, max: 6, unit: 'month' },
      treatment: { min: 2, max: 4, unit: 'week' },
      headline: 'registration',
    },
    children: {
      registration: { min: 3, max: 5, unit: 'week' },
      treatment: { min: 1, max: 1, unit: 'week', approximate: true },
      headline: { total: { min: 1, max: 1, unit: 'month', approximate: true } },
    },
    urgent: { min: 0, max: 1, unit: 'week' },
  },
  computed: null,
  reasons: {},
};

beforeEach(() => {
  backend.rows = ['2026-10-01', '2026-11-01', '2026-12-01'].flatMap((month) =>
    groups.map(([department, location]) => row(month, department, location)),
  );
  backend.publications = [first];
  backend.team = [{ user_id: 'u-admin', email: 'anna@ankerlicht.nl', role: 'admin', removed: false }];
  backend.refusals = {};
  backend.publishAnswers = [];
  backend.calls = [];
});
afterEach(() => {
  cleanup();
});

const waitingTimes = (onRefused: (reason: unknown) => Promise<void> = async () => {}) =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <WaitingTimes onRefused={onRefused} />
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
    expect(backend.calls.slice(0, 2)).toEqual([
      { name: 'staff_begin_read', args: { p_action: 'read_waiting_times', p_registration_id: null } },
      { name: 'admin_waiting_times', args: { p_through: null, p_months: 12 } },
    ]);
    // Then, to publish and show the history: the publications and the team (to name who published).
    await screen.findByRole('heading', { level: 2, name: 'Alle publicaties' });
    expect(
      backend.calls
        .slice(2)
        .map((call) => call.name)
        .sort(),
    ).toEqual(['admin_waiting_time_publications', 'staff_team']);
  });

  it('shows each department and location, newest month first, the averages in weeks and the rest as counts', async () => {
    backend.rows = backend.rows.flatMap((given) => {
      const each = given as WaitingTimesRow;
      if (each.month === '2026-10-01') return [];
      if (each.department !== 'adults' || each.location !== 'amsterdam') return [each];
      return each.month === '2026-12-01'
        ? [
            {
              ...each,
              ...{ intakes: 5, intake_mean_days: 26, intakes_within_norm: 3, intakes_outside_norm: 2 },
              ...{ treatments: 2, treatment_mean_days: null, treatments_within_norm: 1, treatments_outside_norm: 1 },
              waiting_for_intake: 12,
              waiting_for_treatment: 4,
            },
          ]
        : [{ ...each, intakes: 1, intake_mean_days: null, intakes_within_norm: 1 }];
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
    await screen.findByRole('heading', { level: 2, name: 'Alle publicaties' });
    expect(
      // A heading for each, which names its table; publishing before them, the history after.
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Publiceren',
      'Volwassenen, Amsterdam',
      'Volwassenen, Zaandam',
      'Kind en jeugd, Amsterdam',
      'Kind en jeugd, Zaandam',
      'Alle publicaties',
    ]);
  });

  it('says a refusal, and shows no figures', async () => {
    backend.refusals.staff_begin_read = { code: '42501', message: 'staff_admin_only' };
    waitingTimes();
    expect(await screen.findByText('Alleen een beheerder kan dit zien.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(backend.calls.map((call) => call.name)).toEqual(['staff_begin_read']);
  });
});

/** A figure's group in the publishing form: its department's, then its own (the first: a location's come after it). */
const figure = (department: string, name: string) =>
  within(screen.getByRole('group', { name: department })).getAllByRole('group', {
    name: new RegExp(`^${name}`),
  })[0] as HTMLElement;
const field = (department: string, name: string, label: string) =>
  within(figure(department, name)).getByRole('textbox', { name: new RegExp(`^${label}`) });
const publishButton = () => screen.getByRole('button', { name: 'Publiceren' });

/** With a department's figures given per location: a location's group within the department's, and its figures. */
const PER_LOCATION = 'Ook wachttijden per locatie publiceren';
const perLocation = (department: string) =>
  within(screen.getByRole('group', { name: department })).getByRole('checkbox', { name: PER_LOCATION });
const locationGroup = (department: string, location: string) =>
  within(screen.getByRole('group', { name: department })).queryByRole('group', { name: location });
const locationFigure = (department: string, location: string, name: string) =>
  within(locationGroup(department, location) as HTMLElement).getByRole('group', { name: new RegExp(`^${name}`) });
const locationField = (department: string, location: string, name: string, label: string) =>
  within(locationFigure(department, location, name)).getByRole('textbox', { name: new RegExp(`^${label}`) });
const averagesOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** The screen read, the form filled in from the newest publication. */
async function openForm() {
  waitingTimes();
  await screen.findByRole('group', { name: 'Volwassenen' });
}

describe('publishing the waiting times', () => {
  it("starts from the newest publication's figures and the last month that is over, with the inbox's averages beside each figure", async () => {
    backend.rows = backend.rows.map((given) => {
      const each = given as WaitingTimesRow;
      // Children in Zaandam: a treatment wait of one day on average (its word in the singular).
      if (each.month === '2026-11-01' && each.department === 'children' && each.location === 'zaandam')
        return { ...each, treatments: 5, treatment_mean_days: 1.04 };
      if (each.month !== '2026-11-01' || each.department !== 'adults') return each;
      return each.location === 'amsterdam'
        ? { ...each, intakes: 6, intake_mean_days: 26, treatments: 5, treatment_mean_days: 20.5 }
        : { ...each, intakes: 2, treatments: 0 };
    });
    await openForm();
    const month = screen.getByRole('combobox', { name: /^Maand/ });
    // The months shown that are over, newest first: not December, the month running.
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['november 2026', 'oktober 2026']);
    expect((month as HTMLSelectElement).value).toBe('2026-11-01');

    const adultsRegistration = figure('Volwassenen', 'Aanmeldingswachttijd');
    expect((field('Volwassenen', 'Aanmeldingswachttijd', 'Van') as HTMLInputElement).value).toBe('3');
    expect((field('Volwassenen', 'Aanmeldingswachttijd', 'Tot') as HTMLInputElement).value).toBe('6');
    expect((within(adultsRegistration).getByRole('combobox', { name: 'Eenheid' }) as HTMLSelectElement).value).toBe('month');
    expect(within(adultsRegistration).getByRole('checkbox', { name: 'ongeveer' })).not.toBeChecked();
    expect(within(adultsRegistration).getByText('Gemiddelde in de inbox, november 2026:')).toBeTruthy();
    expect(
      within(adultsRegistration)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amsterdam: 26 dagen (3,7 weken)', 'Zaandam: te weinig intakes']);
    expect(
      within(figure('Volwassenen', 'Behandelingswachttijd'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amsterdam: 20,5 dagen (2,9 weken)', 'Zaandam: geen behandelstarts']);
    // The adults' headline is the registration wait: no total to fill in.
    expect(
      within(screen.getByRole('group', { name: 'Volwassenen' })).queryByRole('group', { name: /^Totale wachttijd/ }),
    ).toBeNull();

    const childrenTreatment = figure('Kind en jeugd', 'Behandelingswachttijd');
    expect(within(childrenTreatment).getByText('Zaandam: 1 dag (0,1 weken)')).toBeTruthy();
    expect((field('Kind en jeugd', 'Behandelingswachttijd', 'Van') as HTMLInputElement).value).toBe('1');
    expect((within(childrenTreatment).getByRole('combobox', { name: 'Eenheid' }) as HTMLSelectElement).value).toBe('week');
    expect(within(childrenTreatment).getByRole('checkbox', { name: 'ongeveer' })).toBeChecked();
    const childrenTotal = figure('Kind en jeugd', 'Totale wachttijd');
    expect((field('Kind en jeugd', 'Totale wachttijd', 'Tot') as HTMLInputElement).value).toBe('1');
    expect((within(childrenTotal).getByRole('combobox', { name: 'Eenheid' }) as HTMLSelectElement).value).toBe('month');
    expect(
      within(childrenTotal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amsterdam: geen intakes', 'Zaandam: geen intakes']);
    // What is not edited here is said, with the urgent wait as it stands.
    expect(screen.getByText(/wachttijd bij spoed \(nu 0 tot 1 week\), wijzigt u hier niet/)).toBeTruthy();
    expect(screen.getByText('In het groot op de website: de totale wachttijd.')).toBeTruthy();
    // The reasons are empty and optional until the database asks for one.
    for (const reason of screen.getAllByRole('textbox', { name: /^Reden/ })) {
      expect(reason).toHaveValue('');
      expect(reason).not.toBeRequired();
    }
    expect(screen.getAllByRole('textbox', { name: /^Reden/ })).toHaveLength(5);
  });

  it('marks exactly the reasons the database asks for, focuses the first, and keeps what was typed; then publishes', async () => {
    backend.publishAnswers = [
      { code: '22023', message: 'waiting_times_reason_required', details: 'adults.treatment,children.total' },
    ];
    await openForm();
    const user = userEvent.setup();
    const upper = field('Volwassenen', 'Aanmeldingswachttijd', 'Tot');
    await user.clear(upper);
    await user.type(upper, '7');
    await user.type(field('Volwassenen', 'Aanmeldingswachttijd', 'Reden'), 'Wachtlijst Zaandam loopt op');
    await user.click(within(figure('Kind en jeugd', 'Aanmeldingswachttijd')).getByRole('checkbox', { name: 'ongeveer' }));
    await user.click(publishButton());

    const adultsTreatment = field('Volwassenen', 'Behandelingswachttijd', 'Reden');
    const childrenTotal = field('Kind en jeugd', 'Totale wachttijd', 'Reden');
    await waitFor(() => expect(adultsTreatment).toHaveFocus());
    const message =
      'Geef een reden: dit cijfer past niet bij de gemiddelden van de inbox voor deze maand, of de inbox heeft te weinig wachttijden voor een gemiddelde.';
    for (const reason of [adultsTreatment, childrenTotal]) {
      expect(reason).toBeRequired();
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      // The error is tied to the field: read with it.
      expect(reason).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    for (const [department, name] of [
      ['Volwassenen', 'Aanmeldingswachttijd'],
      ['Kind en jeugd', 'Aanmeldingswachttijd'],
      ['Kind en jeugd', 'Behandelingswachttijd'],
    ] as const) {
      const reason = field(department, name, 'Reden');
      expect(reason).not.toBeRequired();
      expect(reason).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.getAllByText(message)).toHaveLength(2);
    // Everything typed is still there.
    expect(upper).toHaveValue('7');
    expect(field('Volwassenen', 'Aanmeldingswachttijd', 'Reden')).toHaveValue('Wachtlijst Zaandam loopt op');
    expect(within(figure('Kind en jeugd', 'Aanmeldingswachttijd')).getByRole('checkbox')).toBeChecked();

    // What was sent: the month, the figures as the site writes them, the reason given.
    const publishCalls = () => backend.calls.filter((call) => call.name === 'admin_publish_waiting_times');
    expect(publishCalls()).toEqual([
      {
        name: 'admin_publish_waiting_times',
        args: {
          p_month: '2026-11-01',
          p_figures: {
            adults: { ...first.figures.adults, registration: { min: 3, max: 7, unit: 'month' } },
            children: {
              ...first.figures.children,
              registration: { min: 3, max: 5, unit: 'week', approximate: true },
            },
          },
          p_reasons: { 'adults.registration': 'Wachtlijst Zaandam loopt op' },
        },
      },
    ]);

    await user.type(adultsTreatment, 'Te weinig behandelstarts; als vorige maand');
    // Typing takes the field's error away.
    expect(adultsTreatment).not.toHaveAttribute('aria-invalid');
    await user.type(childrenTotal, 'Te weinig wachttijden');
    await user.click(publishButton());
    expect(
      await screen.findByText(
        /^Gepubliceerd\. De wachttijdpagina’s, de aanmeldformulieren en de pagina ‘Voor verwijzers’ tonen nu de cijfers van 1 december 2026\. Op een paar andere pagina’s/,
      ),
    ).toBeTruthy();
    expect(publishCalls()[1]?.args.p_reasons).toEqual({
      'adults.registration': 'Wachtlijst Zaandam loopt op',
      'adults.treatment': 'Te weinig behandelstarts; als vorige maand',
      'children.total': 'Te weinig wachttijden',
    });
    // The history read again, the new publication first; the reasons are with it, no longer in the form.
    const history = screen.getByRole('region', { name: 'Alle publicaties' });
    expect(await within(history).findByRole('heading', { name: 'Cijfers van 1 december 2026 (nu op de website)' })).toBeTruthy();
    expect(within(history).getByRole('heading', { name: 'Cijfers van 1 november 2026' })).toBeTruthy();
    expect(backend.calls.filter((call) => call.name === 'admin_waiting_time_publications')).toHaveLength(2);
    expect(field('Volwassenen', 'Aanmeldingswachttijd', 'Reden')).toHaveValue('');
    expect(field('Volwassenen', 'Aanmeldingswachttijd', 'Tot')).toHaveValue('7');
  });

  it('checks the numbers before sending: the first wrong one focused, its error tied to it, nothing sent', async () => {
    await openForm();
    const user = userEvent.setup();
    const lower = field('Volwassenen', 'Behandelingswachttijd', 'Van');
    await user.clear(lower);
    await user.type(lower, '5');
    const total = field('Kind en jeugd', 'Totale wachttijd', 'Van');
    await user.clear(total);
    await user.type(total, '1,5');
    await user.click(publishButton());
    const upper = field('Volwassenen', 'Behandelingswachttijd', 'Tot');
    await waitFor(() => expect(upper).toHaveFocus());
    expect(upper).toHaveAttribute('aria-invalid', 'true');
    expect(upper).toHaveAccessibleDescription(
      expect.stringContaining('Vul bij ‘tot’ een getal in dat niet kleiner is dan bij ‘van’.'),
    );
    expect(total).toHaveAttribute('aria-invalid', 'true');
    expect(total).toHaveAccessibleDescription(expect.stringContaining('Vul een heel getal in, van 0 tot en met 99.'));
    expect(backend.calls.some((call) => call.name === 'admin_publish_waiting_times')).toBe(false);
    expect(lower).toHaveValue('5');
  });

  it('offers no month before the newest publication’s, whose figures the site shows', async () => {
    backend.publications = [{ ...first, id: 2, month: '2026-11-01', figures: { ...first.figures, asOf: '2026-12-01' } }, first];
    await openForm();
    const month = screen.getByRole('combobox', { name: /^Maand/ });
    expect(
      within(month)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['november 2026']);
  });

  it('says any other refusal, keeping what was typed; a month no longer over, or older than the site’s, is said at the month', async () => {
    backend.publishAnswers = [
      { code: '22023', message: 'waiting_times_figures_invalid' },
      { code: '22023', message: 'waiting_times_month_not_over' },
      { code: '22023', message: 'waiting_times_month_older' },
    ];
    await openForm();
    const user = userEvent.setup();
    const reason = field('Volwassenen', 'Aanmeldingswachttijd', 'Reden');
    await user.type(reason, 'Zie overleg');
    await user.click(publishButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/De wachttijden zijn niet gepubliceerd: ze zijn niet compleet/);
    expect(reason).toHaveValue('Zie overleg');

    await user.click(publishButton());
    const month = screen.getByRole('combobox', { name: /^Maand/ });
    await waitFor(() => expect(month).toHaveFocus());
    expect(month).toHaveAccessibleDescription(expect.stringContaining('Deze maand is nog niet voorbij.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reason).toHaveValue('Zie overleg');

    // Another admin published a later month meanwhile.
    await user.click(publishButton());
    await waitFor(() =>
      expect(month).toHaveAccessibleDescription(expect.stringContaining('Op de website staan al cijfers van een latere maand.')),
    );
    expect(month).toHaveFocus();
    expect(reason).toHaveValue('Zie overleg');
  });

  it('signs out when the session has ended', async () => {
    backend.publishAnswers = [{ code: '42501', message: 'staff_session_ended' }];
    const onRefused = vi.fn(async () => {});
    waitingTimes(onRefused);
    await screen.findByRole('group', { name: 'Volwassenen' });
    await userEvent.click(publishButton());
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
  });
});

describe('publishing the waiting times per location', () => {
  const publishCalls = () => backend.calls.filter((call) => call.name === 'admin_publish_waiting_times');

  it("gives a department's figures per location when asked: each prefilled from the department's, beside that location's average only", async () => {
    backend.rows = backend.rows.map((given) => {
      const each = given as WaitingTimesRow;
      if (each.month !== '2026-11-01' || each.department !== 'adults') return each;
      return each.location === 'amsterdam'
        ? { ...each, intakes: 6, intake_mean_days: 26, treatments: 5, treatment_mean_days: 20.5 }
        : { ...each, intakes: 2, treatments: 0 };
    });
    await openForm();
    const user = userEvent.setup();
    expect(perLocation('Volwassenen')).not.toBeChecked();
    expect(perLocation('Volwassenen')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Dan toont alleen de wachttijdpagina van de afdeling, onder de cijfers van de afdeling, ook die van elke locatie.',
      ),
    );
    expect(locationGroup('Volwassenen', 'Amsterdam')).toBeNull();
    // What is typed for the department is what each location starts from.
    const upper = field('Volwassenen', 'Aanmeldingswachttijd', 'Tot');
    await user.clear(upper);
    await user.type(upper, '7');
    await user.click(perLocation('Volwassenen'));

    expect(perLocation('Volwassenen')).toBeChecked();
    for (const location of ['Amsterdam', 'Zaandam']) {
      expect(locationField('Volwassenen', location, 'Aanmeldingswachttijd', 'Van')).toHaveValue('3');
      expect(locationField('Volwassenen', location, 'Aanmeldingswachttijd', 'Tot')).toHaveValue('7');
      expect(
        within(locationFigure('Volwassenen', location, 'Aanmeldingswachttijd')).getByRole('combobox', { name: 'Eenheid' }),
      ).toHaveValue('month');
      expect(locationField('Volwassenen', location, 'Behandelingswachttijd', 'Van')).toHaveValue('2');
      expect(locationField('Volwassenen', location, 'Behandelingswachttijd', 'Tot')).toHaveValue('4');
      expect(locationField('Volwassenen', location, 'Aanmeldingswachttijd', 'Reden')).toHaveValue('');
      // The two parts only: the headline and a total are the department's.
      expect(within(locationGroup('Volwassenen', location) as HTMLElement).getAllByRole('group')).toHaveLength(2);
    }
    expect(averagesOf(locationFigure('Volwassenen', 'Amsterdam', 'Aanmeldingswachttijd'))).toEqual([
      'Amsterdam: 26 dagen (3,7 weken)',
    ]);
    expect(averagesOf(locationFigure('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd'))).toEqual(['Zaandam: te weinig intakes']);
    expect(averagesOf(locationFigure('Volwassenen', 'Amsterdam', 'Behandelingswachttijd'))).toEqual([
      'Amsterdam: 20,5 dagen (2,9 weken)',
    ]);
    // The department's own figures stay, with both averages; the other department is as it was.
    expect(averagesOf(figure('Volwassenen', 'Aanmeldingswachttijd'))).toEqual([
      'Amsterdam: 26 dagen (3,7 weken)',
      'Zaandam: te weinig intakes',
    ]);
    expect(perLocation('Kind en jeugd')).not.toBeChecked();
    expect(locationGroup('Kind en jeugd', 'Amsterdam')).toBeNull();
    expect(screen.getAllByRole('textbox', { name: /^Reden/ })).toHaveLength(9);
  });

  it('sends the figures per location as typed, with their reasons; a reason the database asks for at a location is marked and focused', async () => {
    backend.publishAnswers = [
      { code: '22023', message: 'waiting_times_reason_required', details: 'adults.zaandam.registration,children.total' },
      // Sorted by key, as the database does: focused is the first in the form.
      { code: '22023', message: 'waiting_times_reason_required', details: 'adults.amsterdam.registration,adults.treatment' },
    ];
    await openForm();
    const user = userEvent.setup();
    await user.click(perLocation('Volwassenen'));
    const zaandamUpper = locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Tot');
    await user.clear(zaandamUpper);
    await user.type(zaandamUpper, '4');
    const amsterdamLower = locationField('Volwassenen', 'Amsterdam', 'Behandelingswachttijd', 'Van');
    await user.clear(amsterdamLower);
    await user.type(amsterdamLower, '3');
    await user.type(locationField('Volwassenen', 'Amsterdam', 'Behandelingswachttijd', 'Reden'), 'Ziekte');
    await user.click(publishButton());

    const zaandamReason = locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Reden');
    await waitFor(() => expect(zaandamReason).toHaveFocus());
    const message =
      'Geef een reden: dit cijfer past niet bij de gemiddelden van de inbox voor deze maand, of de inbox heeft te weinig wachttijden voor een gemiddelde.';
    for (const reason of [zaandamReason, field('Kind en jeugd', 'Totale wachttijd', 'Reden')]) {
      expect(reason).toBeRequired();
      expect(reason).toHaveAttribute('aria-invalid', 'true');
      expect(reason).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    for (const reason of [
      field('Volwassenen', 'Aanmeldingswachttijd', 'Reden'),
      locationField('Volwassenen', 'Amsterdam', 'Aanmeldingswachttijd', 'Reden'),
      locationField('Volwassenen', 'Zaandam', 'Behandelingswachttijd', 'Reden'),
    ]) {
      expect(reason).not.toBeRequired();
      expect(reason).not.toHaveAttribute('aria-invalid');
    }
    expect(zaandamUpper).toHaveValue('4');
    expect(amsterdamLower).toHaveValue('3');
    expect(publishCalls()[0]?.args).toEqual({
      p_month: '2026-11-01',
      p_figures: {
        adults: {
          ...first.figures.adults,
          locations: {
            amsterdam: { registration: { min: 3, max: 6, unit: 'month' }, treatment: { min: 3, max: 4, unit: 'week' } },
            zaandam: { registration: { min: 3, max: 4, unit: 'month' }, treatment: { min: 2, max: 4, unit: 'week' } },
          },
        },
        children: first.figures.children,
      },
      p_reasons: { 'adults.amsterdam.treatment': 'Ziekte' },
    });

    await user.type(zaandamReason, 'Korter');
    expect(zaandamReason).not.toHaveAttribute('aria-invalid');
    await user.type(field('Kind en jeugd', 'Totale wachttijd', 'Reden'), 'Te weinig');
    await user.click(publishButton());
    // The department's figure comes before the location's in the form.
    const adultsTreatment = field('Volwassenen', 'Behandelingswachttijd', 'Reden');
    await waitFor(() => expect(adultsTreatment).toHaveFocus());
    const amsterdamReason = locationField('Volwassenen', 'Amsterdam', 'Aanmeldingswachttijd', 'Reden');
    expect(amsterdamReason).toBeRequired();
    expect(amsterdamReason).toHaveAttribute('aria-invalid', 'true');

    await user.type(adultsTreatment, 'Idem');
    await user.type(amsterdamReason, 'Nieuw');
    await user.click(publishButton());
    expect(await screen.findByText(/^Gepubliceerd\./)).toBeTruthy();
    expect(publishCalls()[2]?.args.p_figures).toEqual(publishCalls()[0]?.args.p_figures);
    expect(publishCalls()[2]?.args.p_reasons).toEqual({
      'adults.treatment': 'Idem',
      'adults.amsterdam.registration': 'Nieuw',
      'adults.amsterdam.treatment': 'Ziekte',
      'adults.zaandam.registration': 'Korter',
      'children.total': 'Te weinig',
    });
  });

  it('holds each location’s span within the department’s before sending, as the database does', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.click(perLocation('Volwassenen'));
    const zaandamUpper = locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Tot');
    await user.clear(zaandamUpper);
    await user.type(zaandamUpper, '8');
    await user.click(publishButton());
    await waitFor(() => expect(zaandamUpper).toHaveFocus());
    expect(zaandamUpper).toHaveAttribute('aria-invalid', 'true');
    expect(zaandamUpper).toHaveAccessibleDescription(
      expect.stringContaining('het cijfer van deze locatie moet binnen dat van de afdeling vallen'),
    );
    expect(publishCalls()).toHaveLength(0);

    // The department's span widened to hold it: sent.
    const upper = field('Volwassenen', 'Aanmeldingswachttijd', 'Tot');
    await user.clear(upper);
    await user.type(upper, '8');
    await user.click(publishButton());
    expect(await screen.findByText(/^Gepubliceerd\./)).toBeTruthy();
    expect(publishCalls()[0]?.args.p_figures).toHaveProperty('adults.locations.zaandam.registration', {
      min: 3,
      max: 8,
      unit: 'month',
    });
  });

  it('checks the figures per location before sending; turned off, keeps what was typed but sends none of it', async () => {
    await openForm();
    const user = userEvent.setup();
    await user.click(perLocation('Volwassenen'));
    const zaandamUpper = locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Tot');
    await user.clear(zaandamUpper);
    await user.type(zaandamUpper, '4');
    await user.type(locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Reden'), 'Ziekte');
    const amsterdamLower = locationField('Volwassenen', 'Amsterdam', 'Behandelingswachttijd', 'Van');
    await user.clear(amsterdamLower);
    await user.type(amsterdamLower, 'twee');
    await user.click(publishButton());
    await waitFor(() => expect(amsterdamLower).toHaveFocus());
    expect(amsterdamLower).toHaveAttribute('aria-invalid', 'true');
    expect(amsterdamLower).toHaveAccessibleDescription(expect.stringContaining('Vul een heel getal in, van 0 tot en met 99.'));
    expect(publishCalls()).toHaveLength(0);

    // Off and on again: what was typed is back.
    await user.click(perLocation('Volwassenen'));
    expect(locationGroup('Volwassenen', 'Amsterdam')).toBeNull();
    expect(locationGroup('Volwassenen', 'Zaandam')).toBeNull();
    await user.click(perLocation('Volwassenen'));
    expect(locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Tot')).toHaveValue('4');
    expect(locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Reden')).toHaveValue('Ziekte');
    expect(locationField('Volwassenen', 'Amsterdam', 'Behandelingswachttijd', 'Van')).toHaveValue('twee');

    // Off, none of it is checked or sent.
    await user.click(perLocation('Volwassenen'));
    await user.click(publishButton());
    expect(await screen.findByText(/^Gepubliceerd\./)).toBeTruthy();
    expect(publishCalls()[0]?.args).toEqual({
      p_month: '2026-11-01',
      p_figures: { adults: first.figures.adults, children: first.figures.children },
      p_reasons: {},
    });
    expect(publishCalls()[0]?.args.p_figures).not.toHaveProperty('adults.locations');
  });
});

describe('the earlier publications', () => {
  it('shows each, newest first: when, by whom, the month, the figures as the site writes them, and the reasons', async () => {
    backend.publications = [
      {
        id: 2,
        published_at: '2026-12-04T09:30:00Z',
        published_by: 'u-admin',
        month: '2026-11-01',
        figures: {
          ...first.figures,
          asOf: '2026-12-01',
          adults: { ...first.figures.adults, registration: { min: 4, max: 7, unit: 'month' } },
        },
        computed: [],
        reasons: { 'adults.registration': 'Langere wachtlijst\nin Zaandam', 'children.total': 'Te weinig wachttijden' },
      },
      first,
      { ...first, id: 0, published_by: 'u-gone', figures: { ...first.figures, asOf: '2026-10-01' }, month: '2026-09-01' },
    ];
    waitingTimes();
    const history = await screen.findByRole('region', { name: 'Alle publicaties' });
    expect(
      within(history)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Cijfers van 1 december 2026 (nu op de website)', 'Cijfers van 1 november 2026', 'Cijfers van 1 oktober 2026']);
    const newest = within(history).getByRole('heading', { name: /^Cijfers van 1 december/ }).parentElement as HTMLElement;
    const terms = [...newest.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Gepubliceerd', '4 december 2026 om 10:30, door anna@ankerlicht.nl'],
      ['Bekeken maand', 'november 2026'],
      ['Volwassenen', 'Aanmeldingswachttijd: 4 tot 7 maanden (in het groot op de website)Behandelingswachttijd: 2 tot 4 weken'],
      [
        'Kind en jeugd',
        'Aanmeldingswachttijd: 3 tot 5 wekenBehandelingswachttijd: ongeveer 1 weekTotale wachttijd (van aanmelding tot start behandeling): ongeveer 1 maand (in het groot op de website)',
      ],
      ['Spoed', '0 tot 1 week'],
      [
        'Redenen',
        'Volwassenen, aanmeldingswachttijd: Langere wachtlijst\nin ZaandamKind en jeugd, totale wachttijd: Te weinig wachttijden',
      ],
    ]);
    const firstOne = within(history).getByRole('heading', { name: 'Cijfers van 1 november 2026' }).parentElement as HTMLElement;
    expect(firstOne).toHaveTextContent(
      '4 december 2026 om 09:00, automatisch: de cijfers die de website al toonde toen publiceren hier mogelijk werd',
    );
    expect(firstOne).toHaveTextContent('RedenenGeen');
    // Someone no longer in the team's list: their id, as the access log names them.
    const oldest = within(history).getByRole('heading', { name: 'Cijfers van 1 oktober 2026' }).parentElement as HTMLElement;
    expect(oldest).toHaveTextContent('door u-gone');
  });

  it('shows the figures per location of a publication that has them, with their reasons; the form starts from them', async () => {
    const adults = {
      ...first.figures.adults,
      locations: {
        amsterdam: { registration: { min: 4, max: 6, unit: 'month' }, treatment: { min: 2, max: 3, unit: 'week' } },
        zaandam: {
          registration: { min: 3, max: 4, unit: 'month' },
          treatment: { min: 3, max: 4, unit: 'week', approximate: true },
        },
      },
    };
    backend.publications = [
      {
        id: 2,
        published_at: '2026-12-04T09:30:00Z',
        published_by: 'u-admin',
        month: '2026-11-01',
        figures: { ...first.figures, asOf: '2026-12-01', adults },
        computed: [],
        reasons: { 'adults.zaandam.treatment': 'Minder behandelaars in Zaandam', 'adults.registration': 'Zie overleg' },
      },
      first,
    ];
    waitingTimes();
    const history = await screen.findByRole('region', { name: 'Alle publicaties' });
    const newest = within(history).getByRole('heading', { name: 'Cijfers van 1 december 2026 (nu op de website)' })
      .parentElement as HTMLElement;
    const terms = Object.fromEntries(
      [...newest.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(terms.Volwassenen).toBe(
      'Aanmeldingswachttijd: 3 tot 6 maanden (in het groot op de website)Behandelingswachttijd: 2 tot 4 weken' +
        'Amsterdam, aanmeldingswachttijd: 4 tot 6 maandenAmsterdam, behandelingswachttijd: 2 tot 3 weken' +
        'Zaandam, aanmeldingswachttijd: 3 tot 4 maandenZaandam, behandelingswachttijd: ongeveer 3 tot 4 weken',
    );
    expect(terms['Kind en jeugd']).not.toMatch(/Amsterdam|Zaandam/);
    expect(terms.Redenen).toBe(
      'Volwassenen, aanmeldingswachttijd: Zie overlegVolwassenen, Zaandam, behandelingswachttijd: Minder behandelaars in Zaandam',
    );
    const older = within(history).getByRole('heading', { name: 'Cijfers van 1 november 2026' }).parentElement as HTMLElement;
    expect(older).not.toHaveTextContent(/Amsterdam|Zaandam/);

    // The form starts from the newest publication: per location for the adults, as published.
    await screen.findByRole('group', { name: 'Volwassenen' });
    expect(perLocation('Volwassenen')).toBeChecked();
    expect(perLocation('Kind en jeugd')).not.toBeChecked();
    expect(locationField('Volwassenen', 'Amsterdam', 'Aanmeldingswachttijd', 'Van')).toHaveValue('4');
    expect(locationField('Volwassenen', 'Zaandam', 'Aanmeldingswachttijd', 'Tot')).toHaveValue('4');
    expect(locationField('Volwassenen', 'Amsterdam', 'Behandelingswachttijd', 'Tot')).toHaveValue('3');
    expect(
      within(locationFigure('Volwassenen', 'Zaandam', 'Behandelingswachttijd')).getByRole('checkbox', { name: 'ongeveer' }),
    ).toBeChecked();
    expect(field('Volwassenen', 'Aanmeldingswachttijd', 'Van')).toHaveValue('3');
    // Sent back unchanged, per location as it was.
    await userEvent.click(publishButton());
    await screen.findByText(/^Gepubliceerd\./);
    const sent = backend.calls.find((call) => call.name === 'admin_publish_waiting_times');
    expect(sent?.args.p_figures).toEqual({ adults, children: first.figures.children });
  });
});
