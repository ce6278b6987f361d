import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-aria-components';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registrationRows } from '@ankerlicht/registration';
import { sampleRecord } from '@ankerlicht/registration/test-fixtures/registrations';
import { Inbox } from './Inbox.tsx';
import { RegistrationDetail, type Registration } from './RegistrationDetail.tsx';
import type { InboxRow } from './sortRows.ts';
import { inboxHref, rememberQuery, searchOf, viewOf } from './inboxView.ts';
import { clearDrafts, readDraft } from './noteDraft.ts';
import { ageInYears, todayInAmsterdam } from './age.ts';
import { inboxRow } from './inboxRow.fixture.ts';
import { navigate } from '../navigation.ts';

/** What the backend answers, by function: no network in unit tests. */
const backend = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
  calls: [] as Array<{ name: string; args: Record<string, unknown> }>,
}));
vi.mock('../supabase.ts', () => ({
  supabase: {
    // The list is one page: a page after the first (a cursor given) is empty. A search
    // (staff_registrations with p_query) answers `search`.
    rpc: async (name: string, args: Record<string, unknown> = {}) => {
      backend.calls.push({ name, args });
      const answer = name === 'staff_registrations' && args.p_query != null ? backend.answers.search : backend.answers[name];
      return { data: args.p_before_id != null ? [] : (answer ?? null), error: null };
    },
    auth: { getUser: async () => ({ data: { user: { id: 'me' } } }) },
  },
}));

const row = (id: string, created: string, change: Partial<InboxRow> = {}): InboxRow =>
  inboxRow(`00000000-0000-4000-8000-${id.padStart(12, '0')}`, created, change);

const plain = row('1', '2026-11-30T09:00:00Z');
const heldNow = row('2', '2026-11-30T10:00:00Z', { held: true, held_reason: 'flood' });
const heldBefore = row('3', '2026-11-30T11:00:00Z', {
  held: false,
  held_reason: 'unknown-client',
  registration_type: 'children',
});

const inbox = () =>
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <Inbox onRefused={async () => {}} />
    </IntlProvider>,
  );

/** The table's rows, the header's left out. */
const bodyRows = () => within(screen.getByRole('grid')).getAllByRole('row').slice(1);

