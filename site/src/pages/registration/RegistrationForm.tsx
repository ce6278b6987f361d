import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { IntlProvider, useIntl } from 'react-intl';
import * as v from 'valibot';
import { computed } from '@preact/signals-react';
import { getErrors, getValues, reset, setValue, useForm, valiForm, validate } from '@modular-forms/react';
import {
  Button,
  Checkbox,
  DateField,
  dateFromParts,
  type DatePart,
  ErrorSummary,
  FilePicker,
  FormField,
  focusedOnAppear,
  Link,
  Notice,
  Radio,
  RadioGroup,
  Stack,
  TextArea,
  TextField,
  media,
  preloadToasts,
  useSignalValue,
  useToasts,
} from '@ankerlicht/ui';
import {
  brand,
  defaultLocale,
  insurerGroups,
  locales,
  mailtoHref,
  namesStoppedInsurer,
  phoneHref,
  registrationStopNotice,
  hrefFor,
  retryableImport,
} from '@ankerlicht/content';
import {
  adultLanguages,
  childLanguages,
  genders,
  REFERRAL_LETTER_MAX_BYTES,
  referralLetterExtensions,
  registrationFormSchema,
  registrationFields,
  registrationLocations,
  type RegistrationFormFields,
  type RegistrationFormValues,
  type RegistrationType,
} from '../../registration/schema.ts';
import type { PendingSubmission, SubmissionResult } from '../../registration/submitRegistration.ts';
import submissionUrl from '../../registration/submitRegistration.ts?chunk-url';
import { reportIntlError } from '../../i18n/intlErrors.ts';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { everyLanguage } from './everyLanguage.ts';
import { HydrationSlice, whenSlicesHydrated } from '../../boot/HydrationSlice.tsx';
import { messages, pageTitles, registrationCodeMessage, registrationCodeMessages } from './registrationMessages.ts';

type Values = RegistrationFormFields;

const optionMessages = {
  male: messages.male,
  female: messages.female,
  other: messages.other,
  amsterdam: messages.amsterdam,
  zaandam: messages.zaandam,
  dutch: messages.dutch,
  english: messages.english,
  turkish: messages.turkish,
  bulgarian: messages.bulgarian,
  farsi: messages.farsi,
};

/** Every field's name (registrationFields), for taking over what was typed before the app started and for the error list. */
const fieldOrder = registrationFields.flatMap((field) => (field.name === null ? [] : [field.name])) satisfies (keyof Values)[];

const acceptedExtensions = referralLetterExtensions.map((extension) => `.${extension}`);

const fieldId = (name: string) => `registration-${name}`;

/**
 * The invalid fields in the order they appear in the form (the child form puts the child's date of
 * birth, BSN and gender before the parent's fields), read from the page itself so that no second
 * list has to follow the layout. Before the fields are on the page the given order stays.
 */
