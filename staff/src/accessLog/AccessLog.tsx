import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue } from 'react-intl';
import { Button, DateField, Link, Notice, Select, SelectItem, Stack, TextField } from '@ankerlicht/ui';
import { registrationReference } from '@ankerlicht/registration';
import { endsTheSession, messageOf } from '../errors.ts';
import { auditActionLabels, labelOf } from '../labels.ts';
import { hrefOf } from '../navigation.ts';
import { ScreenHeading } from '../ScreenHeading.tsx';
import { supabase } from '../supabase.ts';
import { staffRpc } from '../inbox/auditedRead.ts';
import { inboxHref } from '../inbox/inboxView.ts';
import { todayInAmsterdam } from '../inbox/age.ts';
import {
  ACCESS_LOG_PAGE_SIZE,
  isDay,
  isReference,
  noFilters,
  readAll,
  readPage,
  type AccessLogFilters,
  type AccessLogLine,
} from './accessLogQuery.ts';
import { amsterdamTimestamp, csvFile } from './csv.ts';
import * as inboxStyles from '../inbox/inbox.css.ts';
import * as styles from './accessLog.css.ts';

const messages = defineMessages({
  heading: { id: 'staff.accessLog.heading', defaultMessage: 'Inzagelog' },
  intro: {
    id: 'staff.accessLog.intro',
    defaultMessage:
      'Voor alle aanmeldingen: wie een aanmelding heeft bekeken of gewijzigd, en wanneer. Het log zelf bevat geen gezondheidsgegevens. Ook het bekijken en downloaden van dit log wordt vastgelegd.',
  },
  back: { id: 'staff.accessLog.back', defaultMessage: 'Terug naar de aanmeldingen' },
  loading: { id: 'staff.accessLog.loading', defaultMessage: 'Even geduld…' },
  filtersHeading: { id: 'staff.accessLog.filtersHeading', defaultMessage: 'Wat wilt u zien?' },
  member: { id: 'staff.accessLog.member', defaultMessage: 'Medewerker' },
  // A hint like the dates' beside it, so that the three fields' labels line up.
  memberHint: { id: 'staff.accessLog.memberHint', defaultMessage: 'Wie iets bekeek of wijzigde.' },
  everyone: { id: 'staff.accessLog.everyone', defaultMessage: 'Iedereen' },
  from: { id: 'staff.accessLog.from', defaultMessage: 'Van' },
  fromHint: {
    id: 'staff.accessLog.fromHint',
    defaultMessage: 'Vanaf het begin van deze dag. Leeg: vanaf het begin van het log.',
  },
  to: { id: 'staff.accessLog.to', defaultMessage: 'Tot en met' },
  toHint: { id: 'staff.accessLog.toHint', defaultMessage: 'Tot het einde van deze dag. Leeg: tot nu.' },
  // Days are the team's days, on Amsterdam's clock (accessLogQuery.ts).
  dayInvalid: {
    id: 'staff.accessLog.dayInvalid',
    defaultMessage: 'Vul een bestaande datum in: dag, maand en jaar in cijfers, bijvoorbeeld 1 12 2026.',
  },
  toBeforeFrom: { id: 'staff.accessLog.toBeforeFrom', defaultMessage: 'Deze datum ligt vóór de datum bij ‘Van’.' },
  registration: { id: 'staff.accessLog.registration', defaultMessage: 'Aanmelding' },
  registrationHint: {
    id: 'staff.accessLog.registrationHint',
    defaultMessage: 'Het kenmerk: de eerste 8 tekens uit de e-mail aan het team. Leeg: alle aanmeldingen.',
  },
  show: { id: 'staff.accessLog.show', defaultMessage: 'Tonen' },
  download: { id: 'staff.accessLog.download', defaultMessage: 'CSV downloaden' },
  downloadHint: {
    id: 'staff.accessLog.downloadHint',
    defaultMessage:
      'Het CSV-bestand bevat alle regels die bij deze keuze passen, voor Excel. Bewaar het alleen waar het nodig is en verwijder het daarna.',
  },
  tableLabel: { id: 'staff.accessLog.tableLabel', defaultMessage: 'Inzagelog, nieuwste eerst' },
  at: { id: 'staff.accessLog.at', defaultMessage: 'Tijdstip' },
  actor: { id: 'staff.accessLog.actor', defaultMessage: 'Medewerker' },
  action: { id: 'staff.accessLog.action', defaultMessage: 'Handeling' },
  // Only on a change of membership: whose access was given or withdrawn.
  concerned: { id: 'staff.accessLog.concerned', defaultMessage: 'Betrokken medewerker' },
  // The schedule that deletes a registration after its retention period acts as nobody.
  system: { id: 'staff.accessLog.system', defaultMessage: 'Het systeem' },
  empty: { id: 'staff.accessLog.empty', defaultMessage: 'Geen regels die bij deze keuze passen.' },
  more: { id: 'staff.accessLog.more', defaultMessage: 'Meer tonen' },
  noMore: { id: 'staff.accessLog.noMore', defaultMessage: 'Er zijn geen oudere regels.' },
  reading: { id: 'staff.accessLog.reading', defaultMessage: 'Inzagelog laden…' },
  exporting: { id: 'staff.accessLog.exporting', defaultMessage: 'CSV-bestand maken…' },
});

