import { defineMessages, useIntl } from 'react-intl';
import { Card, Grid, Stack, WaitingTimeCard } from '@ankerlicht/ui';
import { careDepartments, referralRequirements, waitingTimeCards } from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { InsurerGroupList, MunicipalityList } from '../department/FundingLists.tsx';
import { Section } from '../../shell/Section.tsx';
import * as sectionStyles from '../department/Section.css.ts';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

const messages = defineMessages({
  intro: {
    id: 'page.referrers.intro',
    defaultMessage: 'Hier vindt u als huisarts of andere verwijzer wat u nodig hebt om een cliënt naar ons te verwijzen.',
  },
  municipalitiesHeading: { id: 'page.referrers.municipalitiesHeading', defaultMessage: 'Gecontracteerde gemeenten (jeugd)' },
  insurersHeading: { id: 'page.referrers.insurersHeading', defaultMessage: 'Gecontracteerde zorgverzekeraars (volwassenen)' },
  waitingTimesHeading: { id: 'page.referrers.waitingTimesHeading', defaultMessage: 'Actuele wachttijden' },
  letterHeading: { id: 'page.referrers.letterHeading', defaultMessage: 'Wat moet er in de verwijsbrief?' },
  adultsHeading: { id: 'page.referrers.adultsHeading', defaultMessage: 'Volwassenen' },
  childrenHeading: { id: 'page.referrers.childrenHeading', defaultMessage: 'Kind en jeugd' },
  whoRefersLabel: { id: 'page.referrers.whoRefersLabel', defaultMessage: 'Wie mag verwijzen?' },
  letterIncludesLabel: { id: 'page.referrers.letterIncludesLabel', defaultMessage: 'De verwijsbrief vermeldt:' },
});

/** Information for referrers (spec §2.6): contracts, waiting times and what a referral letter needs. */
export default function ReferrersPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  // The referral cards only: the urgent card is about calling, not about a page.
  const departmentCards = waitingTimeCards.filter((card) => card.type !== 'spoed');
  return (
    <Page
      title={intl.formatMessage(pageTitles.referrers)}
      description={intl.formatMessage(pageDescriptions.referrers)}
      intro={intl.formatMessage(messages.intro)}
    >
      <Section title={intl.formatMessage(messages.waitingTimesHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          {departmentCards.map((card) => (
            <WaitingTimeCard
              key={card.type}
              as="li"
              title={card.title[language]}
              duration={card.duration}
              unit={card.unit}
              isApproximate={card.approximate}
              accessibleDuration={card.durationText[language]}
              status={card.status}
              description={card.description[language]}
              link={{ href: card.href, label: card.linkLabel[language] }}
            />
          ))}
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.letterHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          {careDepartments.map((care) => {
            const requirements = referralRequirements[care];
            return (
              <Card
                key={care}
                as="li"
                heading={intl.formatMessage(care === 'volwassenen' ? messages.adultsHeading : messages.childrenHeading)}
              >
                <Stack gap="sm">
                  <p className={sectionStyles.label}>{intl.formatMessage(messages.whoRefersLabel)}</p>
                  <ul className={sectionStyles.bulletList}>
                    {requirements.referrers.map((referrer) => (
                      <li key={referrer.nl}>{referrer[language]}</li>
                    ))}
                  </ul>
                  <p className={sectionStyles.label}>{intl.formatMessage(messages.letterIncludesLabel)}</p>
                  <ul className={sectionStyles.bulletList}>
                    {requirements.letterMustInclude.map((item) => (
                      <li key={item.nl}>{item[language]}</li>
                    ))}
                  </ul>
                  <p>{requirements.note[language]}</p>
                </Stack>
              </Card>
            );
          })}
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.municipalitiesHeading)}>
        <MunicipalityList />
      </Section>

      <Section title={intl.formatMessage(messages.insurersHeading)}>
        <InsurerGroupList />
      </Section>
    </Page>
  );
}