export function inPageOrder<T extends { name: string }>(errors: T[]): T[] {
  if (typeof document === 'undefined') return errors;
  const position = (name: string) => document.getElementById(fieldId(name));
  return [...errors].sort((a, b) => {
    const first = position(a.name);
    const second = position(b.name);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** The provider's phone number and e-mail address as links, for the notices below. */
const contactValues = {
  phone: brand.phone,
  email: brand.email,
  call: (chunks: ReactNode[]) => <Link href={phoneHref(brand.phone)}>{chunks}</Link>,
  mail: (chunks: ReactNode[]) => <Link href={mailtoHref(brand.email)}>{chunks}</Link>,
};

function NoScriptText({ lang }: { lang?: string }) {
  const intl = useIntl();
  return <p lang={lang}>{intl.formatMessage(messages.noScript, contactValues)}</p>;
}

/**
 * For a visitor without JavaScript: the form cannot be sent, so call or e-mail. Inside <noscript>,
 * which the browser's React never renders: only the prerender does, in every language (the
 * visitor's stored choice cannot be read without JavaScript), Dutch first.
 */
function NoScriptNotice() {
  const languages = everyLanguage;
  return (
    <Notice tone="warning">
      {languages ? (
        locales.map((locale) => (
          <IntlProvider
            key={locale}
            locale={locale}
            defaultLocale={defaultLocale}
            messages={languages.get(locale)}
            onError={reportIntlError}
          >
            <NoScriptText lang={locale} />
          </IntlProvider>
        ))
      ) : (
        <NoScriptText />
      )}
    </Notice>
  );
}

/**
 * One part of the form under its heading. Each hydrates in a pass of its own (HydrationSlice):
 * the whole form in one commit was a long task on a slow phone.
 */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HydrationSlice>
      <fieldset>
        <legend>
          <h2>{title}</h2>
        </legend>
        {children}
      </fieldset>
    </HydrationSlice>
  );
}

/**
 * From when a connection over its hourly limit can send again: now plus the server's retry-after,
 * rounded up to the whole minute shown (at 14:31:20 the form says 14:32, never a minute too early).
 */
function retryTime(retryAfterSeconds: number | null): Date | null {
  if (retryAfterSeconds === null) return null;
  const minute = 60_000;
  return new Date(Math.ceil((Date.now() + retryAfterSeconds * 1000) / minute) * minute);
}

/**
 * The sending pipeline is fetched when the visitor first uses the form (supabase-js, which it
 * imports, only when a form is sent), and imported again, at once from the cache, when a valid
 * form is sent: the form renders and takes input without it, and a route's JavaScript before the
 * first interaction stays within its budget. A failed fetch is tried again at a fresh URL on the
 * next focus or valid submit.
 */
const importSubmission = retryableImport(() => import('../../registration/submitRegistration.ts'), submissionUrl);

/**
 * Runs work that a press's answer does not need just after the browser's next paint, so the press
 * paints first (on a slow phone, a module's import or a toast's first render is 10 to 30 ms). A
 * hidden tab paints nothing, so nothing here may be needed to send.
 */
function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work));
}

/**
 * The toasts' code and the sending pipeline, fetched after a focus in the form has painted, and
 * again after a later focus while a fetch has failed (the toasts' loader forgets a failure itself).
 */
let fetchAheadScheduled = false;
let pipelineFetched = false;
function fetchAhead() {
  if (fetchAheadScheduled) return;
  fetchAheadScheduled = true;
  afterNextPaint(() => {
    fetchAheadScheduled = false;
    void preloadToasts();
    if (!pipelineFetched)
      importSubmission().then(
        () => (pipelineFetched = true),
        () => {},
      );
  });
}

/** The error list before the first submit: one array, so its identity never changes. */
const noErrors: readonly { name: keyof Values; code: string }[] = [];

/** The message of a field's error code, in the visitor's language. */
function useErrorText() {
  const intl = useIntl();
  return (code: string | undefined) => {
    if (!code) return undefined;
    const descriptor = registrationCodeMessage(code);
    return descriptor ? intl.formatMessage(descriptor) : code;
  };
}

/**
 * The form's fieldsets. Its own component, memoised, so that what renders the form (its error list,
 * the count of failed submits, a send failure) does not render every field again: each field renders
 * when its own value or error changes (FormField). On a phone an empty submit rendered every field
 * once more for each of those (npm run bench -- --inp).
 */
