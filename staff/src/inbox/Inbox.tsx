import { useEffect, useMemo, useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue } from 'react-intl';
import { Badge, Notice, Select, SelectItem, Stack } from '@ankerlicht/ui';
import { messageOf, refusalReason } from '../errors.ts';
import {
  heldReasonLabels,
  labelOf,
  languageLabels,
  locationLabels,
  statuses,
  statusLabels,
  typeLabels,
  type Status,
} from '../labels.ts';
import { hrefOf } from '../navigation.ts';
import { sortRows, type InboxRow } from './sortRows.ts';
import { auditedRead, staffRpc } from './auditedRead.ts';
import { rememberInboxSearch, searchOf, viewOf, type InboxView } from './inboxView.ts';
import { loadAllPages } from './loadInbox.ts';
import * as styles from './inbox.css.ts';
import { ScreenHeading } from '../ScreenHeading.tsx';
import { waitSignal } from './treeknorm.ts';

const messages = defineMessages({
  heading: { id: 'staff.inbox.heading', defaultMessage: 'Aanmeldingen' },
  tableLabel: { id: 'staff.inbox.tableLabel', defaultMessage: 'Aanmeldingen, nieuwste eerst' },
  received: { id: 'staff.inbox.received', defaultMessage: 'Ontvangen' },
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
  treeknormNear: { id: 'staff.inbox.treeknormNear', defaultMessage: 'Bijna over de treeknorm' },
  treeknormOver: { id: 'staff.inbox.treeknormOver', defaultMessage: 'Over de treeknorm' },
  statusFilter: { id: 'staff.inbox.statusFilter', defaultMessage: 'Filteren op status' },
  typeFilter: { id: 'staff.inbox.typeFilter', defaultMessage: 'Filteren op afdeling' },
  heldFilter: { id: 'staff.inbox.heldFilter', defaultMessage: 'Vastgehouden' },
  heldOnly: { id: 'staff.inbox.heldOnly', defaultMessage: 'Alleen vastgehouden' },
  notHeld: { id: 'staff.inbox.notHeld', defaultMessage: 'Niet vastgehouden' },
  all: { id: 'staff.inbox.all', defaultMessage: 'Alle' },
  openOnly: { id: 'staff.inbox.openOnly', defaultMessage: 'Alle open aanmeldingen' },
  empty: { id: 'staff.inbox.empty', defaultMessage: 'Geen aanmeldingen die bij deze keuze passen.' },
  loading: { id: 'staff.inbox.loading', defaultMessage: 'Aanmeldingen laden…' },
});

const valueMessages = defineMessages<{
  readonly days: { readonly days: MessageValue };
  readonly open: { readonly date: MessageValue };
  readonly heldWaiting: { readonly reason: MessageValue };
  readonly shown: { readonly count: MessageValue };
}>({
  days: { id: 'staff.inbox.days', defaultMessage: '{days, plural, one {# dag} other {# dagen}}' },
  open: { id: 'staff.inbox.open', defaultMessage: 'Aanmelding van {date} openen' },
  // Still held: the held summary has not named it yet.
  heldWaiting: { id: 'staff.inbox.heldWaiting', defaultMessage: '{reason} (nog niet gemeld)' },
  // Said (politely) each time the filters change what the table shows.
  shown: {
    id: 'staff.inbox.shown',
    defaultMessage: '{count, plural, =0 {Geen aanmeldingen getoond} one {# aanmelding getoond} other {# aanmeldingen getoond}}',
  },
});

const DAY_MS = 86_400_000;

/**
 * The list of registrations, filtered by status, type and held. Each row opens the registration.
 * The filters and the order live in the address's query (inboxView.ts).
 */
