import { IntlProvider } from 'react-intl';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessLog } from './AccessLog.tsx';
import { amsterdamDayStart, type AccessLogLine } from './accessLogQuery.ts';

type Failure = { message: string; code: string };

/** What the backend answers, by function: no network in unit tests. */
const backend = vi.hoisted(() => ({
  team: [] as unknown[],
  /** admin_access_log's answer to its arguments (a page). */
  log: (() => []) as (args: Record<string, unknown>) => unknown[],
  refusals: {} as Record<string, Failure>,
  calls: [] as Array<{ name: string; args: Record<string, unknown> }>,
}));
vi.mock('../supabase.ts', () => ({
  supabase: {
    rpc: async (name: string, args: Record<string, unknown> = {}) => {
      backend.calls.push({ name, args });
      const refusal = backend.refusals[name];
      if (refusal) return { data: null, error: refusal };
      if (name === 'staff_team') return { data: backend.team, error: null };
      if (name === 'admin_access_log') return { data: backend.log(args), error: null };
      return { data: null, error: null };
    },
    auth: { getUser: async () => ({ data: { user: { id: 'me' } } }) },
  },
}));

const REGISTRATION = '0a1b2c3d-0000-4000-8000-000000000001';
const line = (id: number, change: Partial<AccessLogLine> = {}): AccessLogLine => ({
  id,
  at: new Date(Date.UTC(2026, 11, 2, 7, 15, 3) - id * 1000).toISOString(),
  actor: 'me',
  action: 'view',
  registration_id: REGISTRATION,
  member: null,
  ...change,
});

const accessLog = () =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <AccessLog onRefused={async () => {}} />
    </IntlProvider>,
  );

/** The table's rows, the header's left out. */
const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);
/** The calls since the filter's data was loaded: what pressing a button asked. */
const asked = () => backend.calls.filter((call) => call.name !== 'staff_team');

async function typeDay(name: string, day: string, month: string, year: string) {
  const field = screen.getByRole('group', { name });
  await userEvent.type(within(field).getByRole('textbox', { name: 'Dag' }), day);
  await userEvent.type(within(field).getByRole('textbox', { name: 'Maand' }), month);
  await userEvent.type(within(field).getByRole('textbox', { name: 'Jaar' }), year);
}

