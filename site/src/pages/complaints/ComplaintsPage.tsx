import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Card, Grid, Link, Notice, Stack, StepList } from '@ankerlicht/ui';
import {
  brand,
  complaintSteps,
  complaintsBodies,
  complaintsConfidentialityNote,
  complaintsProcedure,
  mailtoHref,
  phoneHref,
} from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { LastUpdated, LongTextSections } from '../legal/LongText.tsx';
import * as styles from '../legal/LongText.css.ts';
import type { NoMessageValues, MessageValue, MessageTag } from 'react-intl';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly steps: NoMessageValues;
  readonly confidential: NoMessageValues;
  readonly email: { readonly email: MessageValue; readonly link: MessageTag };
  readonly bodies: NoMessageValues;
  readonly bodiesIntro: NoMessageValues;
  readonly call: { readonly number: MessageValue };
}>({
  title: { id: 'page.complaints.title', defaultMessage: 'Klachten' },
  description: { id: 'page.complaints.description', defaultMessage: 'Niet tevreden? Zo dient u een klacht in, in drie stappen.' },
  intro: {
    id: 'page.complaints.intro',
    defaultMessage: 'Bent u niet tevreden over onze zorg? Dat willen we graag weten. Zo pakt u het aan, in drie stappen.',
  },
  steps: { id: 'page.complaints.steps', defaultMessage: 'Zo dient u een klacht in' },
  confidential: { id: 'page.complaints.confidential', defaultMessage: 'Vertrouwelijk' },
  email: { id: 'page.complaints.email', defaultMessage: 'E-mail van de klachtenfunctionaris: <link>{email}</link>' },
  bodies: { id: 'page.complaints.bodies', defaultMessage: 'Onafhankelijke hulp en advies' },
  bodiesIntro: {
    id: 'page.complaints.bodiesIntro',
    defaultMessage: 'Deze organisaties staan los van ons. U kunt er altijd terecht, ook naast de stappen hierboven.',
  },
  call: { id: 'page.complaints.call', defaultMessage: 'Bel {number}' },
});

/**
 * Spec §2.11: three steps, the confidentiality note and the complaints e-mail; then the independent
 * bodies with their links, and the complete complaints procedure.
 */
export default function ComplaintsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const stepsId = useId();
  const bodiesId = useId();
  const procedureId = useId();
  const steps = complaintSteps.map((step) => ({
    id: step.id,
    icon: step.icon,
    title: step.title[locale],
    description: (
      <Stack gap="sm">
        <p>{step.description[locale]}</p>
        {step.action && (
          <p>
            <Link href={step.action.href}>{step.action.label[locale]}</Link>
          </p>
        )}
      </Stack>
    ),
  }));
  return (
    <PageFromMessages messages={messages}>
      <Stack gap="xxl">
        <section aria-labelledby={stepsId}>
          <h2 id={stepsId} className={styles.sectionHeading}>
            {intl.formatMessage(messages.steps)}
          </h2>
          <StepList steps={steps} aria-labelledby={stepsId} />
        </section>
        <Notice title={intl.formatMessage(messages.confidential)} titleLevel={2}>
          <Stack gap="sm">
            <p>{complaintsConfidentialityNote[locale]}</p>
            <p>
              {intl.formatMessage(messages.email, {
                email: brand.complaintsEmail,
                link: (chunks) => <Link href={mailtoHref(brand.complaintsEmail)}>{chunks}</Link>,
              })}
            </p>
          </Stack>
        </Notice>

        <section aria-labelledby={bodiesId}>
          <Stack gap="md">
            <h2 id={bodiesId} className={styles.sectionHeading}>
              {intl.formatMessage(messages.bodies)}
            </h2>
            <p className={styles.text}>{intl.formatMessage(messages.bodiesIntro)}</p>
            <Grid as="ul" columns={{ mobile: 1, tablet: 3 }} gap="lg">
              {complaintsBodies.map((body) => (
                <Card key={body.id} as="li" heading={body.name} headingLevel={3}>
                  <Stack gap="sm">
                    <p>{body.description[locale]}</p>
                    {body.phone && (
                      <p>
                        <Link href={phoneHref(body.phone)}>{intl.formatMessage(messages.call, { number: body.phone })}</Link>
                      </p>
                    )}
                    <p>
                      <Link href={body.website}>{new URL(body.website).host}</Link>
                    </p>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Stack>
        </section>

        <section aria-labelledby={procedureId} className={styles.text}>
          <Stack gap="md">
            <h2 id={procedureId} className={styles.sectionHeading}>
              {complaintsProcedure.title[locale]}
            </h2>
            <p>{complaintsProcedure.intro[locale]}</p>
            <LastUpdated isoDate={complaintsProcedure.lastUpdated} />
            <LongTextSections text={complaintsProcedure} headingLevel={3} />
          </Stack>
        </section>
      </Stack>
    </PageFromMessages>
  );
}
