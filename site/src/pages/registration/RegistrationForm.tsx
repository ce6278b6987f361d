import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useSignals } from '@preact/signals-react/runtime';
import { getErrors, getValues, reset, setValue, useForm, valiForm, validate, type FieldStore } from '@modular-forms/react';
import { Button, DateField, Link, Notice, Radio, RadioGroup, Stack, TextArea, TextField } from '@ankerlicht/ui';
import {
  adultLanguages,
  childLanguages,
  genders,
  referralLetterAccept,
  registrationFormSchema,
  registrationLocations,
  type RegistrationFormValues,
  type RegistrationType,
} from '../../registration/schema.ts';
import { registrationCodeMessage } from '../../registration/messages.ts';
import { submitRegistration, type SubmissionResult } from '../../registration/submitRegistration.ts';
import { messages } from './registrationMessages.ts';

type Values = {
  childName?: string;
  firstName: string;
  familyName: string;
  email: string;
  phone: string;
  dob: string;
  bsnNumber: string;
  gender: string;
  streetName: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  insuranceCompany: string;
  location: string;
  preferredLanguage: string;
  message: string;
  referralLetter: File | undefined;
  termsAccepted: boolean;
};

const optionMessages = {
  male: messages.male, female: messages.female, other: messages.other, amsterdam: messages.amsterdam, zaandam: messages.zaandam,
  dutch: messages.dutch, english: messages.english, turkish: messages.turkish, bulgarian: messages.bulgarian, farsi: messages.farsi,
};

type Status =
  | { kind: 'idle' }
  | { kind: 'incomplete'; missingLetter: boolean }
  | { kind: 'sending' }
  | { kind: 'failed'; result: SubmissionResult['status'] };

const fieldOrder: (keyof Values)[] = [
  'childName', 'firstName', 'familyName', 'email', 'phone', 'dob', 'bsnNumber', 'gender', 'streetName', 'houseNumber',
  'postalCode', 'city', 'insuranceCompany', 'location', 'preferredLanguage', 'message', 'referralLetter', 'termsAccepted',
];

const requiredMark = '*';
const space = ' ';

const fieldId = (name: string) => `registration-${name}`;

/** Reads a field's signals in its own component, so React 19 re-renders it (TOOLCHAIN: useSignals). */
function Bound<T>({ field, children }: { field: FieldStore<Values, never> & { value: { value: T } }; children: (value: T, error: string) => ReactNode }) {
  useSignals();
  return <>{children(field.value.value, field.error.value)}</>;
}