beforeEach(() => {
  backend.answers = { staff_registrations: [plain, heldNow, heldBefore] };
  backend.calls = [];
  rememberQuery(null);
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the inbox', () => {
  it('marks a held registration, and says when the held summary has not named it yet', async () => {
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByText('Vastgehouden: ongewone drukte (nog niet gemeld)')).toBeInTheDocument();
    // Named by the summary already: the reason stays, the "not yet" goes.
    expect(screen.getByText('Vastgehouden: internetadres onbekend')).toBeInTheDocument();
    expect(screen.queryByText('Vastgehouden: internetadres onbekend (nog niet gemeld)')).toBeNull();
  });

  it('marks a registration that still waits near and past the Treeknorm, and none that is closed', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000).toISOString();
    backend.answers = {
      staff_registrations: [
        row('11', daysAgo(37), { status: 'new' }),
        row('12', daysAgo(22), { status: 'contacted' }),
        row('13', daysAgo(37), { status: 'declined' }),
        row('14', daysAgo(3)),
      ],
    };
    window.history.replaceState(null, '', '/?status=all');
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    const rowOf = (id: string) => bodyRows().find((element) => element.getAttribute('data-key')?.endsWith(id.padStart(12, '0')));
    expect(rowOf('11')).toHaveTextContent('37 dagen Over de Treeknorm');
    expect(rowOf('12')).toHaveTextContent('22 dagen Bijna over de Treeknorm');
    expect(rowOf('13')).toHaveTextContent('37 dagen');
    expect(rowOf('13')).not.toHaveTextContent(/treeknorm/i);
    expect(rowOf('14')).not.toHaveTextContent(/treeknorm/i);
  });

  it('marks a registration whose BSN, or whose name and date of birth, another registration has too', async () => {
    const twice = row('21', '2026-11-30T12:00:00Z', { same_bsn: true });
    const namesake = row('22', '2026-11-30T13:00:00Z', { same_name_and_birth: true });
    backend.answers = { staff_registrations: [twice, namesake, plain] };
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const rowOf = (id: string) => bodyRows().find((element) => element.getAttribute('data-key') === id);
    expect(rowOf(twice.id)).toHaveTextContent('Zelfde BSN in andere aanmelding');
    expect(rowOf(twice.id)).not.toHaveTextContent('Zelfde naam en geboortedatum');
    expect(rowOf(namesake.id)).toHaveTextContent('Zelfde naam en geboortedatum in andere aanmelding');
    expect(rowOf(namesake.id)).not.toHaveTextContent('Zelfde BSN');
    expect(rowOf(plain.id)).not.toHaveTextContent(/Zelfde/);
  });

  it('marks an urgent registration (spoed), and no normal one', async () => {
    const urgent = row('23', '2026-11-30T14:00:00Z', { urgency: 'urgent' });
    backend.answers = { staff_registrations: [urgent, plain] };
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const rowOf = (id: string) => bodyRows().find((element) => element.getAttribute('data-key') === id);
    expect(rowOf(urgent.id)).toHaveTextContent('Spoed');
    expect(rowOf(plain.id)).not.toHaveTextContent('Spoed');
  });

  it('says when to call back on an open case, and nothing on a closed one', async () => {
    const today = todayInAmsterdam(new Date());
    const open = row('24', '2026-11-30T15:00:00Z', { status: 'contacted', call_back_on: today });
    const closed = row('25', '2026-11-30T16:00:00Z', { status: 'in_treatment', call_back_on: today });
    backend.answers = { staff_registrations: [open, closed, plain] };
    window.history.replaceState(null, '', '/?status=all');
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const rowOf = (id: string) => bodyRows().find((element) => element.getAttribute('data-key') === id);
    expect(rowOf(open.id)).toHaveTextContent('Terugbellen: vandaag');
    expect(rowOf(closed.id)).not.toHaveTextContent('Terugbellen');
    expect(rowOf(plain.id)).not.toHaveTextContent('Terugbellen');
  });

  it('filters on held, announces how many are shown, and keeps the choice in the address', async () => {
    inbox();
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('3 aanmeldingen getoond'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vastgehouden' }), 'Alleen vastgehouden');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    // The same live region says the new count (a new region would not be read out).
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('2 aanmeldingen getoond');
    expect(window.location.search).toBe('?held=held');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filteren op afdeling' }), 'Kind en jeugd');
    await waitFor(() => expect(status).toHaveTextContent('1 aanmelding getoond'));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveAttribute('data-key', heldBefore.id);
    expect(new URLSearchParams(window.location.search).get('type')).toBe('children');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vastgehouden' }), 'Niet vastgehouden');
    await waitFor(() => expect(status).toHaveTextContent('Geen aanmeldingen getoond'));
    // The registration's back link goes to the inbox as it was left.
    expect(inboxHref()).toBe(`/${window.location.search}`);
  });

  it('names each registration: the person (a child with the parent), age, insurer and assignee', async () => {
    const born = (years: number) => `${Number(todayInAmsterdam().slice(0, 4)) - years}-01-01`;
    backend.answers = {
      staff_registrations: [
        row('31', '2026-11-30T12:00:00Z', { full_name: 'Meryem Özdemir', date_of_birth: born(40), assignee: 'u1' }),
        row('32', '2026-11-30T11:00:00Z', {
          registration_type: 'children',
          full_name: 'Anna de Wit',
          child_name: 'Teun de Wit',
          date_of_birth: born(9),
          insurance_company: 'Menzis',
          assignee: 'gone',
        }),
      ],
      staff_team: [{ user_id: 'u1', email: 'sanne@ankerlicht.nl' }],
    };
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const headers = within(screen.getByRole('grid'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 3)).toEqual(['Naam', 'Ontvangen', 'Leeftijd']);
    expect(headers).toEqual(expect.arrayContaining(['Zorgverzekeraar', 'Toegewezen aan']));
    // The name is the row's header: a screen reader says it with each cell.
    const [adult, child] = bodyRows();
    expect(within(adult!).getByRole('rowheader')).toHaveTextContent('Meryem Özdemir');
    await waitFor(() => expect(adult).toHaveTextContent('sanne@ankerlicht.nl'));
    expect(adult).toHaveTextContent('40 jaar');
    expect(within(child!).getByRole('rowheader')).toHaveTextContent('Teun de Witouder of voogd: Anna de Wit');
    expect(child).toHaveTextContent('9 jaar');
    expect(child).toHaveTextContent('Menzis');
    // A member no longer in the team's list is still someone.
    expect(child).toHaveTextContent('Een collega');
  });

  it('searches on the server as one search, not in the address, shows all it finds and keeps it for the return', async () => {
    const closed = row('41', '2026-11-01T09:00:00Z', { full_name: 'Jan Jansen', status: 'declined' });
    backend.answers.search = [closed];
    const { unmount } = inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    backend.calls = [];

    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'Jansen{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 aanmelding gevonden'));
    expect(backend.calls.slice(0, 2)).toEqual([
      { name: 'staff_begin_read', args: { p_action: 'search', p_registration_id: null } },
      { name: 'staff_registrations', args: expect.objectContaining({ p_query: 'Jansen' }) },
    ]);
    // Declined, so outside the open filter: a search shows it all the same, with the filters set aside.
    expect(bodyRows().map((element) => element.getAttribute('data-key'))).toEqual([closed.id]);
    expect(screen.getByRole('combobox', { name: 'Filteren op status' })).toBeDisabled();
    expect(window.location.href).not.toContain('Jansen');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('Jansen');

    // Back from the registration: the same search, asked again.
    unmount();
    backend.calls = [];
    inbox();
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('Jansen');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(backend.calls[0]).toEqual({ name: 'staff_begin_read', args: { p_action: 'search', p_registration_id: null } });

    // Cleared: the list again, filtered as before.
    await userEvent.click(screen.getByRole('searchbox', { name: 'Zoeken' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 aanmeldingen getoond'));
    expect(screen.getByRole('combobox', { name: 'Filteren op status' })).toBeEnabled();
  });

  it('says a term of one character at the field, and reads and logs nothing for it', async () => {
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    backend.calls = [];
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'J{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Typ minstens 2 en hooguit 100 tekens om te zoeken.');
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toHaveFocus();
    expect(backend.calls).toEqual([]);
  });

  it('finds its filters and order in the address when it comes back (it is unmounted while a registration is open)', async () => {
    window.history.replaceState(null, '', '/?held=held&sort=created_at&order=ascending');
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('combobox', { name: 'Vastgehouden' })).toHaveValue('held');
    // Oldest first, as the address says.
    expect(bodyRows().map((element) => element.getAttribute('data-key'))).toEqual([heldNow.id, heldBefore.id]);
    expect(screen.getByRole('status')).toHaveTextContent('2 aanmeldingen getoond');
  });
});

