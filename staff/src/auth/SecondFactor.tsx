import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Button, Notice, Stack, TextField } from '@ankerlicht/ui';
import { messageOf } from '../errors.ts';
import { supabase } from '../supabase.ts';
import * as styles from './auth.css.ts';
import { ScreenHeading } from '../ScreenHeading.tsx';

const messages = defineMessages({
  heading: { id: 'staff.secondFactor.heading', defaultMessage: 'Bevestig dat u het bent' },
  intro: { id: 'staff.secondFactor.intro', defaultMessage: 'Vul de code van 6 cijfers in die uw authenticator-app nu toont.' },
  enrolHeading: { id: 'staff.secondFactor.enrolHeading', defaultMessage: 'Koppel uw authenticator-app' },
  enrolIntro: {
    id: 'staff.secondFactor.enrolIntro',
    defaultMessage:
      'Aanmeldingen bevatten gezondheidsgegevens. Daarom logt u altijd in met een tweede stap: een code uit een authenticator-app op uw telefoon.',
  },
  enrolStart: { id: 'staff.secondFactor.enrolStart', defaultMessage: 'App koppelen' },
  qrAlt: { id: 'staff.secondFactor.qrAlt', defaultMessage: 'QR-code om in uw authenticator-app te scannen' },
  secretLabel: { id: 'staff.secondFactor.secretLabel', defaultMessage: 'Of typ deze sleutel over in de app:' },
  code: { id: 'staff.secondFactor.code', defaultMessage: 'Code' },
  codeHint: { id: 'staff.secondFactor.codeHint', defaultMessage: '6 cijfers' },
  codeFormat: { id: 'staff.secondFactor.codeFormat', defaultMessage: 'Vul de 6 cijfers van de code in.' },
  submit: { id: 'staff.secondFactor.submit', defaultMessage: 'Bevestigen' },
});

type Enrolment = { factorId: string; secret: string; qrCode: string };

/** The second step: a TOTP code, after linking an authenticator app the first time. */
export function SecondFactor({ enrolled }: { enrolled: boolean }) {
  const intl = useIntl();
  const [factorId, setFactorId] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!enrolled) return;
    void supabase.auth.mfa.listFactors().then(({ data }) => setFactorId(data?.totp[0]?.id ?? null));
  }, [enrolled]);

  async function enrol() {
    if (busy) return;
    setBusy(true);
    // Auth refuses a second factor with a name in use, and an unnamed one counts as "" (supabase/auth
    // mfa.go): a press after a reload within the five minutes an unverified factor lives would be
    // refused. A name of its own per attempt avoids that; Auth removes the unverified ones.
    const friendlyName = `Ankerlicht ${new Date().toISOString()}`;
    const { data, error: refused } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName });
    setBusy(false);
    if (refused || data === null) {
      setError(messageOf(refused));
      return;
    }
    setEnrolment({ factorId: data.id, secret: data.totp.secret, qrCode: svgDataUrl(data.totp.qr_code) });
    setFactorId(data.id);
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s/g, '');
    if (!/^[0-9]{6}$/.test(digits)) {
      setError(messages.codeFormat);
      return;
    }
    setBusy(true);
    // A code submitted before the factor list arrived (a fast hand, a slow network) waits for it
    // rather than being dropped without a word.
    const id = factorId ?? (await supabase.auth.mfa.listFactors()).data?.totp[0]?.id ?? null;
    if (id === null) {
      setBusy(false);
      setError(messageOf(null));
      return;
    }
    const { error: refused } = await supabase.auth.mfa.challengeAndVerify({ factorId: id, code: digits });
    setBusy(false);
    // On success the session becomes aal2 and the app moves on (onAuthStateChange).
    if (refused) setError(messageOf(refused));
  }

  const heading = enrolled ? messages.heading : messages.enrolHeading;
  return (
    <Stack gap="md" className={styles.form}>
      <ScreenHeading takeFocus={false}>{intl.formatMessage(heading)}</ScreenHeading>
      {error !== null && (
        <Notice tone="critical" announce="assertive">
          {intl.formatMessage(error)}
        </Notice>
      )}
      {!enrolled && enrolment === null && (
        <>
          <p>{intl.formatMessage(messages.enrolIntro)}</p>
          <Button onPress={() => void enrol()}>{intl.formatMessage(messages.enrolStart)}</Button>
        </>
      )}
      {enrolment !== null && (
        <>
          {enrolment.qrCode !== '' && (
            <img src={enrolment.qrCode} alt={intl.formatMessage(messages.qrAlt)} width={200} height={200} />
          )}
          <p>{intl.formatMessage(messages.secretLabel)}</p>
          <p className={styles.secret} data-testid="totp-secret">
            {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </p>
        </>
      )}
      {(enrolled || enrolment !== null) && (
        <form onSubmit={(event) => void verify(event)} noValidate>
          <Stack gap="md">
            {enrolled && <p>{intl.formatMessage(messages.intro)}</p>}
            <TextField
              label={intl.formatMessage(messages.code)}
              description={intl.formatMessage(messages.codeHint)}
              inputMode="numeric"
              autoComplete="one-time-code"
              // Signing in, the code is the one thing to do here; while linking the app, the QR code and
              // the key come first.
              autoFocus={enrolled}
              value={code}
              onChange={setCode}
              isRequired
            />
            <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

const SVG_PREFIX = 'data:image/svg+xml;utf-8,';

/**
 * supabase-js hands the QR code on as `data:image/svg+xml;utf-8,<svg…>` with the SVG unescaped: a
 * `#` in it (a colour) would end the URL there. Encoded, the image is whole.
 */
export function svgDataUrl(qrCode: string): string {
  if (!qrCode.startsWith(SVG_PREFIX)) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.slice(SVG_PREFIX.length))}`;
}
