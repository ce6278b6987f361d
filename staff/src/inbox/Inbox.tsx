import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue } from 'react-intl';
import { Badge, Button, Link, Notice, SearchField, Select, SelectItem, Stack } from '@ankerlicht/ui';
import { supabase } from '../supabase.ts';
import { endsTheSession, messageOf } from '../errors.ts';
import { closingStatuses, heldReasonLabels, labelOf, statuses, statusLabels, type Status } from '../labels.ts';
import { optionLabel, registrationLocations, registrationOptionLabels, registrationTypes } from '@ankerlicht/registration';
import { hrefOf, onNavigation, placeOf } from '../navigation.ts';
import { personOf, sortRows, type InboxRow } from './sortRows.ts';
import { auditedRead, staffRpc } from './auditedRead.ts';
import {
  ageGroups,
  applySavedView,
  isSavedView,
  rememberedQuery,
  rememberInboxSearch,
  rememberQuery,
  savedViews,
  searchOf,
  viewOf,
  type InboxView,
} from './inboxView.ts';
import { insurerKeyOf, knownInsurers, OTHER_INSURER } from './insurers.ts';
import { loadAllPages } from './loadInbox.ts';
import * as styles from './inbox.css.ts';
import { ScreenHeading } from '../ScreenHeading.tsx';
import { waitSignal } from './treeknorm.ts';
import { ageInYears, todayInAmsterdam } from './age.ts';
import { VisitorText } from './VisitorText.tsx';
import { UrgencyBadge } from './UrgencyForm.tsx';
import { callBackOf, callBackText, type CallBack } from './callBack.ts';

