import { defineMessages, useIntl } from 'react-intl';
import { Grid, IconTile, LinkButton } from '@ankerlicht/ui';
import {
  childAndYouthAgeScope,
  childComplaintTiles,
  childTreatmentMethods,
  departmentCallsToAction,
  hrefFor,
} from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import { TreatmentMethods } from './TreatmentMethods.tsx';
import * as styles from './Section.css.ts';

const messages = defineMessages({
  title: { id: 'page.childTreatments.title', defaultMessage: 'Behandelingen voor kinderen en jongeren' },
  description: {
    id: 'page.childTreatments.description',
    defaultMessage: 'Behandelmethoden en klachten bij kinderen en jongeren, en hoe we samenwerken met ouders en school.',
  },
  complaintsHeading: { id: 'page.treatments.complaintsHeading', defaultMessage: 'Waar we bij helpen' },
  schoolHeading: { id: 'page.treatments.schoolHeading', defaultMessage: 'Samenwerking met school' },
  schoolText: {
    id: 'page.treatments.schoolText',
    defaultMessage:
      'Veel kinderen laten op school iets anders zien dan thuis. Met uw toestemming praten we met de leerkracht, mentor of intern begeleider. Zo weten ook zij wat uw kind helpt, en sluiten thuis, school en behandeling op elkaar aan.',
  },
  parentsHeading: { id: 'page.treatments.parentsHeading', defaultMessage: 'Ouders doen mee' },
  parentsText: {
    id: 'page.treatments.parentsText',
    defaultMessage:
      'U kent uw kind het best. Daarom hebt u regelmatig oudergesprekken: we vertellen wat we zien, en u krijgt tips en oefeningen voor thuis. Bij jonge kinderen bent u soms bij de sessies; bij tieners maken we samen afspraken over wat we met u delen.',
  },
  approachLink: { id: 'page.treatments.approachLink', defaultMessage: 'Bekijk onze werkwijze' },
});

/** The child and youth treatments overview (docs/product-rules.md §2.6). */
export default function ChildTreatmentsPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <Page
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      intro={childAndYouthAgeScope.treatmentsAndApproachPages.text[language]}
    >
      <TreatmentMethods methods={childTreatmentMethods} />

      <Section title={intl.formatMessage(messages.complaintsHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, wide: 3 }}>
          {childComplaintTiles.map((tile) => (
            <IconTile key={tile.id} as="li" layout="inline" icon={tile.icon} title={tile.title[language]}>
              {tile.description[language]}
            </IconTile>
          ))}
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.schoolHeading)}>
        <p className={styles.text}>{intl.formatMessage(messages.schoolText)}</p>
      </Section>

      <Section title={intl.formatMessage(messages.parentsHeading)}>
        <p className={styles.text}>{intl.formatMessage(messages.parentsText)}</p>
      </Section>

      <div className={`${styles.actions} ${styles.callToAction}`}>
        <LinkButton href={departmentCallsToAction.children.registerHref}>
          {departmentCallsToAction.children.registerLabel[language]}
        </LinkButton>
        <LinkButton href={hrefFor('childApproach')} variant="secondary">
          {intl.formatMessage(messages.approachLink)}
        </LinkButton>
      </div>
      <DepartmentLinks department="children" current="treatments" />
    </Page>
  );
}