const RegistrationFields = memo(function RegistrationFields({
  form,
  Field,
  isChild,
}: {
  form: ReturnType<typeof useForm<Values>>[0];
  Field: ReturnType<typeof useForm<Values>>[1]['Field'];
  isChild: boolean;
}) {
  const intl = useIntl();
  const language = useContentLanguage();
  const errorText = useErrorText();
  const text = (
    name: keyof Values,
    label: ReactNode,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'tel' | 'email' | 'numeric';
      /** A hint under the label; a function to make it depend on what is typed. */
      description?: ReactNode | ((value: string) => ReactNode);
    } = {},
  ) => (
    <Field name={name as 'firstName'}>
      {(field) => (
        <FormField field={field}>
          {({ value, errorMessage, isInvalid }) => (
            <TextField
              id={fieldId(name)}
              name={name}
              label={label}
              value={value ?? ''}
              onChange={(next) => setValue(form, name as 'firstName', next)}
              errorMessage={errorText(errorMessage)}
              isInvalid={isInvalid}
              isRequired
              type={extra.type}
              autoComplete={extra.autoComplete}
              inputMode={extra.inputMode}
              description={typeof extra.description === 'function' ? extra.description(value ?? '') : extra.description}
            />
          )}
        </FormField>
      )}
    </Field>
  );

  const radios = (name: 'gender' | 'location' | 'preferredLanguage', label: ReactNode, options: readonly string[]) => (
    <Field name={name}>
      {(field) => (
        <FormField field={field}>
          {({ value, errorMessage, isInvalid }) => (
            <RadioGroup
              id={fieldId(name)}
              name={name}
              label={label}
              value={value || null}
              onChange={(next) => setValue(form, name, next)}
              errorMessage={errorText(errorMessage)}
              isInvalid={isInvalid}
              isRequired
              orientation="horizontal"
            >
              {options.map((option) => (
                <Radio key={option} value={option}>
                  {intl.formatMessage(optionMessages[option as keyof typeof optionMessages])}
                </Radio>
              ))}
            </RadioGroup>
          )}
        </FormField>
      )}
    </Field>
  );

  // Date of birth, BSN and gender are the patient's: the child's on the child form, in the child's section.
  const aboutThePatient = (
    <>
      <Field name="dob">
        {(field) => (
          <FormField field={field}>
            {({ value, errorMessage, isInvalid }) => (
              <DateField
                id={fieldId('dob')}
                name="dob"
                label={intl.formatMessage(isChild ? messages.dobChild : messages.dobAdult)}
                description={intl.formatMessage(isChild ? messages.dobChildHint : messages.dobAdultHint)}
                value={value ?? ''}
                onChange={(next) => setValue(form, 'dob', next)}
                errorMessage={errorText(errorMessage)}
                isInvalid={isInvalid}
                isRequired
              />
            )}
          </FormField>
        )}
      </Field>
      {text('bsnNumber', intl.formatMessage(isChild ? messages.bsnChild : messages.bsn), {
        inputMode: 'numeric',
        autoComplete: 'off',
        description: intl.formatMessage(isChild ? messages.bsnChildHint : messages.bsnHint),
      })}
      {radios('gender', intl.formatMessage(messages.gender), genders)}
    </>
  );

  return (
    <>
      {isChild && (
        <FormSection title={intl.formatMessage(messages.child)}>
          <Stack gap="md">
            {text('childName', intl.formatMessage(messages.childName), { autoComplete: 'off' })}
            {aboutThePatient}
          </Stack>
        </FormSection>
      )}

      <FormSection title={intl.formatMessage(isChild ? messages.personalParent : messages.personal)}>
        <Stack gap="md">
          {text('firstName', intl.formatMessage(messages.firstName), { autoComplete: 'given-name' })}
          {text('familyName', intl.formatMessage(messages.familyName), { autoComplete: 'family-name' })}
          {text('email', intl.formatMessage(messages.email), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('phone', intl.formatMessage(messages.phone), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          {!isChild && aboutThePatient}
        </Stack>
      </FormSection>

      <FormSection title={intl.formatMessage(messages.address)}>
        <Stack gap="md">
          {text('streetName', intl.formatMessage(messages.streetName), { autoComplete: 'address-line1' })}
          {text('houseNumber', intl.formatMessage(messages.houseNumber), { autoComplete: 'address-line2' })}
          {text('postalCode', intl.formatMessage(messages.postalCode), { autoComplete: 'postal-code' })}
          {text('city', intl.formatMessage(messages.city), { autoComplete: 'address-level2' })}
        </Stack>
      </FormSection>

      <FormSection title={intl.formatMessage(messages.insurance)}>
        {text('insuranceCompany', intl.formatMessage(messages.insuranceCompany), {
          autoComplete: 'off',
          // The stop is on adult care only (the adult financing and waiting-time pages); care for
          // children is paid for by the municipality, not the health insurer.
          // The stop's title is always there (React Aria links a hint only if it is there from the
          // start); typing a stopped insurer adds why and what to do.
          description:
            isChild || !insurerGroups.some((group) => group.registrationStop)
              ? undefined
              : (value) =>
                  namesStoppedInsurer(value)
                    ? `${registrationStopNotice.title[language]}. ${registrationStopNotice.text[language]}`
                    : registrationStopNotice.title[language],
        })}
      </FormSection>

      <FormSection title={intl.formatMessage(messages.preferences)}>
        <Stack gap="md">
          {radios('location', intl.formatMessage(messages.location), registrationLocations)}
          {radios('preferredLanguage', intl.formatMessage(messages.preferredLanguage), isChild ? childLanguages : adultLanguages)}
        </Stack>
      </FormSection>

      <FormSection title={intl.formatMessage(messages.additional)}>
        <Field name="message">
          {(field) => (
            <FormField field={field}>
              {({ value, errorMessage, isInvalid }) => (
                <TextArea
                  id={fieldId('message')}
                  label={intl.formatMessage(isChild ? messages.messageChild : messages.messageAdult)}
                  value={value ?? ''}
                  onChange={(next) => setValue(form, 'message', next)}
                  errorMessage={errorText(errorMessage)}
                  isInvalid={isInvalid}
                  rows={4}
                />
              )}
            </FormField>
          )}
        </Field>
      </FormSection>

      <FormSection title={intl.formatMessage(messages.documents)}>
        <Field name="referralLetter" type="File">
          {(field) => (
            <FormField field={field}>
              {({ value, errorMessage, isInvalid }) => (
                <FilePicker
                  id={fieldId('referralLetter')}
                  label={intl.formatMessage(messages.referralLetter)}
                  value={value ?? null}
                  onChange={(file) => setValue(form, 'referralLetter', file ?? undefined)}
                  acceptedExtensions={acceptedExtensions}
                  maxBytes={REFERRAL_LETTER_MAX_BYTES}
                  errorMessage={errorText(errorMessage)}
                  isInvalid={isInvalid}
                  isRequired
                />
              )}
            </FormField>
          )}
        </Field>
      </FormSection>

      <Field name="termsAccepted" type="boolean">
        {(field) => (
          <FormField field={field}>
            {({ value, errorMessage, isInvalid }) => (
              <Checkbox
                id={fieldId('termsAccepted')}
                name="termsAccepted"
                label={intl.formatMessage(messages.terms, {
                  terms: (chunks: ReactNode[]) => <Link href={hrefFor('terms')}>{chunks}</Link>,
                  privacy: (chunks: ReactNode[]) => <Link href={hrefFor('privacy')}>{chunks}</Link>,
                })}
                isSelected={value === true}
                onChange={(next) => setValue(form, 'termsAccepted', next)}
                errorMessage={errorText(errorMessage)}
                isInvalid={isInvalid}
                isRequired
              />
            )}
          </FormField>
        )}
      </Field>
    </>
  );
});

export function RegistrationForm({ department, onSuccess }: { department: RegistrationType; onSuccess: () => void }) {
  const intl = useIntl();
  const toasts = useToasts();
  const isChild = department === 'children';
  const schema = registrationFormSchema(department);
  const [form, { Field }] = useForm<Values>({ validate: valiForm(schema), validateOn: 'submit', revalidateOn: 'change' });
  const [isSending, setSending] = useState(false);
  // What the visitor typed into the prerendered form before React took over becomes the form's
  // state, so it stays in the fields (boot/earlyInput.ts). The file cannot be carried.
  // Imported dynamically: the module is already in the entry, and a static import from this page
  // would make the bundler split the entry's chunks (1.5 KB more gzip on every route).
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    void import('../../boot/earlyInput.ts').then(({ takeEarlyInput }) => {
      if (!formElement.current) return;
      const early = takeEarlyInput(formElement.current);
      for (const name of fieldOrder) {
        const value = early.get(name) ?? early.get(fieldId(name));
        if (typeof value === 'boolean' && name === 'termsAccepted') setValue(form, name, value);
        else if (typeof value === 'string' && name !== 'referralLetter') setValue(form, name as 'firstName', value);
      }
      // The date of birth is three boxes, named dob-day, dob-month and dob-year.
      const dobPart = (part: DatePart) => {
        const typed = early.get(`dob-${part}`);
        return typeof typed === 'string' ? typed : '';
      };
      const dob = dateFromParts({ day: dobPart('day'), month: dobPart('month'), year: dobPart('year') });
      if (dob) setValue(form, 'dob', dob);
    });
  }, [form]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // Why the last attempt to send failed: stays on the page (the toast goes after 5 s) until the next attempt.
  // retryAt: set when this connection is over its hourly limit (a 429): from when sending works
  // again, or null when the server did not say.
  const [sendFailure, setSendFailure] = useState<{ reason: MessageDescriptor; attempt: number; retryAt?: Date | null } | null>(
    null,
  );
  const sendFailureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = sendFailureRef.current;
    if (!sendFailure || !box) return;
    // Clear of the toast, which says the same for 5 s: on a phone the toast is at the top (under the
    // header), so the notice goes to the bottom edge; wider, the toast is in the bottom corner, so the
    // notice goes to the middle. Then focus, so it is read.
    const toastAtTop = window.matchMedia?.(media.mobileOnly).matches ?? false;
    box.scrollIntoView?.({ block: toastAtTop ? 'end' : 'center' });
    box.focus({ preventScroll: true });
  }, [sendFailure]);
  const sending = useRef(false);
  // This form fill's registration id and letter path, kept across retries until it is stored.
  const pending = useRef<PendingSubmission | null>(null);
  // Before the app is ready, a submit shows this notice (site/src/boot/submitGuard.ts, inlined in <head>); the
  // form's method is dialog, so the browser sends nothing and every value stays. From the first
  // commit the form is marked ready and React handles the submit.
  const notReady = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    formElement.current?.setAttribute('data-ready', '');
  }, []);
  const errorCodes = useMemo(
    () =>
      computed(() => {
        // Before the first submit there is nothing to list. Not reading the errors then also keeps
        // the fields out of this list's dependencies while they register during hydration: each
        // registration changes the form's field list, and a fresh (even empty) array afterwards
        // made React render the whole form a second time right after hydrating it.
        if (!form.submitted.value) return noErrors;
        const errors = getErrors(form) as Partial<Record<keyof Values, string>>;
        const list = fieldOrder.flatMap((name) => (errors[name] ? [{ name, code: errors[name] }] : []));
        // Still none (the submit sets `submitted` before it validates): the same empty list, so
        // React does not render the whole form once more for nothing.
        return list.length === 0 ? noErrors : inPageOrder(list);
      }),
    [form],
  );
  const errors = useSignalValue(errorCodes);

  const errorText = useErrorText();

  async function handleSubmit() {
    if (sending.current) return;
    sending.current = true;
    if (notReady.current) notReady.current.hidden = true;
    // A new attempt clears the last one's failure; it comes back if this one fails too.
    setSendFailure(null);
    try {
      // Each FormSection hydrates in a pass of its own, a few tasks after the form. A submit in
      // between waits for the rest of the fields to register, or it would validate without them.
      await new Promise<void>((resolve) => whenSlicesHydrated(resolve));
      form.submitted.value = true;
      const valid = await validate(form, { shouldFocus: false });
      if (!valid) {
        // The ErrorSummary takes focus; the toast says why in a word, a frame later.
        const list = errorCodes.peek();
        const missingLetter = list.length === 1 && list[0]?.code === 'referralLetterRequired';
        afterNextPaint(() =>
          toasts.add({
            tone: 'critical',
            title: intl.formatMessage(missingLetter ? registrationCodeMessages.referralLetterRequired : messages.toastIncomplete),
          }),
        );
        setFailedSubmits((count) => count + 1);
        return;
      }
      setSending(true);
      const toast = toasts.add({
        tone: 'progress',
        title: intl.formatMessage(messages.toastSending),
        description: intl.formatMessage(messages.toastSendingText),
      });
      const parsed = v.safeParse(schema, getValues(form));
      // Fetched since the form was first focused; a failure is an unexpected result below, values kept.
      const pipeline = await importSubmission().catch(() => null);
      let result: SubmissionResult = { status: 'unexpected' };
      if (pipeline !== null && parsed.success) {
        pending.current ??= pipeline.newPendingSubmission();
        result = await pipeline.submitRegistration(department, parsed.output as RegistrationFormValues, {
          pending: pending.current,
        });
      }
      const status = result.status;
      if (status === 'success' || status === 'success-but-email-failed') {
        toasts.update(toast, {
          tone: 'success',
          title: intl.formatMessage(status === 'success' ? messages.toastSuccess : messages.toastEmailFailed),
        });
        pending.current = null;
        reset(form);
        onSuccess();
      } else {
        // Every value, the chosen file included, stays in the form for another try. The toast says it
        // for 5 s (docs/product-rules.md §4); the notice above the button keeps saying it, with what to do next.
        const reason =
          status === 'upload-failed'
            ? messages.uploadFailed
            : status === 'insert-failed'
              ? messages.insertFailed
              : status === 'rate-limited'
                ? messages.rateLimited
                : status === 'missing-fields'
                  ? messages.missingFields
                  : messages.unexpected;
        const retryAt = result.status === 'rate-limited' ? retryTime(result.retryAfterSeconds) : undefined;
        toasts.update(toast, {
          tone: 'critical',
          title: intl.formatMessage(messages.toastError),
          description: intl.formatMessage(reason),
        });
        setSendFailure((last) => ({ reason, attempt: (last?.attempt ?? 0) + 1, retryAt }));
        setSending(false);
      }
    } finally {
      sending.current = false;
    }
  }

  return (
    <form
      ref={formElement}
      // A form outside a dialog with method dialog does nothing on submit: before the app has taken
      // over (or without JavaScript), nothing is sent, no value lands in a URL, and every value stays.
      method="dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
      // The toasts' code and the sending pipeline arrive while the visitor fills in the form, so the
      // outcome of sending shows at once, even when the connection has dropped by then.
      onFocus={fetchAhead}
      // The form is named after the page (its h1's text), not after one of its sections.
      aria-label={intl.formatMessage(isChild ? pageTitles.childRegistration : pageTitles.adultRegistration)}
    >
      <Stack gap="xl">
        <noscript>
          <NoScriptNotice />
        </noscript>
        <ErrorSummary
          errors={errors.map(({ name, code }) => ({ id: fieldId(name), message: errorText(code) }))}
          submitCount={failedSubmits}
        />
        <RegistrationFields form={form} Field={Field} isChild={isChild} />

        {/* Shown by the submit guard (site/src/boot/submitGuard.ts) when the form is submitted before the app is
            ready; the hidden attribute is the DOM's from then on (React never changes it). */}
        <div ref={notReady} data-not-ready="" hidden tabIndex={-1} className={focusedOnAppear} suppressHydrationWarning>
          <Notice tone="warning" announce="assertive">
            <p>{intl.formatMessage(messages.notReady)}</p>
            <p>{intl.formatMessage(messages.notReadyContact, contactValues)}</p>
          </Notice>
        </div>

        {sendFailure && (
          // Next to the button that tries again; focused when it appears (the effect above).
          <div ref={sendFailureRef} tabIndex={-1} data-send-failure="" className={focusedOnAppear}>
            <Notice tone="critical" title={intl.formatMessage(messages.failureTitle)} titleLevel={2}>
              <p>{intl.formatMessage(sendFailure.reason)}</p>
              <p>
                {sendFailure.retryAt === undefined
                  ? intl.formatMessage(messages.failureNextStep, contactValues)
                  : intl.formatMessage(messages.rateLimitedNextStep, {
                      ...contactValues,
                      known: sendFailure.retryAt === null ? 'no' : 'yes',
                      // The visitor's language's clock: 14:32 in Dutch, Turkish and the site's English (en-GB).
                      time:
                        sendFailure.retryAt === null
                          ? ''
                          : intl.formatTime(sendFailure.retryAt, { hour: 'numeric', minute: '2-digit' }),
                    })}
              </p>
            </Notice>
          </div>
        )}

        <div>
          <Button type="submit" variant="primary" isSoftDisabled={isSending || errors.length > 0}>
            {intl.formatMessage(isSending ? messages.sending : messages.submit)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
