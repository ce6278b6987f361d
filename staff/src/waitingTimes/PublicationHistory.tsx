import type { ReactNode } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { Stack } from '@ankerlicht/ui';
import { optionLabel, registrationLocations } from '@ankerlicht/registration';
import {
  departments,
  figureKey,
  figureParts,
  locationFigureKey,
  locationParts,
  type DepartmentFigures,
  type FigureKey,
  type FigurePart,
  type Publication,
} from './publication.ts';
import { dayOf, figureInlineLabels, figureLabels, monthNameOf, useSpanText } from './spanText.ts';
import * as styles from './waitingTimes.css.ts';

const messages = defineMessages({
  heading: { id: 'staff.waitingTimesHistory.heading', defaultMessage: 'Alle publicaties' },
  intro: {
    id: 'staff.waitingTimesHistory.intro',
    defaultMessage: 'Elke publicatie blijft bewaard, de nieuwste eerst: wie wanneer welke cijfers publiceerde, en waarom.',
  },
  published: { id: 'staff.waitingTimesHistory.published', defaultMessage: 'Gepubliceerd' },
  month: { id: 'staff.waitingTimesHistory.month', defaultMessage: 'Bekeken maand' },
  urgent: { id: 'staff.waitingTimesHistory.urgent', defaultMessage: 'Spoed' },
  reasons: { id: 'staff.waitingTimesHistory.reasons', defaultMessage: 'Redenen' },
  noReasons: { id: 'staff.waitingTimesHistory.noReasons', defaultMessage: 'Geen' },
  headline: { id: 'staff.waitingTimesHistory.headline', defaultMessage: '(in het groot op de website)' },
  empty: { id: 'staff.waitingTimesHistory.empty', defaultMessage: 'Nog geen publicaties.' },
});

type V = MessageValue;
const valueMessages = defineMessages<{
  readonly title: { readonly date: V };
  readonly current: { readonly date: V };
  readonly by: { readonly when: V; readonly who: V };
  readonly first: { readonly when: V };
  readonly figure: { readonly figure: V; readonly span: V };
  readonly locationFigure: { readonly location: V; readonly figure: V; readonly span: V };
  readonly reason: { readonly department: V; readonly figure: V; readonly reason: V };
  readonly locationReason: { readonly department: V; readonly location: V; readonly figure: V; readonly reason: V };
}>({
  // {date}: the day the figures hold for (the first day after the month reviewed).
  title: { id: 'staff.waitingTimesHistory.title', defaultMessage: 'Cijfers van {date}' },
  current: { id: 'staff.waitingTimesHistory.current', defaultMessage: 'Cijfers van {date} (nu op de website)' },
  by: { id: 'staff.waitingTimesHistory.by', defaultMessage: '{when}, door {who}' },
  // The first publication: the site's figures when publishing began, made by the database, not by a member.
  first: {
    id: 'staff.waitingTimesHistory.first',
    defaultMessage: '{when}, automatisch: de cijfers die de website al toonde toen publiceren hier mogelijk werd',
  },
  figure: { id: 'staff.waitingTimesHistory.figure', defaultMessage: '{figure}: {span}' },
  // A location's own figure, under its department's (a publication with figures per location).
  locationFigure: { id: 'staff.waitingTimesHistory.locationFigure', defaultMessage: '{location}, {figure}: {span}' },
  reason: { id: 'staff.waitingTimesHistory.reason', defaultMessage: '{department}, {figure}: {reason}' },
  locationReason: {
    id: 'staff.waitingTimesHistory.locationReason',
    defaultMessage: '{department}, {location}, {figure}: {reason}',
  },
});

/** A member of the team (staff_team), to name who published. */
export type Member = { user_id: string; email: string };

/**
 * Every publication of the waiting times, newest first (admin_waiting_time_publications): when and
 * by whom, the month reviewed and the date the site shows, the figures as the site writes them, and
 * the reasons given for figures the inbox did not back.
 */
