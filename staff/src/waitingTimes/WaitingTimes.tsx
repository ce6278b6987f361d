import { useEffect, useEffectEvent, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue } from 'react-intl';
import { Link, Notice, Stack } from '@ankerlicht/ui';
import { optionLabel, registrationLocations, registrationTypes } from '@ankerlicht/registration';
import { endsTheSession, messageOf } from '../errors.ts';
import { ScreenHeading } from '../ScreenHeading.tsx';
import { staffRpc } from '../inbox/auditedRead.ts';
import { inboxHref } from '../inbox/inboxView.ts';
import { supabase } from '../supabase.ts';
import { readWaitingTimes, weeksOf, type WaitingTimesRow } from './waitingTimesQuery.ts';
import { readPublications, type Publication } from './publication.ts';
import { monthsToPublish, PublishWaitingTimes } from './PublishWaitingTimes.tsx';
import { PublicationHistory, type Member } from './PublicationHistory.tsx';
import * as styles from './waitingTimes.css.ts';

const messages = defineMessages({
  heading: { id: 'staff.waitingTimes.heading', defaultMessage: 'Wachttijden' },
  intro: {
    id: 'staff.waitingTimes.intro',
    defaultMessage:
      'Berekend uit de aanmeldingen zelf. Per maand het gemiddelde van de wachttijden die in die maand of de maand ervoor eindigden (de ‘retrospectieve’ wachttijd van de NZa, nog niet per hoofddiagnosegroep). Aanmeldingswachttijd: van de aanmelding tot ‘Intake gehouden’. Behandelingswachttijd: van ‘Intake gehouden’ tot ‘In behandeling’. Treeknorm: maximaal 4 weken van aanmelding tot intake, maximaal 10 weken van intake tot start behandeling. Wachtend: het aantal mensen dat aan het eind van de maand wachtte (voor de lopende maand: nu).',
  },
  back: { id: 'staff.waitingTimes.back', defaultMessage: 'Terug naar de aanmeldingen' },
  loading: { id: 'staff.waitingTimes.loading', defaultMessage: 'Wachttijden berekenen…' },
  loadingPublications: { id: 'staff.waitingTimes.loadingPublications', defaultMessage: 'Publicaties laden…' },
  month: { id: 'staff.waitingTimes.month', defaultMessage: 'Maand' },
  // With a soft hyphen (U+00AD) where a narrow column may break the word.
  intakeWait: { id: 'staff.waitingTimes.intakeWait', defaultMessage: 'Gem. aanmeldings\u00ADwachttijd' },
  treatmentWait: { id: 'staff.waitingTimes.treatmentWait', defaultMessage: 'Gem. behandelings\u00ADwachttijd' },
  // Of the waits that ended in the two months: within and past the Treeknorm (4 and 10 weeks).
  intakesWithin: { id: 'staff.waitingTimes.intakesWithin', defaultMessage: 'Intakes binnen 4 weken' },
  intakesOutside: { id: 'staff.waitingTimes.intakesOutside', defaultMessage: 'Intakes na meer dan 4 weken' },
  treatmentsWithin: {
    id: 'staff.waitingTimes.treatmentsWithin',
    defaultMessage: 'Behandel\u00ADstarts binnen 10 weken na intake',
  },
  treatmentsOutside: {
    id: 'staff.waitingTimes.treatmentsOutside',
    defaultMessage: 'Behandel\u00ADstarts na meer dan 10 weken na intake',
  },
  waitingForIntake: { id: 'staff.waitingTimes.waitingForIntake', defaultMessage: 'Wachtend op intake' },
  waitingForTreatment: { id: 'staff.waitingTimes.waitingForTreatment', defaultMessage: 'Wachtend op behandeling' },
  // In an average's cell: none to average, or too few to show (below the threshold).
  noIntakes: { id: 'staff.waitingTimes.noIntakes', defaultMessage: 'geen intakes' },
  fewIntakes: { id: 'staff.waitingTimes.fewIntakes', defaultMessage: 'te weinig intakes' },
  noTreatments: { id: 'staff.waitingTimes.noTreatments', defaultMessage: 'geen behandelstarts' },
  fewTreatments: { id: 'staff.waitingTimes.fewTreatments', defaultMessage: 'te weinig behandelstarts' },
});

