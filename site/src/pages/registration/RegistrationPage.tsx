import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card, Grid, Link, Notice, Stack } from '@ankerlicht/ui';
import {
  brand,
  crisisLines,
  insurerGroups,
  notACrisisService,
  phoneHours,
  phoneHref,
  registrationStopNotice,
  type Department,
  hrefFor,
} from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { pageDescriptions, pageTitles } from './registrationMessages.ts';
import { CurrentWaitingTimeCard } from '../waiting-times/CurrentCard.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { messages } from './registrationMessages.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

export default function RegistrationPage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const language = useContentLanguage();
  const isChild = department === 'children';
  const id = isChild ? 'childRegistration' : 'adultRegistration';
  const [submitted, setSubmitted] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const successRef = useRef<HTMLDivElement>(null);
  // The stop is on adult care only, as the adult financing and waiting-time pages say; it shows
  // here, before the form, for as long as an insurer group is flagged in the content.
  const registrationStop = !isChild && insurerGroups.some((group) => group.registrationStop);

  useEffect(() => {
    if (!submitted) return;
    window.scrollTo({ top: 0 });
    successRef.current?.focus();
  }, [submitted]);

  return (
    <Page
      title={intl.formatMessage(pageTitles[id])}
      description={intl.formatMessage(pageDescriptions[id])}
      intro={intl.formatMessage(isChild ? messages.introChildren : messages.introAdults)}
    >
      <Grid columns={{ mobile: 1, wide: 3 }} gap="xl">
        <div style={{ gridColumn: 'span 2' }}>
          {submitted ? (
            <div ref={successRef} tabIndex={-1}>
              <Notice tone="success" title={intl.formatMessage(messages.successTitle)} titleLevel={2}>
                <Stack gap="md">
                  <p>{intl.formatMessage(messages.successText)}</p>
                  <div>
                    <Button
                      variant="primary"
                      onPress={() => {
                        setFormKey((key) => key + 1);
                        setSubmitted(false);
                      }}
                    >
                      {intl.formatMessage(messages.newForm)}
                    </Button>
                  </div>
                </Stack>
              </Notice>
            </div>
          ) : (
            <Stack gap="xl">
              <Notice tone="warning" title={intl.formatMessage(messages.crisisTitle)} titleLevel={2}>
                <p>
                  <Glossed>{notACrisisService[language]}</Glossed>
                </p>
                <ul>
                  {crisisLines.map((line) => (
                    <li key={line.id}>
                      <Glossed>{line.description[language]}</Glossed>
                    </li>
                  ))}
                </ul>
              </Notice>
              {registrationStop && (
                <Notice tone="critical" title={registrationStopNotice.title[language]} titleLevel={2}>
                  <p>
                    <Glossed>{registrationStopNotice.text[language]}</Glossed>
                  </p>
                </Notice>
              )}
              <RegistrationForm key={formKey} department={department} onSuccess={() => setSubmitted(true)} />
            </Stack>
          )}
        </div>
        <aside aria-label={intl.formatMessage(messages.waitingTime)}>
          <Stack gap="lg">
            <CurrentWaitingTimeCard type={department} headingLevel={2} />
            <Card heading={intl.formatMessage(messages.byPhone)} headingLevel={2}>
              <p>
                <Link href={phoneHref(brand.phone)}>{intl.formatMessage(messages.callUs, { phone: brand.phone })}</Link>
              </p>
              <p>
                <Glossed>{phoneHours.text[language]}</Glossed>
              </p>
            </Card>
            <Card heading={intl.formatMessage(isChild ? messages.otherFormAdults : messages.otherFormChildren)} headingLevel={2}>
              <Link href={isChild ? hrefFor('adultRegistration') : hrefFor('childRegistration')}>
                {intl.formatMessage(isChild ? messages.otherFormLinkAdults : messages.otherFormLinkChildren)}
              </Link>
            </Card>
          </Stack>
        </aside>
      </Grid>
    </Page>
  );
}
