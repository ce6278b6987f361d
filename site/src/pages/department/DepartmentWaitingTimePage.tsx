import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Card, Notice, StepList, Stack, WaitingTimeBreakdown, localizedSteps } from '@ankerlicht/ui';
import {
  childAndYouthAgeScope,
  departmentJourneys,
  journeyStepIcons,
  locationBreakdownsFor,
  registrationStopNotice,
  waitingTimeCardsFor,
  waitingTimeInfo,
  waitingTimeInfoFor,
  waitingTimePartsExplanation,
  waitingTimesPerLocation,
  type Department,
  type WaitingTimeFigures,
} from '@ankerlicht/content';
import { breakdownParts } from '../waiting-times/waitingTimeCardProps.ts';
import { useWaitingTimeFigures, WaitingTimesAsOf } from '../waiting-times/figures.ts';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { callToActionContent } from './content.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import * as styles from './Section.css.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

/** The page's title (its h1 and the start of the document title) and its meta description. */
const pageTitles = defineMessages({
  childWaitingTime: { id: 'page.childWaitingTime.title', defaultMessage: 'Wachttijd kind en jeugd' },
  adultWaitingTime: { id: 'page.adultWaitingTime.title', defaultMessage: 'Wachttijd volwassenen' },
});

const pageDescriptions = defineMessages({
  childWaitingTime: {
    id: 'page.childWaitingTime.description',
    defaultMessage: 'De wachttijd voor kinderen en jongeren en wat er gebeurt na uw aanmelding.',
  },
  adultWaitingTime: {
    id: 'page.adultWaitingTime.description',
    defaultMessage: 'De wachttijd voor volwassenen en wat er gebeurt na uw aanmelding.',
  },
});

const messages = defineMessages({
  currentHeading: { id: 'page.departmentWaitingTime.currentHeading', defaultMessage: 'Huidige wachttijd' },
  screeningHeading: { id: 'page.departmentWaitingTime.screeningHeading', defaultMessage: 'Ons screeningsteam' },
  journeyHeading: { id: 'page.departmentWaitingTime.journeyHeading', defaultMessage: 'Van aanmelding tot behandeling' },
  mediationHeading: { id: 'page.departmentWaitingTime.mediationHeading', defaultMessage: 'Liever niet zo lang wachten?' },
});

/**
 * The department's current wait, with the figures shown now (the built-in ones until the newest
 * publication has arrived): only this renders again when a publication arrives.
 */
function CurrentWait({ department }: { department: Department }) {
  const language = useContentLanguage();
  const figures = useWaitingTimeFigures();
  const info = waitingTimeInfoFor(figures)[department];
  const card = waitingTimeCardsFor(figures).find((item) => item.type === department);
  const headlineIsPart = typeof figures[department].headline === 'string';
  return (
    <>
      {/* A headline that is one of the parts would only repeat it; a total is shown above them. */}
      {!(info.breakdown && headlineIsPart) && (
        <div>
          <p className={styles.highlight}>
            <Glossed>{info.currentValue[language]}</Glossed>
          </p>
          {card && (
            <p className={styles.text}>
              <Glossed>{card.description[language]}</Glossed>
            </p>
          )}
        </div>
      )}
      {info.breakdown && (
        <WaitingTimeBreakdown
          size="lg"
          parts={breakdownParts(info.breakdown, language)}
          asOf={<WaitingTimesAsOf figures={figures} />}
        />
      )}
      <LocationWaits figures={figures} department={department} />
      <p className={styles.text}>
        <Glossed>{info.description[language]}</Glossed>
      </p>
    </>
  );
}

/**
 * The department's two waits per location, under its own, where the figures shown give them: a
 * publication may, when the locations' waits differ (issue 54); the built-in figures do not. Each
 * location is a heading, so a screen reader's list of headings leads to it. Here only, not on
 * /wachttijd, whose detail blocks link here: a component both pages import would be a chunk of its
 * own, and every chunk's name costs every page (docs/product-rules.md).
 */
function LocationWaits({ figures, department }: { figures: WaitingTimeFigures; department: Department }) {
  const language = useContentLanguage();
  const locations = locationBreakdownsFor(figures, department);
  return (
    locations && (
      <>
        <p className={styles.text}>{waitingTimesPerLocation[language]}</p>
        {locations.map(({ location, city, breakdown }) => (
          <div key={location}>
            <h3 className={styles.label}>{city}</h3>
            <WaitingTimeBreakdown parts={breakdownParts(breakdown, language)} />
          </div>
        ))}
      </>
    )
  );
}

/** What care mediation can do, while the wait is or may be over the Treeknorm (waitingTimeInfoFor), with the figures shown now. */
function Mediation({ department }: { department: Department }) {
  const intl = useIntl();
  const language = useContentLanguage();
  const mediationInfo = waitingTimeInfoFor(useWaitingTimeFigures())[department].mediationInfo;
  return (
    mediationInfo && (
      <Section title={intl.formatMessage(messages.mediationHeading)}>
        <p className={styles.text}>
          <Glossed>{mediationInfo[language]}</Glossed>
        </p>
      </Section>
    )
  );
}

/** A department's waiting time (docs/product-rules.md §2.5): the current wait, screening, the journey and a call to register. */
export default function DepartmentWaitingTimePage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const language = useContentLanguage();
  // The texts around the figures that are the same whatever the figures (CurrentWait and Mediation
  // show the figures and the texts that depend on them).
  const info = waitingTimeInfo[department];
  const pageId = department === 'children' ? 'childWaitingTime' : 'adultWaitingTime';
  return (
    <Page
      title={intl.formatMessage(pageTitles[pageId])}
      description={intl.formatMessage(pageDescriptions[pageId])}
      intro={department === 'children' ? childAndYouthAgeScope.offerWaitingTimeAndRegistrationPages.text[language] : undefined}
    >
      {department === 'adults' && (
        <Notice tone="critical" title={registrationStopNotice.title[language]}>
          <p>
            <Glossed>{info.alertInfo?.[language] ?? registrationStopNotice.text[language]}</Glossed>
          </p>
        </Notice>
      )}

      <Section title={intl.formatMessage(messages.currentHeading)}>
        <Stack gap="md">
          <Card variant="raised">
            <Stack gap="md">
              <CurrentWait department={department} />
            </Stack>
          </Card>
          <p className={styles.text}>
            <Glossed>{waitingTimePartsExplanation[language]}</Glossed>
          </p>
        </Stack>
      </Section>

      {info.screeningInfo && (
        <Section title={intl.formatMessage(messages.screeningHeading)}>
          <p className={styles.text}>
            <Glossed>{info.screeningInfo[language]}</Glossed>
          </p>
        </Section>
      )}

      <Mediation department={department} />

      <Section title={intl.formatMessage(messages.journeyHeading)}>
        <StepList
          steps={localizedSteps(
            departmentJourneys[department].map((step) => ({ ...step, id: step.kind, icon: journeyStepIcons[step.kind] })),
            language,
          )}
        />
      </Section>

      {/* The waiting time is this page's subject, so the block leaves its line out. */}
      <DepartmentLinks department={department} current="waitingTime" />
      <CallToAction {...callToActionContent(department, language)} className={styles.callToAction} />
    </Page>
  );
}