type V = MessageValue;
const valueMessages = defineMessages<{
  readonly group: { readonly department: V; readonly location: V };
  readonly weeks: { readonly weeks: V };
  readonly current: { readonly month: V };
  readonly withheld: { readonly count: V };
}>({
  group: { id: 'staff.waitingTimes.group', defaultMessage: '{department}, {location}' },
  weeks: { id: 'staff.waitingTimes.weeks', defaultMessage: '{weeks} weken' },
  current: { id: 'staff.waitingTimes.current', defaultMessage: '{month} (tot nu)' },
  // {count}: the threshold in force (an intake setting, 5 unless changed).
  withheld: {
    id: 'staff.waitingTimes.withheld',
    defaultMessage:
      'Een gemiddelde van minder dan {count} wachttijden wordt niet getoond: het zegt weinig en is mogelijk tot één persoon te herleiden.',
  },
});

/** The columns after the month, in the order of each row's cells. */
const columns = [
  messages.intakeWait,
  messages.intakesWithin,
  messages.intakesOutside,
  messages.treatmentWait,
  messages.treatmentsWithin,
  messages.treatmentsOutside,
  messages.waitingForIntake,
  messages.waitingForTreatment,
];

/**
 * The waiting times for admins (issue 54): per department and location, month by month, computed
 * by the database from the registrations' dates (admin_waiting_times). Opening the screen is one
 * audited read ('read_waiting_times'); the database refuses anyone but an admin. Once they are
 * read: publishing a month's figures to the site, and every publication so far
 * (admin_waiting_time_publications, not logged: it holds no one's data).
 */