describe('the filters by location, age group, insurer, assignee and wait, and the saved views', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000).toISOString();
  const born = (years: number) => `${Number(todayInAmsterdam().slice(0, 4)) - years}-01-01`;
  const sanne = '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
  const gone = '1f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
  // A child in Zaandam, mine, new; a teenager waiting past the Treeknorm, Sanne's; a young adult near
  // it, nobody's, an insurer not on the site's list; an adult past it, mine; a closed one, mine.
  const child = row('51', daysAgo(3), {
    registration_type: 'children',
    child_name: 'Ayla',
    date_of_birth: born(9),
    location: 'zaandam',
    insurance_company: 'Menzis',
    assignee: 'me',
  });
  const teen = row('52', daysAgo(30), {
    date_of_birth: born(15),
    insurance_company: 'zilveren kruis ',
    assignee: sanne,
    status: 'contacted',
  });
  const young = row('53', daysAgo(23), {
    date_of_birth: born(20),
    location: 'zaandam',
    insurance_company: 'Mijn eigen verzekeraar',
  });
  const adult = row('54', daysAgo(40), { date_of_birth: born(40), assignee: 'me', status: 'contacted' });
  const closed = row('55', daysAgo(40), { date_of_birth: born(30), assignee: 'me', status: 'declined' });

  const routedInbox = () =>
    render(
      <IntlProvider locale="nl" defaultLocale="nl">
        <RouterProvider navigate={navigate}>
          <Inbox onRefused={async () => {}} />
        </RouterProvider>
      </IntlProvider>,
    );
  /** The rows shown, as a set: each test's own order aside. */
  const shownIds = () =>
    bodyRows()
      .map((element) => element.getAttribute('data-key'))
      .sort();
  const ids = (...rows: InboxRow[]) => rows.map((one) => one.id).sort();
  const select = (name: string) => screen.getByRole('combobox', { name });
  const optionsOf = (name: string) =>
    within(select(name))
      .getAllByRole('option')
      .map((option) => option.textContent);

  beforeEach(() => {
    backend.answers = {
      staff_registrations: [child, teen, young, adult, closed],
      staff_team: [
        { user_id: 'me', email: 'ik@ankerlicht.nl', role: 'screener', removed: false },
        { user_id: sanne, email: 'sanne@ankerlicht.nl', role: 'screener', removed: false },
        { user_id: gone, email: 'weg@ankerlicht.nl', role: 'screener', removed: true },
      ],
    };
  });

  it('filters on location, each the form offers, and keeps it in the address', async () => {
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(optionsOf('Filteren op locatie')).toEqual(['Alle', 'Amsterdam', 'Zaandam']);
    await userEvent.selectOptions(select('Filteren op locatie'), 'Zaandam');
    await waitFor(() => expect(shownIds()).toEqual(ids(child, young)));
    expect(screen.getByRole('status')).toHaveTextContent('2 aanmeldingen getoond');
    expect(window.location.search).toBe('?location=zaandam');
  });

  it('filters on age group, counted as the age column counts, with an en dash shown and a plain value in the address', async () => {
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(optionsOf('Filteren op leeftijd')).toEqual(['Alle', '0–11 jaar', '12–17 jaar', '18–23 jaar', '24 jaar en ouder']);
    await userEvent.selectOptions(select('Filteren op leeftijd'), '0–11 jaar');
    await waitFor(() => expect(shownIds()).toEqual(ids(child)));
    expect(window.location.search).toBe('?age=0-11');
    await userEvent.selectOptions(select('Filteren op leeftijd'), '12–17 jaar');
    await waitFor(() => expect(shownIds()).toEqual(ids(teen)));
    await userEvent.selectOptions(select('Filteren op leeftijd'), '18–23 jaar');
    await waitFor(() => expect(shownIds()).toEqual(ids(young)));
    await userEvent.selectOptions(select('Filteren op leeftijd'), '24 jaar en ouder');
    await waitFor(() => expect(shownIds()).toEqual(ids(adult)));
    expect(window.location.search).toBe('?age=24-plus');
  });

  it("filters on the insurers of the site's list the rows name, and on 'Overig'; never puts typed text in the address", async () => {
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(optionsOf('Filteren op zorgverzekeraar')).toEqual(['Alle', 'Menzis', 'Zilveren Kruis', 'Overig']);
    await userEvent.selectOptions(select('Filteren op zorgverzekeraar'), 'Zilveren Kruis');
    // "zilveren kruis " as typed and "Zilveren Kruis" are one.
    await waitFor(() => expect(shownIds()).toEqual(ids(teen, adult)));
    expect(window.location.search).toBe('?insurer=zilveren-kruis');
    await userEvent.selectOptions(select('Filteren op zorgverzekeraar'), 'Overig');
    await waitFor(() => expect(shownIds()).toEqual(ids(young)));
    expect(window.location.search).toBe('?insurer=overig');
    expect(window.location.href).not.toMatch(/verzekeraar/i);
  });

  it('filters on the assignee: me, nobody, or a current colleague by e-mail (the address has the user id)', async () => {
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await waitFor(() => expect(optionsOf('Toegewezen aan')).toEqual(['Iedereen', 'Mij', 'Niemand', 'sanne@ankerlicht.nl']));
    await userEvent.selectOptions(select('Toegewezen aan'), 'Mij');
    await waitFor(() => expect(shownIds()).toEqual(ids(child, adult)));
    expect(window.location.search).toBe('?assignee=me');
    await userEvent.selectOptions(select('Toegewezen aan'), 'Niemand');
    await waitFor(() => expect(shownIds()).toEqual(ids(young)));
    await userEvent.selectOptions(select('Toegewezen aan'), 'sanne@ankerlicht.nl');
    await waitFor(() => expect(shownIds()).toEqual(ids(teen)));
    expect(window.location.search).toBe(`?assignee=${sanne}`);
  });

  it("drops an assignee from the address who is no current colleague's, once the team is known", async () => {
    window.history.replaceState(null, '', `/?assignee=${gone}`);
    inbox();
    await waitFor(() => expect(select('Toegewezen aan')).toHaveValue('all'));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(window.location.search).toBe('');
  });

  it('filters on the wait against the Treeknorm', async () => {
    inbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await userEvent.selectOptions(select('Filteren op wachttijd'), 'Over de Treeknorm');
    await waitFor(() => expect(shownIds()).toEqual(ids(teen, adult)));
    expect(window.location.search).toBe('?wait=over');
    await userEvent.selectOptions(select('Filteren op wachttijd'), 'Bijna over de Treeknorm');
    await waitFor(() => expect(shownIds()).toEqual(ids(young)));
  });

  it('applies a saved view in one step, marks it, keeps it for the return, and follows Back', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?location=zaandam');
    const { unmount } = routedInbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const views = screen.getByRole('navigation', { name: 'Weergaven' });
    const link = (name: string) => within(views).getByRole('link', { name });
    expect(link('Mijn aanmeldingen')).toHaveAttribute('href', '/?assignee=me');
    expect(link('Nieuw')).toHaveAttribute('href', '/?status=new');
    expect(link('Over de Treeknorm')).toHaveAttribute('href', '/?wait=over');
    expect(within(views).queryByRole('link', { current: true })).toBeNull();

    await user.click(link('Mijn aanmeldingen'));
    await waitFor(() => expect(shownIds()).toEqual(ids(child, adult)));
    expect(window.location.search).toBe('?assignee=me');
    expect(link('Mijn aanmeldingen')).toHaveAttribute('aria-current', 'true');
    expect(link('Nieuw')).not.toHaveAttribute('aria-current');
    // Every filter set: the location chosen before is gone.
    expect(select('Filteren op locatie')).toHaveValue('all');
    expect(screen.getByRole('status')).toHaveTextContent('2 aanmeldingen getoond');
    expect(inboxHref()).toBe('/?assignee=me');

    // Back from a registration (the inbox was unmounted): the same view.
    unmount();
    routedInbox();
    await waitFor(() => expect(shownIds()).toEqual(ids(child, adult)));
    expect(within(screen.getByRole('navigation', { name: 'Weergaven' })).getByRole('link', { current: true })).toHaveTextContent(
      'Mijn aanmeldingen',
    );

    await user.click(screen.getByRole('link', { name: 'Nieuw' }));
    await waitFor(() => expect(shownIds()).toEqual(ids(child, young)));
    await user.click(screen.getByRole('link', { name: 'Over de Treeknorm' }));
    await waitFor(() => expect(shownIds()).toEqual(ids(teen, adult)));
    expect(select('Filteren op wachttijd')).toHaveValue('over');
    // The browser's Back: the view before.
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?status=new'));
    await waitFor(() => expect(shownIds()).toEqual(ids(child, young)));
    expect(screen.getByRole('link', { name: 'Nieuw' })).toHaveAttribute('aria-current', 'true');
  });

  it('sets the new filters and the saved views aside while a search is on', async () => {
    backend.answers.search = [closed];
    routedInbox();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken' }), 'Jansen{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 aanmelding gevonden'));
    for (const name of [
      'Filteren op locatie',
      'Filteren op leeftijd',
      'Filteren op zorgverzekeraar',
      'Toegewezen aan',
      'Filteren op wachttijd',
    ])
      expect(select(name)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Nieuw' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('the inbox view in the address', () => {
  it('leaves the default out, and reads back what it wrote', () => {
    expect(searchOf(viewOf(''))).toBe('');
    const view = viewOf('?status=all&type=children&held=not-held&sort=status&order=ascending');
    expect(view).toEqual({
      status: 'all',
      type: 'children',
      held: 'not-held',
      location: 'all',
      age: 'all',
      insurer: 'all',
      assignee: 'all',
      wait: 'all',
      sort: { column: 'status', direction: 'ascending' },
    });
    expect(viewOf(searchOf(view))).toEqual(view);
  });

  it('takes nothing it does not know from a hand-made address', () => {
    expect(viewOf('?status=nonsense&sort=bsn_number&held=%2F%2Fevil.example')).toEqual(viewOf(''));
    window.sessionStorage.setItem('ankerlicht-staff-inbox-view', '//evil.example');
    expect(inboxHref()).toBe('/');
  });
});

describe('one registration', () => {
  const registration = (change: Partial<Registration> = {}): Registration => ({
    // Every stored column from the one sample module, so a new field needs no line here.
    ...sampleRecord('adults', {
      full_name: 'Anna de Vries',
      date_of_birth: '1990-01-01',
      gender: 'female',
      bsn_number: '111222333',
      email: 'anna@example.nl',
      phone: '0612345678',
      street_name: 'Dorpsstraat',
      house_number: '1',
      postal_code: '1000 AA',
      city: 'Amsterdam',
      insurance_company: 'Zilveren Kruis',
      location: 'amsterdam',
      preferred_language: 'dutch',
      referral_letter_path: 'adults/anna_example_nl/1764000000000.pdf',
      message: null,
    }),
    id: plain.id,
    created_at: plain.created_at,
    letter_check: 'ok',
    status: 'new',
    assignee: null,
    notification: null,
    events: [],
    same_bsn_registrations: [],
    same_name_and_birth_registrations: [],
    urgency: 'normal',
    contact_attempts: [],
    ...change,
  });
  const showDetail = (shown: Registration) => {
    backend.answers = { staff_registration: shown, staff_team: [] };
    render(
      <IntlProvider locale="nl" defaultLocale="nl">
        <RegistrationDetail id={plain.id} onRefused={async () => {}} />
      </IntlProvider>,
    );
  };
  /** The value shown for a term of the details list. */
  const valueOf = async (term: string) => (await screen.findByText(term)).nextElementSibling as HTMLElement;

  it('shows what a visitor typed isolated, with a right-to-left override and hidden characters made visible', async () => {
    showDetail(
      registration({
        full_name: 'Anna\u202E seirV ed',
        phone: '06\u202E87654321',
        message: 'Graag\u200B terugbellen\nna 17:00',
      }),
    );
    const name = await valueOf('Naam');
    expect(name).toHaveTextContent('Anna[U+202E] seirV ed');
    expect(name.querySelector('bdi')).not.toBeNull();
    expect((await valueOf('Telefoonnummer')).textContent).toBe('06[U+202E]87654321');
    expect(document.body.textContent).not.toMatch(/[\u202E\u200B]/);
    // Line breaks and ordinary right-to-left text stay as typed.
    expect((await valueOf('Wat de aanmelder nog wil laten weten')).textContent).toBe('Graag[U+200B] terugbellen\nna 17:00');
  });

  it("says whose each detail is on a child's registration: the child's, or the parent's", async () => {
    const today = ageInYears('2014-03-15', todayInAmsterdam());
    showDetail(
      registration({
        registration_type: 'children',
        full_name: 'Mehmet Yılmaz',
        child_name: 'Ayla Yılmaz',
        parent_guardian_name: 'Mehmet Yılmaz',
        date_of_birth: '2014-03-15',
      }),
    );
    const child = await screen.findByRole('region', { name: 'Gegevens van het kind' });
    const parent = screen.getByRole('region', { name: 'Gegevens van de ouder of voogd' });
    const term = (region: HTMLElement, text: string) => within(region).getByText(text).nextElementSibling as HTMLElement;
    expect(term(child, 'Naam van het kind')).toHaveTextContent('Ayla Yılmaz');
    expect(term(child, 'Geboortedatum van het kind')).toHaveTextContent(`15 maart 2014 (${today} jaar)`);
    expect(term(child, 'BSN van het kind')).toHaveTextContent('111222333');
    expect(term(child, 'Geslacht van het kind')).toHaveTextContent('Vrouw');
    expect(term(parent, 'Naam van de ouder of voogd')).toHaveTextContent('Mehmet Yılmaz');
    expect(term(parent, 'E-mailadres')).toHaveTextContent('anna@example.nl');
    // The parent's name once, and nothing of the child's in the parent's part.
    expect(screen.getAllByText('Mehmet Yılmaz')).toHaveLength(1);
    expect(within(parent).queryByText('111222333')).toBeNull();
    expect(screen.queryByText('Persoonlijke gegevens')).toBeNull();
  });

  it.each(['adults', 'children'] as const)(
    'shows every row of registrationFields the team reads, each once, on the %s form (a new field shows by itself)',
    async (type) => {
      const shown =
        type === 'children'
          ? registration({ registration_type: 'children', child_name: 'Ayla Yılmaz', parent_guardian_name: 'Anna de Vries' })
          : registration();
      showDetail(shown);
      await screen.findByText(shown.bsn_number);
      const terms = screen.getAllByRole('term').map((term) => term.textContent);
      const rows = registrationRows(shown);
      for (const row of rows.filter((candidate) => candidate.section !== null))
        expect(
          terms.filter((term) => term === row.label),
          row.label,
        ).toHaveLength(1);
      // The letter's storage path is the e-mail's only: the page has a download instead.
      expect(terms).not.toContain('Plek van de verwijsbrief in de opslag');
      expect(screen.queryByText(shown.referral_letter_path)).toBeNull();
    },
  );

  it('says a missing note or an unticked box at the field, which takes focus, and "Opgeslagen." beside the buttons', async () => {
    const user = userEvent.setup();
    showDetail(registration({ letter_check: 'pdf-javascript' }));
    await user.click(await screen.findByRole('button', { name: 'Notitie toevoegen' }));
    const note = screen.getByRole('textbox', { name: /^Notitie/ });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Schrijf eerst een notitie.'));

    await user.click(screen.getByRole('button', { name: 'Verwijsbrief toch downloaden' }));
    const box = screen.getByRole('checkbox', { name: /^Ik download deze brief bewust/ });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Vink eerst aan dat u deze brief bewust downloadt.'));

    await user.type(note, 'Teruggebeld');
    await user.click(screen.getByRole('button', { name: 'Notitie toevoegen' }));
    const workflow = screen.getByRole('region', { name: 'Afhandeling' });
    expect(await within(workflow).findByText('Opgeslagen.')).toBeInTheDocument();
  });

  it('asks a reason for a way out at its field before sending, sends it, and shows it in the history', async () => {
    const user = userEvent.setup();
    showDetail(
      registration({
        events: [
          { at: '2026-11-30T10:00:00Z', actor: 'someone', kind: 'status', status: 'declined', assignee: null, note: 'Past niet' },
        ],
      }),
    );
    expect(await screen.findByText('Reden: Past niet')).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status' });
    // Treatment started is a closing step without a reason: no field for it.
    await user.selectOptions(status, 'In behandeling');
    expect(screen.queryByRole('textbox', { name: /^Reden/ })).toBeNull();

    await user.selectOptions(status, 'Niet bereikt (afgesloten)');
    backend.calls = [];
    await user.click(screen.getByRole('button', { name: 'Status opslaan' }));
    const reason = screen.getByRole('textbox', { name: /^Reden/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Geef een reden voor deze status.'));
    expect(backend.calls).toEqual([]);

    await user.type(reason, 'Drie keer gebeld en gemaild');
    await user.click(screen.getByRole('button', { name: 'Status opslaan' }));
    await waitFor(() =>
      expect(backend.calls[0]).toEqual({
        name: 'staff_set_status',
        args: { p_registration_id: plain.id, p_status: 'not_reached', p_reason: 'Drie keer gebeld en gemaild' },
      }),
    );
  });

  it('assigns to any current colleague, or to nobody', async () => {
    const user = userEvent.setup();
    backend.answers = {
      staff_registration: registration({ assignee: 'me' }),
      staff_team: [
        { user_id: 'me', email: 'ik@ankerlicht.nl', role: 'screener', removed: false },
        { user_id: 'u2', email: 'sanne@ankerlicht.nl', role: 'screener', removed: false },
        { user_id: 'u3', email: 'weg@ankerlicht.nl', role: 'screener', removed: true },
      ],
    };
    render(
      <IntlProvider locale="nl" defaultLocale="nl">
        <RegistrationDetail id={plain.id} onRefused={async () => {}} />
      </IntlProvider>,
    );
    const select = await screen.findByRole('combobox', { name: 'Toegewezen aan' });
    await waitFor(() => expect(select).toHaveValue('me'));
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Niemand', 'ik@ankerlicht.nl (u)', 'sanne@ankerlicht.nl']);
    backend.calls = [];
    await user.selectOptions(select, 'sanne@ankerlicht.nl');
    await user.click(screen.getByRole('button', { name: 'Toewijzing opslaan' }));
    await waitFor(() =>
      expect(backend.calls[0]).toEqual({ name: 'staff_assign', args: { p_registration_id: plain.id, p_assignee: 'u2' } }),
    );
  });

  it("marks an adult's insurer while the site stops registrations for it, and no child's", async () => {
    showDetail(registration({ insurance_company: 'Anderzorg' }));
    const insurer = await valueOf('Zorgverzekeraar');
    expect(insurer).toHaveTextContent('Anderzorg Nu aanmeldstop voor deze zorgverzekeraar');
    cleanup();
    showDetail(registration({ insurance_company: 'Zilveren Kruis' }));
    expect(await valueOf('Zorgverzekeraar')).toHaveTextContent(/^Zilveren Kruis$/);
    cleanup();
    showDetail(
      registration({
        registration_type: 'children',
        child_name: 'Ayla',
        parent_guardian_name: 'Anna de Vries',
        insurance_company: 'Menzis',
      }),
    );
    expect(await valueOf('Zorgverzekeraar')).toHaveTextContent(/^Menzis$/);
  });

  it('names the other registrations with the same BSN, each a link to it', async () => {
    const other = '00000000-0000-4000-8000-0000000000aa';
    showDetail(registration({ same_bsn_registrations: [{ id: other, created_at: '2026-10-02T08:30:00Z' }] }));
    expect(await screen.findByText(/^Hetzelfde BSN staat ook in een andere aanmelding\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Aanmelding 00000000 van 2 oktober 2026/ })).toHaveAttribute(
      'href',
      `/registraties/${other}`,
    );
  });

  it('names the other registrations of the same name and date of birth, each a link to it', async () => {
    const other = '00000000-0000-4000-8000-0000000000bb';
    showDetail(registration({ same_name_and_birth_registrations: [{ id: other, created_at: '2026-10-03T09:15:00Z' }] }));
    expect(
      await screen.findByText(
        /^Dezelfde naam en geboortedatum staan ook in een andere aanmelding\. Kijk of het om dezelfde persoon gaat:$/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Hetzelfde BSN/)).toBeNull();
    expect(screen.getByRole('link', { name: /^Aanmelding 00000000 van 3 oktober 2026/ })).toHaveAttribute(
      'href',
      `/registraties/${other}`,
    );
  });

  it("shows an adult's own details under one heading, with the age", async () => {
    showDetail(registration());
    const person = await screen.findByRole('region', { name: 'Persoonlijke gegevens' });
    expect(within(person).getByText('Naam').nextElementSibling).toHaveTextContent('Anna de Vries');
    expect(within(person).getByText('Geboortedatum').nextElementSibling).toHaveTextContent(
      `1 januari 1990 (${ageInYears('1990-01-01', todayInAmsterdam())} jaar)`,
    );
    expect(screen.queryByText('Gegevens van het kind')).toBeNull();
  });

  it('keeps a note being typed for the next sign-in, and forgets it once added or when signing out on purpose', async () => {
    const user = userEvent.setup();
    showDetail(registration());
    await user.type(await screen.findByRole('textbox', { name: /^Notitie/ }), 'Teruggebeld, voicemail');
    // Signed out for inactivity: the screen goes; signed in again, the same registration and the note.
    cleanup();
    showDetail(registration());
    const field = await screen.findByRole('textbox', { name: /^Notitie/ });
    expect(field).toHaveValue('Teruggebeld, voicemail');
    await user.click(screen.getByRole('button', { name: 'Notitie toevoegen' }));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(readDraft(plain.id)).toBe('');

    await user.type(field, 'Nog een');
    expect(readDraft(plain.id)).toBe('Nog een');
    clearDrafts();
    expect(readDraft(plain.id)).toBe('');
  });

  it('names a held e-mail and why it was held', async () => {
    showDetail(registration({ notification: { status: 'held', held_reason: 'flood' } }));
    const term = await screen.findByText('E-mail aan het team');
    // Headed by the reference the team's e-mail gives.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Aanmelding 00000000 van /);
    const value = term.nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent('E-mail vastgehouden');
    expect(value).toHaveTextContent('Vastgehouden: ongewone drukte');
    expect(value).not.toHaveTextContent(/\bheld\b/);
  });

  it('lists the contact attempts newest first, with the call-back date and the next step as typed', async () => {
    showDetail(
      registration({
        contact_attempts: [
          {
            at: '2026-12-01T15:00:00Z',
            actor: 'me',
            channel: 'phone',
            outcome: 'voicemail',
            next_step: 'Na 17:00 opnieuw\nof mailen',
            remind_on: '2026-12-09',
          },
          {
            at: '2026-11-30T09:00:00Z',
            actor: 'someone',
            channel: 'email',
            outcome: 'not_reached',
            next_step: null,
            remind_on: null,
          },
        ],
      }),
    );
    const log = await screen.findByRole('region', { name: 'Contactpogingen' });
    const lines = within(log).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(/^1 dec 2026.*, u: Telefoon, Voicemail ingesproken/);
    expect(lines[0]).toHaveTextContent('Terugbellen op woensdag 9 december 2026');
    expect(within(lines[0]!).getByText(/^Na 17:00 opnieuw/).textContent).toBe('Na 17:00 opnieuw\nof mailen');
    expect(lines[1]).toHaveTextContent(/een collega: E-mail, Niet bereikt$/);
  });

  it('logs a contact attempt: the outcome and a real date from today asked at their fields first, then sent, and confirmed beside the button', async () => {
    const user = userEvent.setup();
    showDetail(registration());
    const log = await screen.findByRole('region', { name: 'Contactpogingen' });
    expect(within(log).getByText('Nog geen contactpogingen vastgelegd.')).toBeInTheDocument();
    backend.calls = [];
    const save = within(log).getByRole('button', { name: 'Contactpoging vastleggen' });
    await user.click(save);
    const outcome = within(log).getByRole('combobox', { name: /^Uitkomst/ });
    expect(outcome).toHaveFocus();
    expect(outcome).toHaveAccessibleDescription(expect.stringContaining('Kies wat de contactpoging heeft opgeleverd.'));
    expect(backend.calls).toEqual([]);

    await user.selectOptions(outcome, 'Niet bereikt');
    // Yesterday is refused at the field; so is a day that does not exist.
    const [year, month, day] = todayInAmsterdam(new Date(Date.now() - 86_400_000)).split('-');
    await user.type(within(log).getByRole('textbox', { name: 'Dag' }), day!);
    await user.type(within(log).getByRole('textbox', { name: 'Maand' }), month!);
    await user.type(within(log).getByRole('textbox', { name: 'Jaar' }), year!);
    await user.click(save);
    const dayBox = within(log).getByRole('textbox', { name: 'Dag' });
    expect(dayBox).toHaveFocus();
    expect(dayBox).toHaveAccessibleDescription(expect.stringContaining('vanaf vandaag en hooguit een jaar vooruit'));
    expect(backend.calls).toEqual([]);

    const nextYear = String(Number(todayInAmsterdam().slice(0, 4)) + 1);
    await user.clear(within(log).getByRole('textbox', { name: 'Jaar' }));
    await user.type(within(log).getByRole('textbox', { name: 'Jaar' }), nextYear);
    await user.clear(dayBox);
    await user.type(dayBox, '1');
    await user.clear(within(log).getByRole('textbox', { name: 'Maand' }));
    await user.type(within(log).getByRole('textbox', { name: 'Maand' }), '2');
    await user.selectOptions(within(log).getByRole('combobox', { name: /^Via/ }), 'E-mail');
    await user.type(within(log).getByRole('textbox', { name: /^Volgende stap/ }), 'Brief sturen');
    await user.click(save);
    await waitFor(() =>
      expect(backend.calls[0]).toEqual({
        name: 'staff_log_contact',
        args: {
          p_registration_id: plain.id,
          p_channel: 'email',
          p_outcome: 'not_reached',
          p_next_step: 'Brief sturen',
          p_remind_on: `${nextYear}-02-01`,
        },
      }),
    );
    expect(await within(log).findByRole('status')).toHaveTextContent('Contactpoging vastgelegd.');
    // The form is empty again for the next attempt.
    expect(within(log).getByRole('textbox', { name: /^Volgende stap/ })).toHaveValue('');
    expect(outcome).toHaveValue('');
  });

  it('sets spoed only with a reason, asked at its field; marks the case and shows the reason in the history', async () => {
    const user = userEvent.setup();
    showDetail(
      registration({
        urgency: 'urgent',
        events: [
          {
            at: '2026-11-30T10:00:00Z',
            actor: 'me',
            kind: 'urgency',
            status: null,
            assignee: null,
            note: 'Huisarts belde',
            urgency: 'urgent',
          },
        ],
      }),
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.nextElementSibling).toHaveTextContent(/^Spoed$/);
    const history = screen.getByRole('region', { name: 'Geschiedenis' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(/u: urgentie SpoedReden: Huisarts belde$/);

    const urgency = screen.getByRole('combobox', { name: 'Urgentie' });
    expect(urgency).toHaveValue('urgent');
    await user.selectOptions(urgency, 'Normaal');
    expect(screen.queryByRole('textbox', { name: /^Reden voor spoed/ })).toBeNull();
    await user.selectOptions(urgency, 'Spoed');
    backend.calls = [];
    await user.click(screen.getByRole('button', { name: 'Urgentie opslaan' }));
    const reason = screen.getByRole('textbox', { name: /^Reden voor spoed/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Geef een reden voor spoed.'));
    expect(backend.calls).toEqual([]);
    await user.type(reason, 'Crisisdienst belde');
    await user.click(screen.getByRole('button', { name: 'Urgentie opslaan' }));
    await waitFor(() =>
      expect(backend.calls[0]).toEqual({
        name: 'staff_set_urgency',
        args: { p_registration_id: plain.id, p_urgency: 'urgent', p_reason: 'Crisisdienst belde' },
      }),
    );
    expect(await screen.findByText('Urgentie opgeslagen.')).toBeInTheDocument();
  });
});
