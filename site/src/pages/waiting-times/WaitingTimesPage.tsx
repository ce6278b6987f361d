import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Card, Stack, WaitingTimeBreakdown } from '@ankerlicht/ui';
import { waitingTimeInfoFor, waitingTimeTypes } from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import { callToActionContent } from '../department/content.ts';
import * as sectionStyles from '../department/Section.css.ts';
import { WaitingTimeCards } from './WaitingTimeCards.tsx';
import { breakdownParts } from './waitingTimeCardProps.ts';
import { useWaitingTimeFigures, WaitingTimesAsOf } from './figures.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly currentHeading: NoMessageValues;
  readonly detailsHeading: NoMessageValues;
  readonly current: { readonly value: MessageValue };
}>({
  title: { id: 'page.waitingTimes.title', defaultMessage: 'Wachttijden' },
  description: {
    id: 'page.waitingTimes.description',
    defaultMessage: 'De actuele wachttijden voor volwassenen, kinderen en jongeren, en bij spoed.',
  },
  intro: {
    id: 'page.waitingTimes.intro',
    defaultMessage: 'Hier ziet u hoe lang u op dit moment ongeveer wacht.',
  },
  currentHeading: { id: 'page.waitingTimes.currentHeading', defaultMessage: 'Actuele wachttijden' },
  detailsHeading: { id: 'page.waitingTimes.detailsHeading', defaultMessage: 'Meer over de wachttijden' },
  current: { id: 'page.waitingTimes.current', defaultMessage: 'Huidige wachttijd: {value}' },
});

/** The detail blocks, with the figures shown now: only they render again when a publication arrives. */
function WaitingTimeDetails() {
  const intl = useIntl();
  const language = useContentLanguage();
  const figures = useWaitingTimeFigures();
  const infos = waitingTimeInfoFor(figures);
  return (
    <Stack gap="lg">
      {waitingTimeTypes.map((type) => {
        const info = infos[type];
        return (
          <Card key={type} as="article" heading={info.title[language]}>
            <Stack gap="sm">
              {info.breakdown ? (
                <WaitingTimeBreakdown
                  parts={breakdownParts(info.breakdown, language)}
                  asOf={<WaitingTimesAsOf figures={figures} />}
                />
              ) : (
                <p className={sectionStyles.label}>
                  {intl.formatMessage(messages.current, { value: info.currentValue[language] })}
                </p>
              )}
              <p className={sectionStyles.text}>{info.description[language]}</p>
              {info.screeningInfo && <p className={sectionStyles.text}>{info.screeningInfo[language]}</p>}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

/** The waiting-time overview (docs/product-rules.md §2.5): three summary cards, the details, and a call to register. */
export default function WaitingTimesPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <PageFromMessages messages={messages}>
      <Section title={intl.formatMessage(messages.currentHeading)}>
        <WaitingTimeCards />
      </Section>

      <Section title={intl.formatMessage(messages.detailsHeading)}>
        <WaitingTimeDetails />
      </Section>

      <CallToAction {...callToActionContent('adults', language)} showChildLink className={sectionStyles.callToAction} />
    </PageFromMessages>
  );
}