export function WaitingTimes({ onRefused }: { onRefused: (reason: MessageDescriptor) => Promise<void> }) {
  const intl = useIntl();
  const [rows, setRows] = useState<readonly WaitingTimesRow[] | null>(null);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [publications, setPublications] = useState<readonly Publication[] | null>(null);
  const [team, setTeam] = useState<readonly Member[]>([]);
  const [publicationsError, setPublicationsError] = useState<MessageDescriptor | null>(null);
  /** Counts the publications made here, so that each reads the list again. */
  const [publicationsAsked, setPublicationsAsked] = useState(0);
  // Read once per opening of the screen (each read is logged), whatever App passes on a re-render.
  const refused = useEffectEvent((reason: MessageDescriptor) => void onRefused(reason));

  useEffect(() => {
    let current = true;
    void readWaitingTimes(staffRpc).then(({ data, error: failure }) => {
      if (!current) return;
      if (failure === null) {
        setRows(data ?? []);
        // To name who published; after the audited read, so that one refused (a screener) asks nothing more.
        void supabase.rpc('staff_team').then(({ data: members }) => current && setTeam((members as Member[] | null) ?? []));
      } else if (endsTheSession(failure)) refused(messageOf(failure));
      else setError(messageOf(failure));
    });
    return () => {
      current = false;
    };
  }, []);

  // Every publication, newest first: once the figures are read, and again after each publication.
  const read = rows !== null;
  useEffect(() => {
    if (!read) return;
    let current = true;
    void readPublications(staffRpc).then(({ data, error: failure }) => {
      if (!current) return;
      if (failure === null) {
        setPublications(data ?? []);
        setPublicationsError(null);
      } else if (endsTheSession(failure)) refused(messageOf(failure));
      else setPublicationsError(messageOf(failure));
    });
    return () => {
      current = false;
    };
  }, [read, publicationsAsked]);

  const heading = intl.formatMessage(messages.heading);
  const newestMonth = rows?.at(-1)?.month;
  const monthName = (month: string) => {
    const name = intl.formatDate(`${month}T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
    return month === newestMonth ? intl.formatMessage(valueMessages.current, { month: name }) : name;
  };
  const wait = (days: number | string | null, count: number, none: MessageDescriptor, few: MessageDescriptor) => {
    const weeks = weeksOf(days);
    if (weeks !== null)
      return intl.formatMessage(valueMessages.weeks, {
        weeks: intl.formatNumber(weeks, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      });
    return intl.formatMessage(count === 0 ? none : few);
  };

  return (
    <Stack gap="lg">
      <ScreenHeading>{heading}</ScreenHeading>
      <p>
        <Link href={inboxHref()}>{intl.formatMessage(messages.back)}</Link>
      </p>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      {rows?.[0] !== undefined && (
        <p className={styles.intro}>{intl.formatMessage(valueMessages.withheld, { count: rows[0].min_group })}</p>
      )}
      {error !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(error)}
        </Notice>
      )}
      {rows === null && error === null && <p role="status">{intl.formatMessage(messages.loading)}</p>}
      {publicationsError !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(publicationsError)}
        </Notice>
      )}
      {rows !== null && publications === null && publicationsError === null && (
        <p role="status">{intl.formatMessage(messages.loadingPublications)}</p>
      )}
      {rows !== null && publications?.[0] !== undefined && monthsToPublish(rows, publications[0].month).length > 0 && (
        <PublishWaitingTimes
          rows={rows}
          newest={publications[0]}
          onPublished={async () => setPublicationsAsked((asked) => asked + 1)}
          onRefused={onRefused}
        />
      )}
      {rows !== null &&
        registrationTypes.flatMap((department) =>
          registrationLocations.map((location) => {
            const group = intl.formatMessage(valueMessages.group, {
              department: optionLabel('registration_type', department),
              location: optionLabel('location', location),
            });
            // Newest month first.
            const months = rows.filter((row) => row.department === department && row.location === location).reverse();
            const headingId = `waiting-times-${department}-${location}`;
            return (
              <section key={headingId}>
                <h2 id={headingId} className={styles.groupHeading}>
                  {group}
                </h2>
                {/* Scrolls sideways on a narrow window: a region the keyboard reaches, named by the heading. */}
                <div className={styles.scroller} role="region" aria-labelledby={headingId} tabIndex={0}>
                  <table className={styles.table} aria-labelledby={headingId}>
                    <thead>
                      <tr>
                        <th scope="col" className={styles.rowHeader}>
                          {intl.formatMessage(messages.month)}
                        </th>
                        {columns.map((column) => (
                          <th key={column.id} scope="col" className={styles.cell}>
                            {intl.formatMessage(column)}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {months.map((row) => (
                        <tr key={row.month}>
                          <th scope="row" className={styles.rowHeader}>
                            {monthName(row.month)}
                          </th>
                          <td className={styles.value}>
                            {wait(row.intake_mean_days, row.intakes, messages.noIntakes, messages.fewIntakes)}
                          </td>
                          <td className={styles.value}>{intl.formatNumber(row.intakes_within_norm)}</td>
                          <td className={styles.value}>{intl.formatNumber(row.intakes_outside_norm)}</td>
                          <td className={styles.value}>
                            {wait(row.treatment_mean_days, row.treatments, messages.noTreatments, messages.fewTreatments)}
                          </td>
                          <td className={styles.value}>{intl.formatNumber(row.treatments_within_norm)}</td>
                          <td className={styles.value}>{intl.formatNumber(row.treatments_outside_norm)}</td>
                          <td className={styles.value}>{intl.formatNumber(row.waiting_for_intake)}</td>
                          <td className={styles.value}>{intl.formatNumber(row.waiting_for_treatment)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          }),
        )}
      {publications !== null && <PublicationHistory publications={publications} team={team} />}
    </Stack>
  );
}