const messages = defineMessages({
  heading: { id: 'staff.inbox.heading', defaultMessage: 'Aanmeldingen' },
  tableLabel: { id: 'staff.inbox.tableLabel', defaultMessage: 'Aanmeldingen, nieuwste eerst' },
  received: { id: 'staff.inbox.received', defaultMessage: 'Ontvangen' },
  name: { id: 'staff.inbox.name', defaultMessage: 'Naam' },
  age: { id: 'staff.inbox.age', defaultMessage: 'Leeftijd' },
  insurer: { id: 'staff.inbox.insurer', defaultMessage: 'Zorgverzekeraar' },
  assignee: { id: 'staff.inbox.assignee', defaultMessage: 'Toegewezen aan' },
  unassigned: { id: 'staff.inbox.unassigned', defaultMessage: 'Niemand' },
  colleague: { id: 'staff.inbox.colleague', defaultMessage: 'Een collega' },
  search: { id: 'staff.inbox.search', defaultMessage: 'Zoeken' },
  // A search looks through every registration, closed ones too: the filters wait until it is cleared.
  searchHint: {
    id: 'staff.inbox.searchHint',
    defaultMessage:
      'Op naam, BSN, telefoonnummer, e-mailadres of kenmerk (de eerste tekens uit de e-mail aan het team). Zoeken toont alle aanmeldingen die passen, ook gesloten; de filters gelden weer als u de zoekopdracht wist.',
  },
  searchButton: { id: 'staff.inbox.searchButton', defaultMessage: 'Zoeken' },
  searching: { id: 'staff.inbox.searching', defaultMessage: 'Zoeken…' },
  type: { id: 'staff.inbox.type', defaultMessage: 'Afdeling' },
  location: { id: 'staff.inbox.location', defaultMessage: 'Locatie' },
  language: { id: 'staff.inbox.language', defaultMessage: 'Voorkeurstaal' },
  status: { id: 'staff.inbox.status', defaultMessage: 'Status' },
  waiting: { id: 'staff.inbox.waiting', defaultMessage: 'Sinds ontvangst' },
  letter: { id: 'staff.inbox.letter', defaultMessage: 'Verwijsbrief' },
  // What the automatic safety check found, no more: a letter that passed has still to be read.
  letterOk: { id: 'staff.inbox.letterOk', defaultMessage: 'Veiligheidscontrole doorstaan' },
  letterFlagged: { id: 'staff.inbox.letterFlagged', defaultMessage: 'Veiligheidscontrole niet doorstaan' },
  letterUnchecked: { id: 'staff.inbox.letterUnchecked', defaultMessage: 'Nog niet gecontroleerd' },
  letterMissing: { id: 'staff.inbox.letterMissing', defaultMessage: 'Niet gevonden' },
  letterTooComplex: { id: 'staff.inbox.letterTooComplex', defaultMessage: 'Niet gecontroleerd: bestand te ingewikkeld' },
  // The Treeknorm (treeknorm.ts): at most four weeks from registration to intake.
  sameBsn: { id: 'staff.inbox.sameBsn', defaultMessage: 'Zelfde BSN in andere aanmelding' },
  sameNameAndBirth: { id: 'staff.inbox.sameNameAndBirth', defaultMessage: 'Zelfde naam en geboortedatum in andere aanmelding' },
  treeknormNear: { id: 'staff.inbox.treeknormNear', defaultMessage: 'Bijna over de Treeknorm' },
  treeknormOver: { id: 'staff.inbox.treeknormOver', defaultMessage: 'Over de Treeknorm' },
  statusFilter: { id: 'staff.inbox.statusFilter', defaultMessage: 'Filteren op status' },
  typeFilter: { id: 'staff.inbox.typeFilter', defaultMessage: 'Filteren op afdeling' },
  heldFilter: { id: 'staff.inbox.heldFilter', defaultMessage: 'Vastgehouden' },
  heldOnly: { id: 'staff.inbox.heldOnly', defaultMessage: 'Alleen vastgehouden' },
  notHeld: { id: 'staff.inbox.notHeld', defaultMessage: 'Niet vastgehouden' },
  all: { id: 'staff.inbox.all', defaultMessage: 'Alle' },
  locationFilter: { id: 'staff.inbox.locationFilter', defaultMessage: 'Filteren op locatie' },
  ageFilter: { id: 'staff.inbox.ageFilter', defaultMessage: 'Filteren op leeftijd' },
  insurerFilter: { id: 'staff.inbox.insurerFilter', defaultMessage: 'Filteren op zorgverzekeraar' },
  // Every text in the insurer field that is not exactly a name of the site's list (insurers.ts).
  otherInsurer: { id: 'staff.inbox.otherInsurer', defaultMessage: 'Overig' },
  assigneeFilter: { id: 'staff.inbox.assigneeFilter', defaultMessage: 'Toegewezen aan' },
  everyone: { id: 'staff.inbox.everyone', defaultMessage: 'Iedereen' },
  me: { id: 'staff.inbox.me', defaultMessage: 'Mij' },
  // Against the Treeknorm (treeknorm.ts), as the markers in the list say it.
  waitFilter: { id: 'staff.inbox.waitFilter', defaultMessage: 'Filteren op wachttijd' },
  savedViews: { id: 'staff.inbox.savedViews', defaultMessage: 'Weergaven' },
  openOnly: { id: 'staff.inbox.openOnly', defaultMessage: 'Alle open aanmeldingen' },
  empty: { id: 'staff.inbox.empty', defaultMessage: 'Geen aanmeldingen die bij deze keuze passen.' },
  loading: { id: 'staff.inbox.loading', defaultMessage: 'Aanmeldingen laden…' },
});

/** The age groups (inboxView.ts), with an en dash. */
const ageGroupLabels = defineMessages({
  '0-11': { id: 'staff.inbox.age.0to11', defaultMessage: '0–11 jaar' },
  '12-17': { id: 'staff.inbox.age.12to17', defaultMessage: '12–17 jaar' },
  '18-23': { id: 'staff.inbox.age.18to23', defaultMessage: '18–23 jaar' },
  '24-plus': { id: 'staff.inbox.age.24plus', defaultMessage: '24 jaar en ouder' },
}) satisfies Record<(typeof ageGroups)[number]['id'], MessageDescriptor>;