export function PublicationHistory({ publications, team }: { publications: readonly Publication[]; team: readonly Member[] }) {
  const intl = useIntl();
  const spanText = useSpanText();
  /** Their e-mail address, or the id of someone not in the team's list (as the access log names them). */
  const who = (user: string) => team.find((member) => member.user_id === user)?.email ?? user;
  const partsOf = (figures: DepartmentFigures): Array<{ part: FigurePart; text: string; headline: boolean }> => [
    { part: 'registration', text: spanText(figures.registration), headline: figures.headline === 'registration' },
    { part: 'treatment', text: spanText(figures.treatment), headline: figures.headline === 'treatment' },
    ...(typeof figures.headline === 'string'
      ? []
      : [{ part: 'total' as const, text: spanText(figures.headline.total), headline: true }]),
  ];
  /** Each location's own figures, in words, where the publication gives them. */
  const locationFiguresOf = (figures: DepartmentFigures) => {
    const { locations } = figures;
    if (locations === undefined) return [];
    return registrationLocations.flatMap((location) =>
      locationParts.map((part) => ({
        key: `${location}.${part}`,
        text: intl.formatMessage(valueMessages.locationFigure, {
          location: optionLabel('location', location),
          figure: intl.formatMessage(figureInlineLabels[part]),
          span: spanText(locations[location][part]),
        }),
      })),
    );
  };
  /** The reasons given, in the form's order: per department its own figures', then its locations'. */
  const reasonsOf = (publication: Publication) =>
    departments.flatMap((department) => {
      const given = (key: FigureKey, text: (reason: string) => string) => {
        const reason = publication.reasons[key];
        return reason === undefined ? [] : [{ key, text: text(reason) }];
      };
      const departmentName = optionLabel('registration_type', department);
      return [
        ...figureParts.flatMap((part) =>
          given(figureKey(department, part), (reason) =>
            intl.formatMessage(valueMessages.reason, {
              department: departmentName,
              figure: intl.formatMessage(figureInlineLabels[part]),
              reason,
            }),
          ),
        ),
        ...registrationLocations.flatMap((location) =>
          locationParts.flatMap((part) =>
            given(locationFigureKey(department, location, part), (reason) =>
              intl.formatMessage(valueMessages.locationReason, {
                department: departmentName,
                location: optionLabel('location', location),
                figure: intl.formatMessage(figureInlineLabels[part]),
                reason,
              }),
            ),
          ),
        ),
      ];
    });

  return (
    <section aria-labelledby="publications-heading">
      <Stack gap="md">
        <h2 id="publications-heading">{intl.formatMessage(messages.heading)}</h2>
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
        {publications.length === 0 ? (
          <p>{intl.formatMessage(messages.empty)}</p>
        ) : (
          <ol className={styles.publications}>
            {publications.map((publication, index) => {
              const when = intl.formatDate(publication.published_at, {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: 'Europe/Amsterdam',
              });
              const headingId = `publication-${publication.id}`;
              const reasons = reasonsOf(publication);
              return (
                <li key={publication.id} className={styles.publication}>
                  <h3 id={headingId} className={styles.publicationHeading}>
                    {intl.formatMessage(index === 0 ? valueMessages.current : valueMessages.title, {
                      date: dayOf(intl, publication.figures.asOf),
                    })}
                  </h3>
                  <dl className={styles.publicationFields}>
                    <Field term={intl.formatMessage(messages.published)}>
                      {publication.published_by === null
                        ? intl.formatMessage(valueMessages.first, { when })
                        : intl.formatMessage(valueMessages.by, { when, who: who(publication.published_by) })}
                    </Field>
                    <Field term={intl.formatMessage(messages.month)}>{monthNameOf(intl, publication.month)}</Field>
                    {departments.map((department) => (
                      <Field key={department} term={optionLabel('registration_type', department)}>
                        <ul className={styles.plainList}>
                          {partsOf(publication.figures[department]).map(({ part, text, headline }) => (
                            <li key={part}>
                              {intl.formatMessage(valueMessages.figure, {
                                figure: intl.formatMessage(figureLabels[part]),
                                span: text,
                              })}
                              {headline && <> {intl.formatMessage(messages.headline)}</>}
                            </li>
                          ))}
                          {locationFiguresOf(publication.figures[department]).map(({ key, text }) => (
                            <li key={key}>{text}</li>
                          ))}
                        </ul>
                      </Field>
                    ))}
                    <Field term={intl.formatMessage(messages.urgent)}>{spanText(publication.figures.urgent)}</Field>
                    <Field term={intl.formatMessage(messages.reasons)}>
                      {reasons.length === 0 ? (
                        intl.formatMessage(messages.noReasons)
                      ) : (
                        <ul className={styles.plainList}>
                          {reasons.map(({ key, text }) => (
                            <li key={key} className={styles.reason}>
                              {text}
                            </li>
                          ))}
                        </ul>
                      )}
                    </Field>
                  </dl>
                </li>
              );
            })}
          </ol>
        )}
      </Stack>
    </section>
  );
}

/** A term and its description, as one group of the list. */
function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.publicationField}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.description}>{children}</dd>
    </div>
  );
}
