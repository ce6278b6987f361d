import { useEffect, useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type MessageValue } from 'react-intl';
import { Button, Checkbox, Notice, Select, SelectItem, Stack, TextArea, TextField, visuallyHidden } from '@ankerlicht/ui';
import { optionLabel, registrationLocations } from '@ankerlicht/registration';
import { endsTheSession, messageOf, refusalReason } from '../errors.ts';
import { staffRpc } from '../inbox/auditedRead.ts';
import {
  asOfFor,
  departments,
  draftOf,
  figureKey,
  figureKeysOf,
  figureSpanProblem,
  locationFigureKey,
  locationParts,
  partsOf,
  publish,
  REASON_MAX_LENGTH,
  requiredReasons,
  type Department,
  type Draft,
  type FigureKey,
  type FigurePart,
  type Publication,
  type SpanDraft,
  type SpanProblem,
  withPerLocation,
} from './publication.ts';
import { dayOf, figureInlineLabels, figureLabels, monthNameOf, useSpanText } from './spanText.ts';
import { weeksOf, type WaitingTimesRow } from './waitingTimesQuery.ts';
import * as styles from './waitingTimes.css.ts';

const messages = defineMessages({
  heading: { id: 'staff.waitingTimesPublish.heading', defaultMessage: 'Publiceren' },
  intro: {
    id: 'staff.waitingTimesPublish.intro',
    defaultMessage:
      'Zet de wachttijden van een afgelopen maand op de website, in het Nederlands, Engels en Turks. Als datum toont de website de eerste dag na die maand: bij de cijfers van november staat ‘Cijfers van 1 december’. Ingevuld zijn de cijfers die nu op de website staan; bij elk cijfer staan de gemiddelden van de inbox voor de gekozen maand. Een cijfer past bij de inbox als het gemiddelde van elke locatie erbinnen valt, met een halve week of maand speling aan beide kanten.',
  },
  month: { id: 'staff.waitingTimesPublish.month', defaultMessage: 'Maand' },
  monthHint: {
    id: 'staff.waitingTimesPublish.monthHint',
    defaultMessage:
      'De maand waarvan u de cijfers hebt bekeken. Alleen maanden die voorbij zijn, vanaf de maand van de cijfers die nu op de website staan.',
  },
  min: { id: 'staff.waitingTimesPublish.min', defaultMessage: 'Van' },
  max: { id: 'staff.waitingTimesPublish.max', defaultMessage: 'Tot' },
  unit: { id: 'staff.waitingTimesPublish.unit', defaultMessage: 'Eenheid' },
  weeks: { id: 'staff.waitingTimesPublish.weeks', defaultMessage: 'weken' },
  months: { id: 'staff.waitingTimesPublish.months', defaultMessage: 'maanden' },
  approximate: { id: 'staff.waitingTimesPublish.approximate', defaultMessage: 'ongeveer' },
  reason: { id: 'staff.waitingTimesPublish.reason', defaultMessage: 'Reden' },
  reasonHint: {
    id: 'staff.waitingTimesPublish.reasonHint',
    defaultMessage:
      'Niet verplicht, behalve als dit cijfer niet past bij de gemiddelden van de inbox of als die ontbreken; dat wordt gemeld na ‘Publiceren’. Blijft bewaard bij de publicatie.',
  },
  reasonTooLong: {
    id: 'staff.waitingTimesPublish.reasonTooLong',
    defaultMessage: 'Een reden mag hooguit 1000 tekens lang zijn.',
  },
  // A span's numbers, as the database takes them (private.is_wait_span).
  wholeNumber: { id: 'staff.waitingTimesPublish.wholeNumber', defaultMessage: 'Vul een heel getal in, van 0 tot en met 99.' },
  maxAtLeastOne: { id: 'staff.waitingTimesPublish.maxAtLeastOne', defaultMessage: 'Vul bij ‘tot’ minstens 1 in.' },
  maxBelowMin: {
    id: 'staff.waitingTimesPublish.maxBelowMin',
    defaultMessage: 'Vul bij ‘tot’ een getal in dat niet kleiner is dan bij ‘van’.',
  },
  // A location's span beside its department's (the database's rule: private.is_department_waits).
  outsideDepartment: {
    id: 'staff.waitingTimesPublish.outsideDepartment',
    defaultMessage:
      'Pas dit cijfer of dat van de afdeling aan: het cijfer van deze locatie moet binnen dat van de afdeling vallen, met een halve week of maand speling aan beide kanten.',
  },
  // Under a department's own figures: whether each location gets figures of its own as well.
  perLocation: {
    id: 'staff.waitingTimesPublish.perLocation',
    defaultMessage: 'Ook wachttijden per locatie publiceren',
  },
  perLocationHint: {
    id: 'staff.waitingTimesPublish.perLocationHint',
    defaultMessage:
      'Zet dit aan als de wachttijden per locatie verschillen. Dan toont alleen de wachttijdpagina van de afdeling, onder de cijfers van de afdeling, ook die van elke locatie. Overal elders staan alleen de cijfers van de afdeling: zorg dat die voor beide locaties kloppen. Een cijfer van een locatie wordt alleen vergeleken met het gemiddelde van die locatie in de inbox.',
  },
  errorPrefix: { id: 'staff.waitingTimesPublish.errorPrefix', defaultMessage: 'Fout:' },
  submit: { id: 'staff.waitingTimesPublish.submit', defaultMessage: 'Publiceren' },
  // An average of the inbox that is not there: none to average, or too few (below the threshold).
  noIntakes: { id: 'staff.waitingTimesPublish.noIntakes', defaultMessage: 'geen intakes' },
  fewIntakes: { id: 'staff.waitingTimesPublish.fewIntakes', defaultMessage: 'te weinig intakes' },
  noTreatments: { id: 'staff.waitingTimesPublish.noTreatments', defaultMessage: 'geen behandelstarts' },
  fewTreatments: { id: 'staff.waitingTimesPublish.fewTreatments', defaultMessage: 'te weinig behandelstarts' },
});