beforeEach(() => {
  backend.team = [
    { user_id: 'me', email: 'beheer@ankerlicht.nl', role: 'admin', removed: false },
    { user_id: 'u1', email: 'sanne@ankerlicht.nl', role: 'screener', removed: false },
    { user_id: 'u2', email: 'oud@ankerlicht.nl', role: 'screener', removed: true },
  ];
  backend.log = () => [];
  backend.refusals = {};
  backend.calls = [];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the access log', () => {
  it('asks for the filters as the read’s arguments, the days bounded at midnight in Amsterdam, after the begin', async () => {
    accessLog();
    await screen.findByRole('heading', { level: 1, name: 'Inzagelog' });
    const member = screen.getByRole('combobox', { name: 'Medewerker' });
    // Everyone, then each member by e-mail address, a removed one marked.
    expect(
      within(member)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Iedereen', 'beheer@ankerlicht.nl', 'sanne@ankerlicht.nl', 'oud@ankerlicht.nl (geen toegang meer)']);
    await userEvent.selectOptions(member, 'sanne@ankerlicht.nl');
    // In summer time (UTC+2) to a day in winter time (UTC+1): the day after 25 October begins at 23:00 UTC.
    await typeDay('Van', '1', '7', '2026');
    await typeDay('Tot en met', '25', '10', '2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Aanmelding' }), ' 0A1B2C3D ');
    await userEvent.click(screen.getByRole('button', { name: 'Tonen' }));

    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()).toEqual([
      { name: 'staff_begin_read', args: { p_action: 'read_access_log', p_registration_id: null } },
      {
        name: 'admin_access_log',
        args: {
          p_member: 'u1',
          p_from: '2026-06-30T22:00:00.000Z',
          p_to: '2026-10-25T23:00:00.000Z',
          p_registration: '0A1B2C3D',
          p_before_at: null,
          p_before_id: null,
          p_limit: 500,
        },
      },
    ]);
    // Nothing of the filters in the address.
    expect(window.location.href).not.toMatch(/0a1b2c3d|u1|2026/i);
  });

  it('takes a day from midnight to midnight on Amsterdam’s clock, also on the days the clock changes', () => {
    expect(amsterdamDayStart('2026-12-01')).toBe('2026-11-30T23:00:00.000Z');
    expect(amsterdamDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(amsterdamDayStart('2026-03-30')).toBe('2026-03-29T22:00:00.000Z');
    expect(amsterdamDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(amsterdamDayStart('2026-10-26')).toBe('2026-10-25T23:00:00.000Z');
  });

  it('shows each line: when, who (the system for none), what and which registration, and whose access changed', async () => {
    backend.log = () => [
      line(1),
      line(2, { actor: null, action: 'delete' }),
      line(3, { actor: 'u1', action: 'member_removed', registration_id: null, member: 'u2' }),
      line(4, { actor: 'gone-0000', action: 'letter_flagged' }),
    ];
    accessLog();
    await userEvent.click(await screen.findByRole('button', { name: 'Tonen' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tijdstip', 'Medewerker', 'Handeling', 'Aanmelding', 'Betrokken medewerker']);
    const [viewed, deleted, removed, flagged] = bodyRows().map((row) =>
      [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent),
    );
    // 07:15:02 UTC on 2 December is 08:15:02 in Amsterdam.
    expect(viewed).toEqual([
      expect.stringMatching(/2 dec.* 2026.*08:15:02/),
      'beheer@ankerlicht.nl',
      'Aanmelding bekeken',
      '0a1b2c3d',
      '',
    ]);
    expect(deleted?.slice(1)).toEqual(['Het systeem', 'Verwijderd na de bewaartermijn', '0a1b2c3d', '']);
    expect(removed?.slice(1)).toEqual(['sanne@ankerlicht.nl', 'Toegang ingetrokken', '', 'oud@ankerlicht.nl']);
    // Someone not in the team's list is named by their id: the log is for finding out who.
    expect(flagged?.slice(1, 3)).toEqual(['gone-0000', 'Afgekeurde of ongecontroleerde verwijsbrief gedownload']);
    expect(within(bodyRows()[0]!).getByRole('link', { name: '0a1b2c3d' })).toHaveAttribute(
      'href',
      `/registraties/${REGISTRATION}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('4 regels getoond');
  });

  it('says when nothing matches', async () => {
    accessLog();
    await userEvent.click(await screen.findByRole('button', { name: 'Tonen' }));
    expect(await screen.findByText('Geen regels die bij deze keuze passen.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Geen regels gevonden');
    expect(screen.queryByRole('button', { name: 'Meer tonen' })).toBeNull();
  });

  it('loads the next page from the last line shown, begun anew, with the filters it was shown for', async () => {
    const first = Array.from({ length: 500 }, (_, index) => line(index + 1));
    backend.log = (args) => (args.p_before_id === null ? first : [line(501), line(502)]);
    accessLog();
    await screen.findByRole('heading', { level: 1, name: 'Inzagelog' });
    await typeDay('Van', '1', '12', '2026');
    await userEvent.click(await screen.findByRole('button', { name: 'Tonen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('500 regels getoond'));
    // Changed since: the next page is of the lines shown, not of the changed form.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Medewerker' }), 'sanne@ankerlicht.nl');
    backend.calls = [];

    await userEvent.click(screen.getByRole('button', { name: 'Meer tonen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('502 regels getoond'));
    expect(asked()).toEqual([
      { name: 'staff_begin_read', args: { p_action: 'read_access_log', p_registration_id: null } },
      {
        name: 'admin_access_log',
        args: expect.objectContaining({
          p_from: '2026-11-30T23:00:00.000Z',
          p_member: null,
          p_before_at: first[499]!.at,
          p_before_id: 500,
        }),
      },
    ]);
    // A short page was the last: the button goes, and focus goes to where it was.
    expect(screen.queryByRole('button', { name: 'Meer tonen' })).toBeNull();
    await waitFor(() => expect(screen.getByText('Er zijn geen oudere regels.')).toHaveFocus());
    // A full page is 500 rows, which jsdom takes seconds to draw.
  }, 60_000);

  it('shows a refusal, and reads nothing after a refused begin', async () => {
    backend.refusals.staff_begin_read = { code: '42501', message: 'staff_admin_only' };
    accessLog();
    await userEvent.click(await screen.findByRole('button', { name: 'Tonen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alleen een beheerder kan dit zien.');
    expect(asked().map((call) => call.name)).toEqual(['staff_begin_read']);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says a malformed reference or date at its field, and begins and reads nothing', async () => {
    accessLog();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Aanmelding' }), 'Jansen');
    await typeDay('Van', '31', '2', '2026');
    await typeDay('Tot en met', '1', '1', '2026');
    await userEvent.click(screen.getByRole('button', { name: 'Tonen' }));
    expect(screen.getByRole('group', { name: 'Van' })).toHaveTextContent('Vul een bestaande datum in');
    expect(screen.getByRole('textbox', { name: 'Aanmelding' })).toHaveAccessibleDescription(
      expect.stringContaining('Vul het kenmerk van de aanmelding in'),
    );
    // The first field in error takes focus, so its message is heard with it.
    expect(within(screen.getByRole('group', { name: 'Van' })).getByRole('textbox', { name: 'Dag' })).toHaveFocus();

    // A real date, but before 'Van'.
    await userEvent.clear(within(screen.getByRole('group', { name: 'Van' })).getByRole('textbox', { name: 'Dag' }));
    await userEvent.type(within(screen.getByRole('group', { name: 'Van' })).getByRole('textbox', { name: 'Dag' }), '28');
    await userEvent.click(screen.getByRole('button', { name: 'Tonen' }));
    expect(screen.getByRole('group', { name: 'Tot en met' })).toHaveTextContent('Deze datum ligt vóór de datum bij ‘Van’.');
    expect(asked()).toEqual([]);
  });

  it('downloads every line for the filters as CSV after one begin, named by the period', async () => {
    const pages = [Array.from({ length: 500 }, (_, index) => line(index + 1)), [line(501, { action: 'note' })], []];
    backend.log = (args) => pages[args.p_before_id === null ? 0 : args.p_before_id === 500 ? 1 : 2]!;
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    accessLog();
    await screen.findByRole('heading', { level: 1, name: 'Inzagelog' });
    await typeDay('Van', '1', '12', '2026');
    await typeDay('Tot en met', '2', '12', '2026');
    await userEvent.click(await screen.findByRole('button', { name: 'CSV downloaden' }));

    expect(await screen.findByText('501 regels gedownload in inzagelog-2026-12-01-2026-12-02.csv.')).toBeInTheDocument();
    expect(asked().map((call) => call.name)).toEqual([
      'staff_begin_read',
      'admin_access_log',
      'admin_access_log',
      'admin_access_log',
    ]);
    expect(asked()[3]?.args).toEqual(expect.objectContaining({ p_before_id: 501, p_to: '2026-12-02T23:00:00.000Z' }));
    expect(clicked.map((link) => link.download)).toEqual(['inzagelog-2026-12-01-2026-12-02.csv']);
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('Tijdstip;Medewerker;Handeling;Aanmelding;Betrokken medewerker');
    expect(lines[1]).toBe('2026-12-02 08:15:02;beheer@ankerlicht.nl;Aanmelding bekeken;0a1b2c3d;');
    expect(lines[501]).toBe('2026-12-02 08:06:42;beheer@ankerlicht.nl;Notitie toegevoegd;0a1b2c3d;');
    expect(lines).toHaveLength(503);
    expect(window.location.href).not.toContain('blob');
  });

  it('stops the export at its limit and says so', async () => {
    backend.log = (args) => [line(((args.p_before_id as number | null) ?? 0) + 1)];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    accessLog();
    await userEvent.click(await screen.findByRole('button', { name: 'CSV downloaden' }));
    expect(await screen.findByText(/Alleen de nieuwste 100 regels zijn gedownload/)).toBeInTheDocument();
    expect(asked().filter((call) => call.name === 'admin_access_log')).toHaveLength(100);
  });

  it('tells a member who is no admin so, and offers nothing to read', async () => {
    backend.team = [{ user_id: 'me', email: 'sanne@ankerlicht.nl', role: 'screener', removed: false }];
    accessLog();
    expect(await screen.findByText('Alleen een beheerder kan dit zien.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tonen' })).toBeNull();
    expect(asked()).toEqual([]);
  });
});