/** The saved views (inboxView.ts): each a link to the inbox with its filters. */
const savedViewLabels = defineMessages({
  mine: { id: 'staff.inbox.view.mine', defaultMessage: 'Mijn aanmeldingen' },
  new: { id: 'staff.inbox.view.new', defaultMessage: 'Nieuw' },
  overTreeknorm: { id: 'staff.inbox.view.overTreeknorm', defaultMessage: 'Over de Treeknorm' },
}) satisfies Record<(typeof savedViews)[number]['id'], MessageDescriptor>;

const valueMessages = defineMessages<{
  readonly days: { readonly days: MessageValue };
  readonly open: { readonly name: MessageValue };
  readonly heldWaiting: { readonly reason: MessageValue };
  readonly shown: { readonly count: MessageValue };
  readonly found: { readonly count: MessageValue };
  readonly years: { readonly age: MessageValue };
  readonly parent: { readonly name: MessageValue };
}>({
  days: { id: 'staff.inbox.days', defaultMessage: '{days, plural, one {# dag} other {# dagen}}' },
  open: { id: 'staff.inbox.open', defaultMessage: 'Aanmelding van {name} openen' },
  years: { id: 'staff.inbox.years', defaultMessage: '{age} jaar' },
  // Under the child's name in a child's registration: who registered the child.
  parent: { id: 'staff.inbox.parent', defaultMessage: 'ouder of voogd: {name}' },
  found: {
    id: 'staff.inbox.found',
    defaultMessage:
      '{count, plural, =0 {Geen aanmeldingen gevonden} one {# aanmelding gevonden} other {# aanmeldingen gevonden}}',
  },
  // Still held: the held summary has not named it yet.
  heldWaiting: { id: 'staff.inbox.heldWaiting', defaultMessage: '{reason} (nog niet gemeld)' },
  // Said (politely) each time the filters change what the table shows.
  shown: {
    id: 'staff.inbox.shown',
    defaultMessage: '{count, plural, =0 {Geen aanmeldingen getoond} one {# aanmelding getoond} other {# aanmeldingen getoond}}',
  },
});

const DAY_MS = 86_400_000;

/** A member of the team (staff_team): to name the assignee, and to filter on. */
type Member = { user_id: string; email: string; removed?: boolean };

/** Whole days a registration has waited, to the time the list was loaded. */
const daysWaited = (row: InboxRow, loadedAt: number) => Math.floor((loadedAt - Date.parse(row.created_at)) / DAY_MS);

/** A member's user id (never a client's data): the assignee filter's value for a colleague. */
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The list of registrations, filtered by status, type, held, location, age group, insurer, assignee
 * and the wait against the Treeknorm (three saved views set several at once), or what a search
 * finds. Each row opens the registration. The filters and the order live in the address's query
 * (inboxView.ts); a search term never does (it is often a BSN or a name), and is kept in memory for
 * the return.
 */