type V = MessageValue;
const valueMessages = defineMessages<{
  readonly removedMember: { readonly email: V };
  readonly shown: { readonly count: V };
  readonly downloaded: { readonly count: V; readonly file: V };
  readonly cut: { readonly count: V; readonly file: V };
}>({
  // In the member filter: someone whose access was withdrawn, whose earlier lines are still there.
  removedMember: { id: 'staff.accessLog.removedMember', defaultMessage: '{email} (geen toegang meer)' },
  // Said (politely) each time the table changes.
  shown: {
    id: 'staff.accessLog.shown',
    defaultMessage: '{count, plural, =0 {Geen regels gevonden} one {# regel getoond} other {# regels getoond}}',
  },
  downloaded: {
    id: 'staff.accessLog.downloaded',
    defaultMessage: '{count, plural, one {# regel} other {# regels}} gedownload in {file}.',
  },
  cut: {
    id: 'staff.accessLog.cut',
    defaultMessage:
      '{count, plural, one {Alleen de nieuwste regel is} other {Alleen de nieuwste # regels zijn}} gedownload in {file}: er zijn er meer. Kies een kortere periode en download de rest apart.',
  },
});

/** The member filter's key for everyone (a member's key is their user id). */
const EVERYONE = 'everyone';

/** The fields an error can name: focused when it is said, so the reader hears it with the field. */
const fieldIds = { from: 'access-log-from', to: 'access-log-to', registration: 'access-log-registration' } as const;
type FieldErrors = Partial<Record<keyof typeof fieldIds, MessageDescriptor>>;

/** A member of the team (staff_team): the filter's choices, and to name who acted. */
type Member = { user_id: string; email: string; role: 'screener' | 'admin'; removed: boolean };

/** What the table shows: the lines read so far, for the filters they were read with. */
type Shown = { filters: AccessLogFilters; lines: AccessLogLine[]; more: boolean };

/**
 * The audit log across all registrations, for admins and the privacy officer (issue 51): who
 * looked at or changed which registration and when, filtered by member, period and registration,
 * and as a CSV file. Every page shown and every export is an audited read of its own
 * ('read_access_log'); the database refuses anyone but an admin. The filters stay in this screen
 * (not the address), and the export goes straight to a download, never to storage.
 */
