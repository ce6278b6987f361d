import { defineMessages, useIntl } from 'react-intl';
import { Card, Grid, Stack } from '@ankerlicht/ui';
import { departments, referralRequirements } from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { InsurerGroupList, MunicipalityList } from '../department/FundingLists.tsx';
import { Section } from '../../shell/Section.tsx';
import { WaitingTimeCards } from '../waiting-times/WaitingTimeCards.tsx';
import * as sectionStyles from '../department/Section.css.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

const messages = defineMessages({
  title: { id: 'page.referrers.title', defaultMessage: 'Voor verwijzers' },
  description: {
    id: 'page.referrers.description',
    defaultMessage:
      'Informatie voor huisartsen en andere verwijzers: gecontracteerde gemeenten, zorgverzekeraars, wachttijden en de verwijsbrief.',
  },
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

/** Information for referrers (docs/product-rules.md §2.6): contracts, waiting times and what a referral letter needs. */
export default function ReferrersPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <PageFromMessages messages={messages}>
      <Section title={intl.formatMessage(messages.waitingTimesHeading)}>
        {/* The referral cards only: the urgent card is about calling, not about a page. */}
        <WaitingTimeCards types={departments} />
      </Section>

      <Section title={intl.formatMessage(messages.letterHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          {departments.map((care) => {
            const requirements = referralRequirements[care];
            return (
              <Card
                key={care}
                as="li"
                heading={intl.formatMessage(care === 'adults' ? messages.adultsHeading : messages.childrenHeading)}
              >
                <Stack gap="sm">
                  <p className={sectionStyles.label}>{intl.formatMessage(messages.whoRefersLabel)}</p>
                  <ul className={sectionStyles.bulletList}>
                    {requirements.referrers.map((referrer) => (
                      <li key={referrer[language]}>
                        <Glossed>{referrer[language]}</Glossed>
                      </li>
                    ))}
                  </ul>
                  {requirements.referrersNote && (
                    <p>
                      <Glossed>{requirements.referrersNote[language]}</Glossed>
                    </p>
                  )}
                  <p className={sectionStyles.label}>{intl.formatMessage(messages.letterIncludesLabel)}</p>
                  <ul className={sectionStyles.bulletList}>
                    {requirements.letterMustInclude.map((item) => (
                      <li key={item[language]}>
                        <Glossed>{item[language]}</Glossed>
                      </li>
                    ))}
                  </ul>
                  <p>
                    <Glossed>{requirements.note[language]}</Glossed>
                  </p>
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
    </PageFromMessages>
  );
}