export function Inbox({
  onRefused,
  notice,
}: {
  onRefused: (reason: MessageDescriptor) => Promise<void>;
  /** Said under the heading: App's reminder for admins (waitingTimes/PublicationReminder.tsx). */
  notice?: ReactNode;
}) {
  const intl = useIntl();
  // With the time they were loaded: how long each has waited is counted to then.
  const [rows, setRows] = useState<InboxRow[] | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  // The team, once staff_team has answered (null until then).
  const [team, setTeam] = useState<readonly Member[] | null>(null);
  // The signed-in member's user id, for "Mij" (undefined until known).
  const [me, setMe] = useState<string | null | undefined>(undefined);
  const [view, setView] = useState<InboxView>(() => viewOf(window.location.search));
  // A saved view's link (navigate) and the browser's Back and Forward move the address under the
  // mounted inbox: the view follows it, as long as the address is still the inbox's.
  useEffect(
    () =>
      onNavigation(() => {
        if (placeOf(window.location.pathname).name === 'inbox') setView(viewOf(window.location.search));
      }),
    [],
  );
  // The search shown (null: the whole list), and what is typed in the field until it is sent.
  const [query, setQuery] = useState<string | null>(rememberedQuery);
  const [typed, setTyped] = useState(query ?? '');
  const [termError, setTermError] = useState<MessageDescriptor | null>(null);
  // The assignee as the filter reads it: the member's own id is "Mij"; an id that is no current
  // colleague's (once the team is known) is no filter at all, as any other unknown value.
  const colleagues = (team ?? []).filter((member) => !member.removed && member.user_id !== me);
  const assigneeFilter =
    view.assignee === me
      ? 'me'
      : USER_ID.test(view.assignee) && team !== null && !colleagues.some((member) => member.user_id === view.assignee)
        ? 'all'
        : view.assignee;
  const {
    status: statusFilter,
    type: typeFilter,
    held: heldFilter,
    location: locationFilter,
    age: ageFilter,
    insurer: insurerFilter,
    wait: waitFilter,
    sort,
  } = view;
  const current: InboxView = { ...view, assignee: assigneeFilter };
  const choose = (change: Partial<InboxView>) => setView((previous) => ({ ...previous, assignee: assigneeFilter, ...change }));
  const currentSearch = searchOf(current);

  // The view into the address, replacing it (a filter is no step for the browser's Back), and
  // remembered for the registration's back link.
  useEffect(() => {
    if (currentSearch !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${currentSearch}${window.location.hash}`);
    }
    rememberInboxSearch(currentSearch);
  }, [currentSearch]);

  // A new search, or back to the list: nothing shown until its read has answered.
  const show = (next: string | null) => {
    setRows(null);
    setError(null);
    setQuery(next);
  };

  useEffect(() => {
    rememberQuery(query);
    const shown = new AbortController();
    // An audited read: begun (its audit line committed), then made (auditedRead.ts), every page
    // (loadInbox.ts): hosted answers at most max rows per request. A search is one 'search' read.
    void auditedRead(staffRpc, { action: query === null ? 'list' : 'search' }, () =>
      loadAllPages(staffRpc, undefined, query, shown.signal),
    ).then(({ data, error: refused }) => {
      if (shown.signal.aborted) return;
      if (refused) {
        if (endsTheSession(refused)) void onRefused(messageOf(refused));
        else setError(messageOf(refused));
        return;
      }
      setRows(data ?? []);
      setLoadedAt(Date.now());
    });
    return () => shown.abort();
  }, [onRefused, query]);

  // Who is who, to name the assignee and to filter on (no health data; not an audited read).
  useEffect(() => {
    void supabase.rpc('staff_team').then(({ data }) => setTeam((data as Member[] | null) ?? []));
    void supabase.auth.getUser().then(({ data }) => setMe(data.user?.id ?? null));
  }, []);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = typed.trim();
    if (term === '') return show(null);
    // The database's own bounds (private.search_term), said before anything is read or logged.
    if (term.length < 2 || term.length > 100) return setTermError(messageOf({ message: 'staff_search_term' }));
    setTermError(null);
    show(term);
  };

  // Ages, and the days to a call-back, to the day the list was loaded, on Amsterdam's clock.
  const today = todayInAmsterdam(loadedAt === 0 ? new Date() : new Date(loadedAt));

  const shown = useMemo(() => {
    // A search shows all it finds; the filters are for the list.
    if (query !== null) return sortRows(rows ?? [], sort);
    const ageGroup = ageGroups.find((group) => group.id === ageFilter);
    const assigned =
      assigneeFilter === 'all' ? undefined : assigneeFilter === 'none' ? null : assigneeFilter === 'me' ? me : assigneeFilter;
    const matches = (rows ?? []).filter((row) => {
      const age = ageInYears(row.date_of_birth, today);
      return (
        (statusFilter === 'all' || (statusFilter === 'open' ? !closingStatuses.has(row.status) : row.status === statusFilter)) &&
        (typeFilter === 'all' || row.registration_type === typeFilter) &&
        (heldFilter === 'all' || (heldFilter === 'held') === (row.held_reason !== null)) &&
        (locationFilter === 'all' || row.location === locationFilter) &&
        (ageGroup === undefined || (age >= ageGroup.from && age <= ageGroup.to)) &&
        (insurerFilter === 'all' || insurerKeyOf(row.insurance_company) === insurerFilter) &&
        (assigned === undefined || row.assignee === assigned) &&
        (waitFilter === 'all' || waitSignal(row.status, daysWaited(row, loadedAt)) === waitFilter)
      );
    });
    return sortRows(matches, sort);
  }, [
    rows,
    query,
    statusFilter,
    typeFilter,
    heldFilter,
    locationFilter,
    ageFilter,
    insurerFilter,
    assigneeFilter,
    waitFilter,
    me,
    today,
    loadedAt,
    sort,
  ]);
  // "Mij" cannot be told until the member's id is known: the list waits for it, so the count said is right.
  const listed = rows !== null && !(query === null && assigneeFilter === 'me' && me === undefined);

  // The insurers to choose from: those of the site's list the loaded rows name, and "Overig" if any
  // names none (and the chosen one, even if no row names it now).
  const insurerKeys = new Set((rows ?? []).map((row) => insurerKeyOf(row.insurance_company)));
  if (insurerFilter !== 'all') insurerKeys.add(insurerFilter);
  const insurerOptions = [...knownInsurers].filter(([key]) => insurerKeys.has(key));

  const label = (table: Record<string, MessageDescriptor>, code: string) => {
    const found = labelOf(table as never, code) as MessageDescriptor | null;
    return found === null ? code : intl.formatMessage(found);
  };
  const assigneeName = (assignee: string | null) =>
    assignee === null
      ? intl.formatMessage(messages.unassigned)
      : ((team ?? []).find((member) => member.user_id === assignee)?.email ?? intl.formatMessage(messages.colleague));

  return (
    <Stack gap="lg">
      <ScreenHeading>{intl.formatMessage(messages.heading)}</ScreenHeading>
      {notice}
      {error !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(error)}
        </Notice>
      )}
      <form role="search" className={styles.search} onSubmit={search}>
        <SearchField
          label={intl.formatMessage(messages.search)}
          description={intl.formatMessage(messages.searchHint)}
          value={typed}
          onChange={setTyped}
          onClear={() => {
            setTermError(null);
            show(null);
          }}
          autoComplete="off"
          className={styles.searchField}
        />
        <Button type="submit" variant="secondary">
          {intl.formatMessage(messages.searchButton)}
        </Button>
      </form>
      {termError !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(termError)}
        </Notice>
      )}
      <nav aria-label={intl.formatMessage(messages.savedViews)}>
        <ul className={styles.savedViews}>
          {savedViews.map((saved) => (
            <li key={saved.id}>
              <Link
                href={`/${searchOf(applySavedView(saved, current))}`}
                aria-current={isSavedView(saved, current) ? 'true' : undefined}
                isDisabled={query !== null}
                className={styles.savedView}
              >
                {intl.formatMessage(savedViewLabels[saved.id])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.statusFilter)}
          value={statusFilter}
          onChange={(key) => choose({ status: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="open">{intl.formatMessage(messages.openOnly)}</SelectItem>
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          {statuses.map((status) => (
            <SelectItem key={status} id={status}>
              {intl.formatMessage(statusLabels[status])}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.typeFilter)}
          value={typeFilter}
          onChange={(key) => choose({ type: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          {registrationTypes.map((code) => (
            <SelectItem key={code} id={code}>
              {registrationOptionLabels.registration_type[code]}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.heldFilter)}
          value={heldFilter}
          onChange={(key) => choose({ held: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          <SelectItem id="held">{intl.formatMessage(messages.heldOnly)}</SelectItem>
          <SelectItem id="not-held">{intl.formatMessage(messages.notHeld)}</SelectItem>
        </Select>
        <Select
          label={intl.formatMessage(messages.locationFilter)}
          value={locationFilter}
          onChange={(key) => choose({ location: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          {registrationLocations.map((code) => (
            <SelectItem key={code} id={code}>
              {registrationOptionLabels.location[code]}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.ageFilter)}
          value={ageFilter}
          onChange={(key) => choose({ age: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          {ageGroups.map((group) => (
            <SelectItem key={group.id} id={group.id}>
              {intl.formatMessage(ageGroupLabels[group.id])}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={intl.formatMessage(messages.insurerFilter)}
          value={insurerFilter}
          onChange={(key) => choose({ insurer: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          {insurerOptions.map(([key, name]) => (
            <SelectItem key={key} id={key}>
              {name}
            </SelectItem>
          ))}
          {insurerKeys.has(OTHER_INSURER) ? (
            <SelectItem id={OTHER_INSURER}>{intl.formatMessage(messages.otherInsurer)}</SelectItem>
          ) : null}
        </Select>
        <Select
          label={intl.formatMessage(messages.assigneeFilter)}
          value={assigneeFilter}
          onChange={(key) => choose({ assignee: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="all">{intl.formatMessage(messages.everyone)}</SelectItem>
          <SelectItem id="me">{intl.formatMessage(messages.me)}</SelectItem>
          <SelectItem id="none">{intl.formatMessage(messages.unassigned)}</SelectItem>
          {colleagues.map((member) => (
            <SelectItem key={member.user_id} id={member.user_id}>
              {member.email}
            </SelectItem>
          ))}
          {/* An id from the address while the team loads: kept until the team says whether it is a colleague's. */}
          {team === null && USER_ID.test(assigneeFilter) ? (
            <SelectItem id={assigneeFilter}>{intl.formatMessage(messages.colleague)}</SelectItem>
          ) : null}
        </Select>
        <Select
          label={intl.formatMessage(messages.waitFilter)}
          value={waitFilter}
          onChange={(key) => choose({ wait: key })}
          isDisabled={query !== null}
        >
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          <SelectItem id="near">{intl.formatMessage(messages.treeknormNear)}</SelectItem>
          <SelectItem id="over">{intl.formatMessage(messages.treeknormOver)}</SelectItem>
        </Select>
      </div>
      {/* One live region from the start, so each new count is announced (a new region is not). */}
      <p role="status">
        {listed
          ? intl.formatMessage(query === null ? valueMessages.shown : valueMessages.found, { count: shown.length })
          : error === null
            ? intl.formatMessage(query === null ? messages.loading : messages.searching)
            : ''}
      </p>
      {!listed ? null : (
        <div className={styles.tableFrame}>
          <Table
            aria-label={intl.formatMessage(messages.tableLabel)}
            className={styles.table}
            sortDescriptor={sort}
            onSortChange={(next: SortDescriptor) => choose({ sort: next })}
          >
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting className={styles.column}>
                {intl.formatMessage(messages.name)}
              </Column>
              <Column id="created_at" allowsSorting className={styles.column}>
                {intl.formatMessage(messages.received)}
              </Column>
              <Column id="age" className={styles.column}>
                {intl.formatMessage(messages.age)}
              </Column>
              <Column id="registration_type" allowsSorting className={styles.column}>
                {intl.formatMessage(messages.type)}
              </Column>
              <Column id="location" allowsSorting className={styles.column}>
                {intl.formatMessage(messages.location)}
              </Column>
              <Column id="insurer" className={styles.column}>
                {intl.formatMessage(messages.insurer)}
              </Column>
              <Column id="status" allowsSorting className={styles.column}>
                {intl.formatMessage(messages.status)}
              </Column>
              <Column id="waiting" className={styles.column}>
                {intl.formatMessage(messages.waiting)}
              </Column>
              <Column id="assignee" className={styles.column}>
                {intl.formatMessage(messages.assignee)}
              </Column>
              <Column id="letter" className={styles.column}>
                {intl.formatMessage(messages.letter)}
              </Column>
              <Column id="preferred_language" className={styles.column}>
                {intl.formatMessage(messages.language)}
              </Column>
            </TableHeader>
            <TableBody
              items={shown}
              renderEmptyState={() => <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>}
            >
              {(row) => (
                <Row
                  id={row.id}
                  href={hrefOf({ name: 'registration', id: row.id })}
                  className={styles.row}
                  textValue={intl.formatMessage(valueMessages.open, { name: personOf(row) })}
                >
                  <Cell className={styles.cell}>
                    <VisitorText text={personOf(row)} />
                    {row.child_name !== null && (
                      <span className={styles.secondLine}>
                        {intl.formatMessage(valueMessages.parent, { name: <VisitorText text={row.full_name} /> })}
                      </span>
                    )}
                  </Cell>
                  <Cell className={styles.cell}>
                    {intl.formatDate(row.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Cell>
                  <Cell className={styles.cell}>
                    {intl.formatMessage(valueMessages.years, { age: ageInYears(row.date_of_birth, today) })}
                  </Cell>
                  <Cell className={styles.cell}>{optionLabel('registration_type', row.registration_type)}</Cell>
                  <Cell className={styles.cell}>{optionLabel('location', row.location)}</Cell>
                  <Cell className={styles.cell}>
                    <VisitorText text={row.insurance_company} />
                  </Cell>
                  <Cell className={styles.cell}>
                    <UrgencyBadge urgency={row.urgency} />
                    <Badge tone={row.status === 'new' ? 'brand' : 'neutral'}>
                      {intl.formatMessage(statusLabels[row.status])}
                    </Badge>
                    {row.held_reason !== null && (
                      // Held during a flood or for an unreadable address: a real registration that
                      // got no e-mail of its own (the held summary names it, or will).
                      <Badge tone="warning">
                        {row.held
                          ? intl.formatMessage(valueMessages.heldWaiting, { reason: label(heldReasonLabels, row.held_reason) })
                          : label(heldReasonLabels, row.held_reason)}
                      </Badge>
                    )}
                    {/* A closed case has no call to make, whatever its last attempt said. */}
                    {!closingStatuses.has(row.status) && <CallBackBadge callBack={callBackOf(row.call_back_on, today)} />}
                    {row.same_bsn && <Badge tone="warning">{intl.formatMessage(messages.sameBsn)}</Badge>}
                    {row.same_name_and_birth && <Badge tone="warning">{intl.formatMessage(messages.sameNameAndBirth)}</Badge>}
                  </Cell>
                  <Cell className={styles.cell}>
                    <WaitingDays status={row.status} days={daysWaited(row, loadedAt)} />
                  </Cell>
                  <Cell className={`${styles.cell} ${styles.address}`}>{assigneeName(row.assignee)}</Cell>
                  <Cell className={styles.cell}>
                    {row.letter_check === 'ok' ? (
                      intl.formatMessage(messages.letterOk)
                    ) : (
                      <Badge tone="warning">
                        {intl.formatMessage(
                          row.letter_check === null
                            ? messages.letterUnchecked
                            : row.letter_check === 'missing'
                              ? messages.letterMissing
                              : row.letter_check === 'too-complex'
                                ? messages.letterTooComplex
                                : messages.letterFlagged,
                        )}
                      </Badge>
                    )}
                  </Cell>
                  <Cell className={styles.cell}>{optionLabel('preferred_language', row.preferred_language)}</Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </div>
      )}
    </Stack>
  );
}

/** How long a registration has waited, marked near and past the Treeknorm while it still waits. */
function WaitingDays({ status, days }: { status: Status; days: number }) {
  const intl = useIntl();
  const signal = waitSignal(status, days);
  return (
    <>
      {intl.formatMessage(valueMessages.days, { days })}
      {signal !== null && (
        <>
          {' '}
          <Badge tone={signal === 'over' ? 'critical' : 'warning'}>
            {intl.formatMessage(signal === 'over' ? messages.treeknormOver : messages.treeknormNear)}
          </Badge>
        </>
      )}
    </>
  );
}

/** When to call the person back (the newest contact attempt's date): stronger as the day comes and goes. */
function CallBackBadge({ callBack }: { callBack: CallBack | null }) {
  const intl = useIntl();
  if (callBack === null) return null;
  const tone = callBack.when === 'overdue' ? 'critical' : callBack.when === 'today' ? 'warning' : 'neutral';
  return <Badge tone={tone}>{callBackText(intl, callBack)}</Badge>;
}