export function AccessLog({ onRefused }: { onRefused: (reason: MessageDescriptor) => Promise<void> }) {
  const intl = useIntl();
  const [me, setMe] = useState<string | null>(null);
  const [team, setTeam] = useState<readonly Member[] | null>(null);
  const [filters, setFilters] = useState<AccessLogFilters>(noFilters);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<'show' | 'more' | 'export' | null>(null);
  const [exported, setExported] = useState<{ count: number; file: string; cut: boolean } | null>(null);
  /** Said where "Meer tonen" was, and focused, once no older lines are left. */
  const noMore = useRef<HTMLParagraphElement>(null);
  const [focusNoMore, setFocusNoMore] = useState(false);
  const { who, actionOf } = useNames(team);

  useEffect(() => {
    void supabase.auth.getUser().then(({ data }) => setMe(data.user?.id ?? null));
    void supabase.rpc('staff_team').then(({ data }) => setTeam((data as Member[] | null) ?? []));
  }, []);

  useEffect(() => {
    if (focusNoMore) noMore.current?.focus();
  }, [focusNoMore]);

  const set = (change: Partial<AccessLogFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setFieldErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as keyof FieldErrors];
      return next;
    });
  };

  /** A refusal that ends the session signs out; any other is shown. */
  const refused = (failure: { message?: string; code?: string }) => {
    if (endsTheSession(failure)) void onRefused(messageOf(failure));
    else setError(messageOf(failure));
  };

  /**
   * The filters, checked as the database would (a reference) and for what it cannot know (a
   * half-typed date, a period backwards): said at the field, first one focused, nothing read.
   */
  function checked(): AccessLogFilters | null {
    const errors: FieldErrors = {};
    if (filters.from !== '' && !isDay(filters.from)) errors.from = messages.dayInvalid;
    if (filters.to !== '' && !isDay(filters.to)) errors.to = messages.dayInvalid;
    else if (errors.from === undefined && filters.from !== '' && filters.to !== '' && filters.to < filters.from)
      errors.to = messages.toBeforeFrom;
    if (filters.registration.trim() !== '' && !isReference(filters.registration))
      errors.registration = messageOf({ message: 'staff_access_log_reference' });
    setFieldErrors(errors);
    const first = (Object.keys(fieldIds) as Array<keyof typeof fieldIds>).find((key) => errors[key] !== undefined);
    if (first === undefined) return filters;
    document.getElementById(fieldIds[first])?.focus();
    return null;
  }

  async function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const asked = checked();
    if (asked === null) return;
    setError(null);
    setExported(null);
    setShown(null);
    setFocusNoMore(false);
    setBusy('show');
    const { data, error: failure } = await readPage(staffRpc, asked, null);
    setBusy(null);
    if (failure) return refused(failure);
    const lines = data ?? [];
    setShown({ filters: asked, lines, more: lines.length >= ACCESS_LOG_PAGE_SIZE });
  }

  /** The next page for the same filters, from the last line shown: begun anew (a logged read). */
  async function more() {
    if (shown === null) return;
    setError(null);
    setBusy('more');
    const last = shown.lines.at(-1) ?? null;
    const { data, error: failure } = await readPage(staffRpc, shown.filters, last && { at: last.at, id: last.id });
    setBusy(null);
    if (failure) return refused(failure);
    const page = data ?? [];
    // Full pages until the last (config.toml's max_rows is above the page); an empty one ends it too.
    const hasMore = page.length >= ACCESS_LOG_PAGE_SIZE;
    setShown({ ...shown, lines: [...shown.lines, ...page], more: hasMore });
    if (!hasMore) setFocusNoMore(true);
  }

  async function download() {
    const asked = checked();
    if (asked === null) return;
    setError(null);
    setExported(null);
    setBusy('export');
    const { data, error: failure } = await readAll(staffRpc, asked);
    setBusy(null);
    if (failure || data === null) return refused(failure ?? {});
    const file = `inzagelog-${asked.from || 'begin'}-${asked.to || todayInAmsterdam()}.csv`;
    const header = [messages.at, messages.actor, messages.action, messages.registration, messages.concerned].map((message) =>
      intl.formatMessage(message),
    );
    const rows = data.lines.map((line) => [
      amsterdamTimestamp(line.at),
      who(line.actor),
      actionOf(line.action),
      line.registration_id === null ? '' : registrationReference(line.registration_id),
      line.member === null ? '' : who(line.member),
    ]);
    // Straight from memory to a download: nothing of it in storage or the address.
    const url = URL.createObjectURL(new Blob([csvFile(header, rows)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setExported({ count: data.lines.length, file, cut: data.cut });
  }

  const back = <Link href={inboxHref()}>{intl.formatMessage(messages.back)}</Link>;
  if (team === null || me === null) {
    return (
      <Stack gap="md">
        {back}
        <p role="status">{intl.formatMessage(messages.loading)}</p>
      </Stack>
    );
  }
  // The database refuses anyone else anyway; this says so before anything is asked.
  if (!team.some((member) => member.user_id === me && member.role === 'admin' && !member.removed)) {
    return (
      <Stack gap="lg">
        {back}
        <ScreenHeading>{intl.formatMessage(messages.heading)}</ScreenHeading>
        <Notice tone="warning">{intl.formatMessage(messageOf({ message: 'staff_admin_only' }))}</Notice>
      </Stack>
    );
  }

  const fieldError = (key: keyof FieldErrors) => {
    const message = fieldErrors[key];
    return message === undefined ? undefined : intl.formatMessage(message);
  };

  return (
    <Stack gap="lg">
      {back}
      <ScreenHeading>{intl.formatMessage(messages.heading)}</ScreenHeading>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <section aria-labelledby="access-log-filters">
        <Stack gap="md">
          <h2 id="access-log-filters">{intl.formatMessage(messages.filtersHeading)}</h2>
          <form className={styles.form} onSubmit={(event) => void show(event)} noValidate>
            <div className={inboxStyles.filters}>
              <Select
                label={intl.formatMessage(messages.member)}
                description={intl.formatMessage(messages.memberHint)}
                value={filters.member ?? EVERYONE}
                onChange={(key) => set({ member: key === EVERYONE ? null : key })}
              >
                <SelectItem id={EVERYONE}>{intl.formatMessage(messages.everyone)}</SelectItem>
                {team.map((member) => (
                  <SelectItem key={member.user_id} id={member.user_id}>
                    {member.removed ? intl.formatMessage(valueMessages.removedMember, { email: member.email }) : member.email}
                  </SelectItem>
                ))}
              </Select>
              <DateField
                id={fieldIds.from}
                label={intl.formatMessage(messages.from)}
                description={intl.formatMessage(messages.fromHint)}
                errorMessage={fieldError('from')}
                value={filters.from}
                onChange={(from) => set({ from })}
              />
              <DateField
                id={fieldIds.to}
                label={intl.formatMessage(messages.to)}
                description={intl.formatMessage(messages.toHint)}
                errorMessage={fieldError('to')}
                value={filters.to}
                onChange={(to) => set({ to })}
              />
              <TextField
                id={fieldIds.registration}
                label={intl.formatMessage(messages.registration)}
                description={intl.formatMessage(messages.registrationHint)}
                errorMessage={fieldError('registration')}
                value={filters.registration}
                onChange={(registration) => set({ registration })}
                autoComplete="off"
                maxLength={36}
                className={styles.reference}
              />
            </div>
            <Stack direction="horizontal" gap="md" align="center">
              <Button type="submit" isPending={busy === 'show'}>
                {intl.formatMessage(messages.show)}
              </Button>
              <Button variant="secondary" isPending={busy === 'export'} onPress={() => void download()}>
                {intl.formatMessage(messages.download)}
              </Button>
            </Stack>
            <p className={styles.hint}>{intl.formatMessage(messages.downloadHint)}</p>
          </form>
        </Stack>
      </section>
      {error !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(error)}
        </Notice>
      )}
      {exported !== null && (
        <Notice tone={exported.cut ? 'warning' : 'success'} announce="polite">
          {intl.formatMessage(exported.cut ? valueMessages.cut : valueMessages.downloaded, {
            count: exported.count,
            file: exported.file,
          })}
        </Notice>
      )}
      {/* One live region from the start, so each new count is announced (a new region is not). */}
      <p role="status">
        {busy === 'show' || busy === 'more'
          ? intl.formatMessage(messages.reading)
          : busy === 'export'
            ? intl.formatMessage(messages.exporting)
            : shown !== null
              ? intl.formatMessage(valueMessages.shown, { count: shown.lines.length })
              : ''}
      </p>
      {shown !== null && (
        <>
          <LogTable lines={shown.lines} team={team} />
          {shown.more ? (
            <div>
              <Button variant="secondary" isPending={busy === 'more'} onPress={() => void more()}>
                {intl.formatMessage(messages.more)}
              </Button>
            </div>
          ) : (
            shown.lines.length >= ACCESS_LOG_PAGE_SIZE && (
              <p ref={noMore} tabIndex={-1} className={styles.noMore}>
                {intl.formatMessage(messages.noMore)}
              </p>
            )
          )}
        </>
      )}
    </Stack>
  );
}

