import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Notice, Stack, StepList } from '@ankerlicht/ui';
import { brand, complaintSteps, complaintsConfidentialityNote, mailtoHref } from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';
import * as styles from '../legal/LongTextPage.css.ts';
import type { NoMessageValues, MessageValue, MessageTag } from 'react-intl';

const messages = defineMessages<{
  readonly intro: NoMessageValues;
  readonly steps: NoMessageValues;
  readonly confidential: NoMessageValues;
  readonly email: { readonly email: MessageValue; readonly link: MessageTag };
}>({
  intro: {
    id: 'page.complaints.intro',
    defaultMessage: 'Bent u niet tevreden over onze zorg? Dat willen we graag weten. Zo pakt u het aan, in drie stappen.',
  },
  steps: { id: 'page.complaints.steps', defaultMessage: 'Zo dient u een klacht in' },
  confidential: { id: 'page.complaints.confidential', defaultMessage: 'Vertrouwelijk' },
  email: { id: 'page.complaints.email', defaultMessage: 'E-mail van de klachtenfunctionaris: <link>{email}</link>' },
});

/** Spec §2.11: three steps, the confidentiality note and the complaints e-mail. */
export default function ComplaintsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const stepsId = useId();
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
    <Page
      title={intl.formatMessage(pageTitles.complaints)}
      description={intl.formatMessage(pageDescriptions.complaints)}
      intro={intl.formatMessage(messages.intro)}
    >
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
      </Stack>
    </Page>
  );
}