export function RegistrationForm({ department, onSuccess }: { department: RegistrationType; onSuccess: () => void }) {
  const intl = useIntl();
  const isChild = department === 'children';
  const schema = registrationFormSchema(department);
  const [form, { Field }] = useForm<Values>({ validate: valiForm(schema), validateOn: 'submit', revalidateOn: 'change' });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [summary, setSummary] = useState<{ name: string; code: string }[]>([]);
  const sending = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const errorText = (code: string) => {
    if (!code) return undefined;
    const descriptor = registrationCodeMessage(code);
    return descriptor ? intl.formatMessage(descriptor) : code;
  };

  async function handleSubmit() {
    if (sending.current) return;
    sending.current = true;
    try {
      form.submitted.value = true;
      const valid = await validate(form, { shouldFocus: false });
      if (!valid) {
        const errors = getErrors(form) as Record<string, string | undefined>;
        const list = fieldOrder.flatMap((name) => (errors[name] ? [{ name, code: errors[name] as string }] : []));
        setSummary(list);
        setStatus({ kind: 'incomplete', missingLetter: errors.referralLetter === 'referralLetterRequired' && list.length === 1 });
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
      setSummary([]);
      const parsed = v.safeParse(schema, getValues(form));
      if (!parsed.success) {
        setStatus({ kind: 'failed', result: 'unexpected' });
        return;
      }
      setStatus({ kind: 'sending' });
      const result = await submitRegistration(department, parsed.output as RegistrationFormValues);
      if (result.status === 'success' || result.status === 'success-but-email-failed') {
        reset(form);
        if (fileInput.current) fileInput.current.value = '';
        setStatus({ kind: 'idle' });
        onSuccess();
      } else {
        // Every value, the chosen file included, stays in the form for another try.
        setStatus({ kind: 'failed', result: result.status });
      }
    } finally {
      sending.current = false;
    }
  }

  const isSending = status.kind === 'sending';
  const text = (name: keyof Values, label: ReactNode, extra: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'numeric'; description?: ReactNode; isRequired?: boolean } = {}) => (
    <Field name={name as 'firstName'}>
      {(field) => (
        <Bound field={field as never}>
          {(value: string | undefined, error) => (
            <TextField
              id={fieldId(name)}
              name={name}
              label={label}
              value={value ?? ''}
              onChange={(next) => setValue(form, name as 'firstName', next)}
              errorMessage={errorText(error)}
              isRequired={extra.isRequired ?? true}
              type={extra.type}
              autoComplete={extra.autoComplete}
              inputMode={extra.inputMode}
              description={extra.description}
            />
          )}
        </Bound>
      )}
    </Field>
  );

  const radios = (name: 'gender' | 'location' | 'preferredLanguage', label: ReactNode, options: readonly string[]) => (
    <Field name={name}>
      {(field) => (
        <Bound field={field as never}>
          {(value: string | undefined, error) => (
            <RadioGroup
              id={fieldId(name)}
              name={name}
              label={label}
              value={value ?? null}
              onChange={(next) => setValue(form, name, next)}
              errorMessage={errorText(error)}
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
        </Bound>
      )}
    </Field>
  );

  const failureReason =
    status.kind === 'failed'
      ? intl.formatMessage(status.result === 'upload-failed' ? messages.uploadFailed : status.result === 'insert-failed' ? messages.insertFailed : messages.unexpected)
      : '';

  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); void handleSubmit(); }} aria-labelledby="registration-form-title">
      <Stack gap="xl">
        <div role="status" aria-live="polite">
          {status.kind === 'incomplete' && (
            <Notice tone="critical">{intl.formatMessage(status.missingLetter ? messages.referralLetterRequiredToast : messages.toastIncomplete)}</Notice>
          )}
          {status.kind === 'sending' && (
            <Notice tone="info" title={intl.formatMessage(messages.toastSending)} titleLevel={2}>
              {intl.formatMessage(messages.toastSendingText)}
            </Notice>
          )}
          {status.kind === 'failed' && (
            <Notice tone="critical" title={intl.formatMessage(messages.toastError)} titleLevel={2}>
              {failureReason}
            </Notice>
          )}
        </div>
        {summary.length > 0 && (
          <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="registration-error-summary">
            <Notice tone="critical" title={<span id="registration-error-summary">{intl.formatMessage(messages.errorSummaryTitle)}</span>} titleLevel={2}>
              <ul>
                {summary.map(({ name, code }) => (
                  <li key={name}>
                    <a href={`#${fieldId(name)}`} onClick={(event) => { event.preventDefault(); document.getElementById(fieldId(name))?.focus(); }}>
                      {errorText(code)}
                    </a>
                  </li>
                ))}
              </ul>
            </Notice>
          </div>
        )}
        <h2 id="registration-form-title" hidden>{intl.formatMessage(isChild ? messages.personalParent : messages.personal)}</h2>

        {isChild && (
          <fieldset>
            <legend><h2>{intl.formatMessage(messages.child)}</h2></legend>
            <Stack gap="md">{text('childName', intl.formatMessage(messages.childName), { autoComplete: 'off' })}</Stack>
          </fieldset>
        )}

        <fieldset>
          <legend><h2>{intl.formatMessage(isChild ? messages.personalParent : messages.personal)}</h2></legend>
          <Stack gap="md">
            {text('firstName', intl.formatMessage(messages.firstName), { autoComplete: 'given-name' })}
            {text('familyName', intl.formatMessage(messages.familyName), { autoComplete: 'family-name' })}
            {text('email', intl.formatMessage(messages.email), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
            {text('phone', intl.formatMessage(messages.phone), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
            <Field name="dob">
              {(field) => (
                <Bound field={field as never}>
                  {(value: string | undefined, error) => (
                    <DateField
                      id={fieldId('dob')}
                      label={intl.formatMessage(isChild ? messages.dobChild : messages.dobAdult)}
                      value={value ?? ''}
                      onChange={(next) => setValue(form, 'dob', next)}
                      errorMessage={errorText(error)}
                      isRequired
                    />
                  )}
                </Bound>
              )}
            </Field>
            {text('bsnNumber', intl.formatMessage(messages.bsn), { inputMode: 'numeric', autoComplete: 'off', description: intl.formatMessage(messages.bsnHint) })}
            {radios('gender', intl.formatMessage(messages.gender), genders)}
          </Stack>
        </fieldset>

        <fieldset>
          <legend><h2>{intl.formatMessage(messages.address)}</h2></legend>
          <Stack gap="md">
            {text('streetName', intl.formatMessage(messages.streetName), { autoComplete: 'address-line1' })}
            {text('houseNumber', intl.formatMessage(messages.houseNumber), { autoComplete: 'address-line2' })}
            {text('postalCode', intl.formatMessage(messages.postalCode), { autoComplete: 'postal-code' })}
            {text('city', intl.formatMessage(messages.city), { autoComplete: 'address-level2' })}
          </Stack>
        </fieldset>

        <fieldset>
          <legend><h2>{intl.formatMessage(messages.insurance)}</h2></legend>
          {text('insuranceCompany', intl.formatMessage(messages.insuranceCompany), { autoComplete: 'off' })}
        </fieldset>

        <fieldset>
          <legend><h2>{intl.formatMessage(messages.preferences)}</h2></legend>
          <Stack gap="md">
            {radios('location', intl.formatMessage(messages.location), registrationLocations)}
            {radios('preferredLanguage', intl.formatMessage(messages.preferredLanguage), isChild ? childLanguages : adultLanguages)}
          </Stack>
        </fieldset>

        <fieldset>
          <legend><h2>{intl.formatMessage(messages.additional)}</h2></legend>
          <Field name="message">
            {(field) => (
              <Bound field={field as never}>
                {(value: string | undefined, error) => (
                  <TextArea
                    id={fieldId('message')}
                    label={intl.formatMessage(isChild ? messages.messageChild : messages.messageAdult)}
                    value={value ?? ''}
                    onChange={(next) => setValue(form, 'message', next)}
                    errorMessage={errorText(error)}
                    rows={4}
                  />
                )}
              </Bound>
            )}
          </Field>
        </fieldset>

        <fieldset>
          <legend><h2>{intl.formatMessage(messages.documents)}</h2></legend>
          <Field name="referralLetter" type="File">
            {(field) => (
              <Bound field={field as never}>
                {(value: File | undefined, error) => (
                  <Stack gap="xs">
                    <label htmlFor={fieldId('referralLetter')}>
                      <strong>{intl.formatMessage(messages.referralLetter)}</strong> <span aria-hidden="true">{requiredMark}</span>
                    </label>
                    <span id="registration-referralLetter-hint">{intl.formatMessage(messages.referralLetterHint)}</span>
                    {error && <strong id="registration-referralLetter-error">{errorText(error)}</strong>}
                    <input
                      ref={fileInput}
                      id={fieldId('referralLetter')}
                      name="referralLetter"
                      type="file"
                      accept={referralLetterAccept}
                      aria-required="true"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? 'registration-referralLetter-hint registration-referralLetter-error' : 'registration-referralLetter-hint'}
                      onChange={(event) => setValue(form, 'referralLetter', event.currentTarget.files?.[0])}
                    />
                    {value && (
                      <p>
                        {intl.formatMessage(messages.chosenFile, { name: value.name })}{space}
                        <Button variant="secondary" size="small" onPress={() => { setValue(form, 'referralLetter', undefined); if (fileInput.current) fileInput.current.value = ''; }}>
                          {intl.formatMessage(messages.removeFile)}
                        </Button>
                      </p>
                    )}
                  </Stack>
                )}
              </Bound>
            )}
          </Field>
        </fieldset>

        <Field name="termsAccepted" type="boolean">
          {(field) => (
            <Bound field={field as never}>
              {(value: boolean | undefined, error) => (
                <Stack gap="xs">
                  {error && <strong id="registration-terms-error">{errorText(error)}</strong>}
                  <label>
                    <input
                      id={fieldId('termsAccepted')}
                      type="checkbox"
                      checked={value === true}
                      aria-required="true"
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? 'registration-terms-error' : undefined}
                      onChange={(event) => setValue(form, 'termsAccepted', event.currentTarget.checked)}
                    />{space}
                    {intl.formatMessage(messages.terms, {
                      terms: (chunks: ReactNode[]) => <Link href="/algemene-voorwaarden">{chunks}</Link>,
                      privacy: (chunks: ReactNode[]) => <Link href="/privacy">{chunks}</Link>,
                    })}{space}
                    <span aria-hidden="true">{requiredMark}</span>
                  </label>
                </Stack>
              )}
            </Bound>
          )}
        </Field>

        <div>
          <Button type="submit" variant="primary" isSoftDisabled={isSending || summary.length > 0}>
            {intl.formatMessage(isSending ? messages.sending : messages.submit)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