/** Who acted (or was concerned), and what they did, in words. */
function useNames(team: readonly Member[] | null) {
  const intl = useIntl();
  return {
    /** Their e-mail address, the system for none, or the id of someone not in the team's list. */
    who: (user: string | null) =>
      user === null ? intl.formatMessage(messages.system) : (team?.find((member) => member.user_id === user)?.email ?? user),
    actionOf: (code: string) => {
      const found = labelOf(auditActionLabels, code);
      return found === null ? code : intl.formatMessage(found);
    },
  };
}

/**
 * The lines shown, in React Aria's table as the inbox's. Apart (memo), so that typing in the
 * filters does not draw its hundreds of rows again at every key.
 */
const LogTable = memo(function LogTable({ lines, team }: { lines: AccessLogLine[]; team: readonly Member[] }) {
  const intl = useIntl();
  const { who, actionOf } = useNames(team);
  return (
    <div className={inboxStyles.tableFrame}>
      <Table aria-label={intl.formatMessage(messages.tableLabel)} className={inboxStyles.table}>
        <TableHeader>
          <Column id="at" isRowHeader className={inboxStyles.column}>
            {intl.formatMessage(messages.at)}
          </Column>
          <Column id="actor" className={inboxStyles.column}>
            {intl.formatMessage(messages.actor)}
          </Column>
          <Column id="action" className={inboxStyles.column}>
            {intl.formatMessage(messages.action)}
          </Column>
          <Column id="registration" className={inboxStyles.column}>
            {intl.formatMessage(messages.registration)}
          </Column>
          <Column id="member" className={inboxStyles.column}>
            {intl.formatMessage(messages.concerned)}
          </Column>
        </TableHeader>
        <TableBody
          items={lines}
          renderEmptyState={() => <p className={inboxStyles.empty}>{intl.formatMessage(messages.empty)}</p>}
        >
          {(line) => (
            <Row id={line.id} className={styles.row}>
              <Cell className={inboxStyles.cell}>
                {intl.formatDate(line.at, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Amsterdam' })}
              </Cell>
              <Cell className={inboxStyles.cell}>{who(line.actor)}</Cell>
              <Cell className={inboxStyles.cell}>{actionOf(line.action)}</Cell>
              <Cell className={inboxStyles.cell}>
                {line.registration_id !== null && (
                  <Link href={hrefOf({ name: 'registration', id: line.registration_id })}>
                    {registrationReference(line.registration_id)}
                  </Link>
                )}
              </Cell>
              <Cell className={inboxStyles.cell}>{line.member === null ? '' : who(line.member)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
});