type V = MessageValue;
const valueMessages = defineMessages<{
  readonly fixed: { readonly urgent: V };
  readonly headline: { readonly figure: V };
  readonly averagesFor: { readonly month: V };
  readonly average: { readonly location: V; readonly days: V; readonly weeks: V };
  readonly noAverage: { readonly location: V; readonly why: V };
  readonly published: { readonly date: V };
}>({
  // {urgent}: the urgent wait, a target carried over by the database from the newest publication.
  fixed: {
    id: 'staff.waitingTimesPublish.fixed',
    defaultMessage:
      'Welke wachttijd de website per afdeling in het groot toont, en de wachttijd bij spoed (nu {urgent}), wijzigt u hier niet: die blijven zoals ze zijn.',
  },
  // Under a department's name: which of its figures the site's summary card shows in large.
  headline: { id: 'staff.waitingTimesPublish.headline', defaultMessage: 'In het groot op de website: de {figure}.' },
  averagesFor: { id: 'staff.waitingTimesPublish.averagesFor', defaultMessage: 'Gemiddelde in de inbox, {month}:' },
  average: {
    id: 'staff.waitingTimesPublish.average',
    defaultMessage: '{location}: {days, plural, one {# dag} other {# dagen}} ({weeks} weken)',
  },
  noAverage: { id: 'staff.waitingTimesPublish.noAverage', defaultMessage: '{location}: {why}' },
  // The pages that read the newest publication when they open (site/src/pages/waiting-times/figures.ts);
  // the waits in running text elsewhere are the site's built-in figures (docs/product-rules.md).
  published: {
    id: 'staff.waitingTimesPublish.published',
    defaultMessage:
      'Gepubliceerd. De wachttijdpagina’s, de aanmeldformulieren en de pagina ‘Voor verwijzers’ tonen nu de cijfers van {date}. Op een paar andere pagina’s staat een wachttijd in de tekst. Daar staat nog de wachttijd uit de huidige versie van de website, tot er een nieuwe versie van de website online komt. Het gaat om ‘Veelgestelde vragen’, ‘Aanmelden: zo werkt het’, ‘Werkwijze volwassenen’, ‘Behandelingen voor volwassenen’ en, bij volwassenen én bij kind en jeugd, ‘Behandelaanbod’ en ‘Financiering’.',
  },
});

const problemMessages: Record<SpanProblem['problem'], MessageDescriptor> = {
  wholeNumber: messages.wholeNumber,
  maxAtLeastOne: messages.maxAtLeastOne,
  maxBelowMin: messages.maxBelowMin,
  outsideDepartment: messages.outsideDepartment,
};

/** The ids an error focuses. */
const MONTH_ID = 'publish-month';
const spanFieldId = (key: FigureKey, field: 'min' | 'max') => `publish-${key.replaceAll('.', '-')}-${field}`;
const reasonId = (key: FigureKey) => `publish-${key.replaceAll('.', '-')}-reason`;