export function Inbox({ onRefused }: { onRefused: (reason: MessageDescriptor) => Promise<void> }) {
  const intl = useIntl();
  // With the time they were loaded: how long each has waited is counted to then.
  const [rows, setRows] = useState<InboxRow[] | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [view, setView] = useState<InboxView>(() => viewOf(window.location.search));
  const { status: statusFilter, type: typeFilter, held: heldFilter, sort } = view;
  const choose = (change: Partial<InboxView>) => setView((current) => ({ ...current, ...change }));

  // The view into the address, replacing it (a filter is no step for the browser's Back), and
  // remembered for the registration's back link.
  useEffect(() => {
    const search = searchOf(view);
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    }
    rememberInboxSearch(search);
  }, [view]);

  useEffect(() => {
    // An audited read: begun (its audit line committed), then made (auditedRead.ts), every page of
    // the list (loadInbox.ts): hosted answers at most max rows per request.
    void auditedRead(staffRpc, { action: 'list' }, () => loadAllPages(staffRpc)).then(({ data, error: refused }) => {
      if (refused) {
        if (refusalReason(refused) === 'staff_session_ended') void onRefused(messageOf(refused));
        else setError(messageOf(refused));
        return;
      }
      setRows(data ?? []);
      setLoadedAt(Date.now());
    });
  }, [onRefused]);

  const shown = useMemo(() => {
    const closed: readonly string[] = ['referred_elsewhere', 'declined', 'withdrawn'];
    const matches = (rows ?? []).filter(
      (row) =>
        (statusFilter === 'all' || (statusFilter === 'open' ? !closed.includes(row.status) : row.status === statusFilter)) &&
        (typeFilter === 'all' || row.registration_type === typeFilter) &&
        (heldFilter === 'all' || (heldFilter === 'held') === (row.held_reason !== null)),
    );
    return sortRows(matches, sort);
  }, [rows, statusFilter, typeFilter, heldFilter, sort]);

  const label = (table: Record<string, MessageDescriptor>, code: string) => {
    const found = labelOf(table as never, code) as MessageDescriptor | null;
    return found === null ? code : intl.formatMessage(found);
  };

  return (
    <Stack gap="lg">
      <ScreenHeading>{intl.formatMessage(messages.heading)}</ScreenHeading>
      {error !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(error)}
        </Notice>
      )}
      <div className={styles.filters}>
        <Select
          label={intl.formatMessage(messages.statusFilter)}
          value={statusFilter}
          onChange={(key) => choose({ status: key })}
        >
          <SelectItem id="open">{intl.formatMessage(messages.openOnly)}</SelectItem>
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          {statuses.map((status) => (
            <SelectItem key={status} id={status}>
              {intl.formatMessage(statusLabels[status])}
            </SelectItem>
          ))}
        </Select>
        <Select label={intl.formatMessage(messages.typeFilter)} value={typeFilter} onChange={(key) => choose({ type: key })}>
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          <SelectItem id="adults">{intl.formatMessage(typeLabels.adults)}</SelectItem>
          <SelectItem id="children">{intl.formatMessage(typeLabels.children)}</SelectItem>
        </Select>
        <Select label={intl.formatMessage(messages.heldFilter)} value={heldFilter} onChange={(key) => choose({ held: key })}>
          <SelectItem id="all">{intl.formatMessage(messages.all)}</SelectItem>
          <SelectItem id="held">{intl.formatMessage(messages.heldOnly)}</SelectItem>
          <SelectItem id="not-held">{intl.formatMessage(messages.notHeld)}</SelectItem>
        </Select>
      </div>
      {/* One live region from the start, so each new count is announced (a new region is not). */}
      <p role="status">
        {rows !== null
          ? intl.formatMessage(valueMessages.shown, { count: shown.length })
          : error === null
            ? intl.formatMessage(messages.loading)
            : ''}
      </p>
      {rows === null && error === null ? null : (
        <div className={styles.tableFrame}>
          <Table
            aria-label={intl.formatMessage(messages.tableLabel)}
            className={styles.table}
            sortDescriptor={sort}
            onSortChange={(next: SortDescriptor) => choose({ sort: next })}
          >
            <TableHeader>
              <Column id="created_at" isRowHeader allowsSorting className={styles.column}>
                {intl.formatMessage(messages.received)}
              </Column>
              <Column id="registration_type" allowsSorting className={styles.column}>
                {intl.formatMessage(messages.type)}
              </Column>
              <Column id="location" allowsSorting className={styles.column}>
                {intl.formatMessage(messages.location)}
              </Column>
              <Column id="preferred_language" className={styles.column}>
                {intl.formatMessage(messages.language)}
              </Column>
              <Column id="status" allowsSorting className={styles.column}>
                {intl.formatMessage(messages.status)}
              </Column>
              <Column id="waiting" className={styles.column}>
                {intl.formatMessage(messages.waiting)}
              </Column>
              <Column id="letter" className={styles.column}>
                {intl.formatMessage(messages.letter)}
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
                  textValue={intl.formatMessage(valueMessages.open, {
                    date: intl.formatDate(row.created_at, { dateStyle: 'medium' }),
                  })}
                >
                  <Cell className={styles.cell}>
                    {intl.formatDate(row.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Cell>
                  <Cell className={styles.cell}>{label(typeLabels, row.registration_type)}</Cell>
                  <Cell className={styles.cell}>{label(locationLabels, row.location)}</Cell>
                  <Cell className={styles.cell}>{label(languageLabels, row.preferred_language)}</Cell>
                  <Cell className={styles.cell}>
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
                    {row.same_bsn && <Badge tone="warning">{intl.formatMessage(messages.sameBsn)}</Badge>}
                  </Cell>
                  <Cell className={styles.cell}>
                    <WaitingDays status={row.status} days={Math.floor((loadedAt - Date.parse(row.created_at)) / DAY_MS)} />
                  </Cell>
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