/**
 * The months that can be published, newest first: those the screen shows that are over (every one
 * but the newest, the month running), and not before the newest publication's month, whose
 * figures the site shows (the database refuses an older month: waiting_times_month_older).
 */
export function monthsToPublish(rows: readonly WaitingTimesRow[], newestMonth: string): string[] {
  const months = [...new Set(rows.map((row) => row.month))].sort();
  return months
    .slice(0, -1)
    .filter((month) => month >= newestMonth)
    .reverse();
}

type Result = { published: string } | { refused: MessageDescriptor } | null;

/**
 * The form that publishes a month's waiting times to the site (admin_publish_waiting_times): the
 * month, and per department each figure as a span (van, tot, eenheid, ongeveer), filled in with the
 * newest publication's; beside each the inbox's averages for the month per location, and a reason.
 * Per department the figures may be given per location too: then each location's two parts, each
 * beside that location's average only.
 * The database decides which figures need a reason (those the inbox does not back) and names them;
 * those reason fields are then marked and the first is focused. What was typed stays after any
 * failure.
 */
export function PublishWaitingTimes({
  rows,
  newest,
  onPublished,
  onRefused,
}: {
  rows: readonly WaitingTimesRow[];
  /** The newest publication: the form starts from its figures. */
  newest: Publication;
  /** Reads the publications again, so the history shows the new one. */
  onPublished: () => Promise<void>;
  onRefused: (reason: MessageDescriptor) => Promise<void>;
}) {
  const intl = useIntl();
  const spanText = useSpanText();
  const months = monthsToPublish(rows, newest.month);
  const [month, setMonth] = useState(months[0] ?? '');
  const [draft, setDraft] = useState<Draft>(() => draftOf(newest.figures));
  const [monthError, setMonthError] = useState<MessageDescriptor | null>(null);
  const [spanErrors, setSpanErrors] = useState<Partial<Record<FigureKey, SpanProblem>>>({});
  const [reasonErrors, setReasonErrors] = useState<Partial<Record<FigureKey, MessageDescriptor>>>({});
  /** The figures the database said need a reason, for the month chosen then. */
  const [required, setRequired] = useState<ReadonlySet<FigureKey>>(new Set());
  const [result, setResult] = useState<Result>(null);
  const [busy, setBusy] = useState(false);
  /** The field to focus once the errors are drawn (an object, so the same field is focused again). */
  const [focus, setFocus] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focus !== null) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const setSpan = (key: FigureKey, change: Partial<SpanDraft>) => {
    setDraft((current) => ({
      ...current,
      spans: { ...current.spans, [key]: { ...(current.spans[key] as SpanDraft), ...change } },
    }));
    setSpanErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setReason = (key: FigureKey, reason: string) => {
    setDraft((current) => ({ ...current, reasons: { ...current.reasons, [key]: reason } }));
    setReasonErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setPerLocation = (department: Department, on: boolean) => setDraft((current) => withPerLocation(current, department, on));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setResult(null);
    // What the database would refuse, said at its field before anything is sent.
    const keys = figureKeysOf(draft);
    const spans: Partial<Record<FigureKey, SpanProblem>> = {};
    const reasons: Partial<Record<FigureKey, MessageDescriptor>> = {};
    let first: string | null = null;
    for (const key of keys) {
      const problem = figureSpanProblem(draft, key);
      if (problem !== null) {
        spans[key] = problem;
        first ??= spanFieldId(key, problem.field);
      }
      if ((draft.reasons[key]?.trim().length ?? 0) > REASON_MAX_LENGTH) {
        reasons[key] = messages.reasonTooLong;
        first ??= reasonId(key);
      }
    }
    setSpanErrors(spans);
    setReasonErrors(reasons);
    setMonthError(null);
    if (first !== null) return setFocus({ id: first });

    setBusy(true);
    const { error } = await publish(staffRpc, month, draft);
    setBusy(false);
    if (error) {
      if (endsTheSession(error)) return void onRefused(messageOf(error));
      const reason = refusalReason(error);
      if (reason === 'waiting_times_reason_required') {
        // In the form's order (the database sorts them by key), and only those sent: no other has a field.
        const named = requiredReasons((error as { details?: string | null }).details);
        const missing = keys.filter((key) => named.includes(key));
        if (missing.length > 0) {
          setRequired(new Set(missing));
          setReasonErrors(Object.fromEntries(missing.map((key) => [key, messageOf(error)])));
          return setFocus({ id: reasonId(missing[0] as FigureKey) });
        }
      }
      if (reason === 'waiting_times_month_not_over' || reason === 'waiting_times_month_older') {
        setMonthError(messageOf(error));
        return setFocus({ id: MONTH_ID });
      }
      return setResult({ refused: messageOf(error) });
    }
    setRequired(new Set());
    setDraft((current) => ({ ...current, reasons: {} }));
    setResult({ published: asOfFor(month) });
    await onPublished();
  }

  /** The inbox's average of one figure at one location for the month chosen, in words. */
  const averageOf = (department: Department, part: FigurePart, location: string) => {
    const place = optionLabel('location', location);
    const row = rows.find((each) => each.month === month && each.department === department && each.location === location);
    const intake = row?.intake_mean_days ?? null;
    const treatment = row?.treatment_mean_days ?? null;
    const intakeMissing = row === undefined || row.intakes === 0 ? messages.noIntakes : messages.fewIntakes;
    const treatmentMissing = row === undefined || row.treatments === 0 ? messages.noTreatments : messages.fewTreatments;
    let days: number | null;
    let missing: MessageDescriptor;
    if (part === 'registration') [days, missing] = [intake === null ? null : Number(intake), intakeMissing];
    else if (part === 'treatment') [days, missing] = [treatment === null ? null : Number(treatment), treatmentMissing];
    else
      [days, missing] = [
        intake === null || treatment === null ? null : Number(intake) + Number(treatment),
        intake === null ? intakeMissing : treatmentMissing,
      ];
    if (days === null) return intl.formatMessage(valueMessages.noAverage, { location: place, why: intl.formatMessage(missing) });
    return intl.formatMessage(valueMessages.average, {
      location: place,
      // Rounded to a tenth here: the plural's # shows it as the number it is (28,5 dagen; 1 dag).
      days: Math.round(days * 10) / 10,
      weeks: intl.formatNumber(weeksOf(days) ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });
  };

  /** One figure's fields; `averages`: the inbox's averages it is held against, each in words. */
  const figureFields = (key: FigureKey, part: FigurePart, averages: string[]) => (
    <FigureFields
      key={key}
      figureKey={key}
      label={intl.formatMessage(figureLabels[part])}
      span={draft.spans[key] as SpanDraft}
      spanError={spanErrors[key]}
      onSpan={(change) => setSpan(key, change)}
      averagesTitle={intl.formatMessage(valueMessages.averagesFor, { month: monthNameOf(intl, month) })}
      averages={averages}
      reason={draft.reasons[key] ?? ''}
      reasonRequired={required.has(key)}
      reasonError={reasonErrors[key]}
      onReason={(reason) => setReason(key, reason)}
    />
  );

  return (
    <section aria-labelledby="publish-heading">
      <Stack gap="md">
        <h2 id="publish-heading">{intl.formatMessage(messages.heading)}</h2>
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
        <p className={styles.intro}>{intl.formatMessage(valueMessages.fixed, { urgent: spanText(newest.figures.urgent) })}</p>
        <form className={styles.publishForm} onSubmit={(event) => void submit(event)} noValidate>
          <Select
            id={MONTH_ID}
            label={intl.formatMessage(messages.month)}
            description={intl.formatMessage(messages.monthHint)}
            errorMessage={monthError === null ? undefined : intl.formatMessage(monthError)}
            value={month}
            onChange={(chosen) => {
              setMonth(chosen);
              setMonthError(null);
              // The figures the database named were for the other month.
              setRequired(new Set());
              setReasonErrors({});
            }}
            className={styles.monthField}
          >
            {months.map((each) => (
              <SelectItem key={each} id={each}>
                {monthNameOf(intl, each)}
              </SelectItem>
            ))}
          </Select>
          {departments.map((department) => (
            <fieldset key={department} className={styles.department}>
              <legend className={styles.departmentLegend}>{optionLabel('registration_type', department)}</legend>
              <Stack gap="lg">
                <p className={styles.hint}>
                  {intl.formatMessage(valueMessages.headline, {
                    figure: intl.formatMessage(figureInlineLabels[draft.headlines[department]]),
                  })}
                </p>
                {partsOf(draft, department).map((part) =>
                  figureFields(
                    figureKey(department, part),
                    part,
                    registrationLocations.map((location) => averageOf(department, part, location)),
                  ),
                )}
                <Checkbox
                  label={intl.formatMessage(messages.perLocation)}
                  description={intl.formatMessage(messages.perLocationHint)}
                  isSelected={draft.perLocation[department]}
                  onChange={(on) => setPerLocation(department, on)}
                />
                {draft.perLocation[department] &&
                  registrationLocations.map((location) => (
                    <fieldset key={location} className={styles.location}>
                      <legend className={styles.locationLegend}>{optionLabel('location', location)}</legend>
                      <Stack gap="lg">
                        {locationParts.map((part) =>
                          figureFields(locationFigureKey(department, location, part), part, [
                            averageOf(department, part, location),
                          ]),
                        )}
                      </Stack>
                    </fieldset>
                  ))}
              </Stack>
            </fieldset>
          ))}
          <div>
            <Button type="submit" isPending={busy}>
              {intl.formatMessage(messages.submit)}
            </Button>
          </div>
        </form>
        {result !== null && 'refused' in result && (
          <Notice tone="critical" announce="assertive">
            {intl.formatMessage(result.refused)}
          </Notice>
        )}
        {result !== null && 'published' in result && (
          <Notice tone="success" announce="polite">
            {intl.formatMessage(valueMessages.published, { date: dayOf(intl, result.published) })}
          </Notice>
        )}
      </Stack>
    </section>
  );
}

/** One figure: its span's four fields (one error for them, at the top), the inbox's averages, and the reason. */
function FigureFields({
  figureKey: key,
  label,
  span,
  spanError,
  onSpan,
  averagesTitle,
  averages,
  reason,
  reasonRequired,
  reasonError,
  onReason,
}: {
  figureKey: FigureKey;
  label: string;
  span: SpanDraft;
  spanError: SpanProblem | undefined;
  onSpan: (change: Partial<SpanDraft>) => void;
  averagesTitle: string;
  averages: string[];
  reason: string;
  reasonRequired: boolean;
  reasonError: MessageDescriptor | undefined;
  onReason: (reason: string) => void;
}) {
  const intl = useIntl();
  const errorId = useId();
  const invalid = (field: 'min' | 'max') => spanError?.field === field;
  return (
    <fieldset className={styles.figure} data-invalid={spanError === undefined ? undefined : true}>
      <legend className={styles.figureLegend}>{label}</legend>
      {/* The span and the inbox's averages, the reason beside them where there is room. */}
      <div className={styles.figureBody}>
        <Stack gap="sm">
          {spanError !== undefined && (
            <p id={errorId} className={styles.error}>
              <span className={visuallyHidden}>{intl.formatMessage(messages.errorPrefix)}</span>{' '}
              {intl.formatMessage(problemMessages[spanError.problem])}
            </p>
          )}
          <div className={styles.spanFields}>
            {(['min', 'max'] as const).map((field) => (
              <TextField
                key={field}
                id={spanFieldId(key, field)}
                label={intl.formatMessage(messages[field])}
                value={span[field]}
                onChange={(typed) => onSpan({ [field]: typed })}
                isInvalid={invalid(field)}
                aria-describedby={spanError === undefined ? undefined : errorId}
                inputMode="numeric"
                autoComplete="off"
                className={styles.numberField}
              />
            ))}
            <Select
              label={intl.formatMessage(messages.unit)}
              value={span.unit}
              onChange={(unit) => onSpan({ unit: unit === 'month' ? 'month' : 'week' })}
              className={styles.unitField}
            >
              <SelectItem id="week">{intl.formatMessage(messages.weeks)}</SelectItem>
              <SelectItem id="month">{intl.formatMessage(messages.months)}</SelectItem>
            </Select>
            <Checkbox
              label={intl.formatMessage(messages.approximate)}
              isSelected={span.approximate}
              onChange={(approximate) => onSpan({ approximate })}
              className={styles.approximateField}
            />
          </div>
          <div className={styles.averages}>
            <p>{averagesTitle}</p>
            <ul>
              {averages.map((average) => (
                <li key={average}>{average}</li>
              ))}
            </ul>
          </div>
        </Stack>
        <TextArea
          id={reasonId(key)}
          label={intl.formatMessage(messages.reason)}
          description={intl.formatMessage(messages.reasonHint)}
          errorMessage={reasonError === undefined ? undefined : intl.formatMessage(reasonError)}
          isRequired={reasonRequired}
          value={reason}
          onChange={onReason}
          rows={2}
        />
      </div>
    </fieldset>
  );
}
