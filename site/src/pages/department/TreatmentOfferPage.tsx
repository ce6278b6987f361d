import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Card, Grid, IconTile, ImageGallery, Stack } from '@ankerlicht/ui';
import {
  adultComplaintAreas,
  adultExclusionCriteria,
  adultOfferMethods,
  childAndYouthAgeScope,
  childExclusionCriteria,
  childOfferMethods,
  exclusionIntro,
  psychodiagnosticExaminations,
  psychodiagnosticsOutcome,
  whoWeHelp,
  type ExclusionCriterion,
  type Locale,
  type Department,
} from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { callToActionContent } from './content.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import * as styles from './Section.css.ts';

/** The page's title (its h1 and the start of the document title) and its meta description. */
const pageTitles = defineMessages({
  childOffer: { id: 'page.childOffer.title', defaultMessage: 'Behandelaanbod kind en jeugd' },
  adultOffer: { id: 'page.adultOffer.title', defaultMessage: 'Behandelaanbod volwassenen' },
});

const pageDescriptions = defineMessages({
  childOffer: {
    id: 'page.childOffer.description',
    defaultMessage:
      'Onderzoek en behandeling voor kinderen en jongeren tot 23 jaar: methodes, voor wie we er zijn en wanneer we niet kunnen helpen.',
  },
  adultOffer: {
    id: 'page.adultOffer.description',
    defaultMessage: 'Behandeling voor volwassenen vanaf 23 jaar: methodes, klachten waarbij we helpen en uitsluitingscriteria.',
  },
});

const messages = defineMessages({
  methodsHeading: { id: 'page.treatmentOffer.methodsHeading', defaultMessage: 'Onze behandelmethoden' },
  galleryHeading: { id: 'page.treatmentOffer.galleryHeading', defaultMessage: 'Materialen in de therapieruimte' },
  whoWeHelpHeading: { id: 'page.treatmentOffer.whoWeHelpHeading', defaultMessage: 'Wie helpen wij?' },
  diagnosticsHeading: { id: 'page.treatmentOffer.diagnosticsHeading', defaultMessage: 'Psychologisch onderzoek' },
  complaintsHeading: { id: 'page.treatmentOffer.complaintsHeading', defaultMessage: 'Klachten waarbij wij helpen' },
  exclusionsHeading: { id: 'page.treatmentOffer.exclusionsHeading', defaultMessage: 'Wanneer zijn wij niet de juiste plek?' },
  sandTrayAlt: {
    id: 'page.treatmentOffer.gallery.sandTrayAlt',
    defaultMessage: 'Een zandbak met een paar eenvoudige figuren erin',
  },
  sandTrayCaption: {
    id: 'page.treatmentOffer.gallery.sandTrayCaption',
    defaultMessage: 'In de zandbak laat een kind zonder woorden zien wat het bezighoudt.',
  },
  drawingAlt: { id: 'page.treatmentOffer.gallery.drawingAlt', defaultMessage: 'Een tekenvel met potloden ernaast' },
  drawingCaption: {
    id: 'page.treatmentOffer.gallery.drawingCaption',
    defaultMessage: 'Tekenen helpt om gevoelens een vorm te geven.',
  },
  figuresAlt: { id: 'page.treatmentOffer.gallery.figuresAlt', defaultMessage: 'Drie speelfiguren naast elkaar' },
  figuresCaption: {
    id: 'page.treatmentOffer.gallery.figuresCaption',
    defaultMessage: 'Met speelfiguren speelt een kind situaties van thuis of school na.',
  },
  cardsAlt: { id: 'page.treatmentOffer.gallery.cardsAlt', defaultMessage: 'Drie gekleurde gevoelskaarten' },
  cardsCaption: {
    id: 'page.treatmentOffer.gallery.cardsCaption',
    defaultMessage: 'Met gevoelskaarten leert een kind gevoelens herkennen en benoemen.',
  },
});

function ExclusionList({ criteria, language }: { criteria: readonly ExclusionCriterion[]; language: Locale }) {
  return (
    <ul className={styles.bulletList}>
      {criteria.map((criterion) => (
        <li key={criterion.id}>
          <span className={styles.label}>{criterion.title[language]}</span>
          {criterion.description && <p>{criterion.description[language]}</p>}
        </li>
      ))}
    </ul>
  );
}

/** A department's treatment offer (docs/product-rules.md §2.6). */
export default function TreatmentOfferPage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const language = useContentLanguage();
  const isChildren = department === 'children';
  const id = isChildren ? 'childOffer' : 'adultOffer';
  const methods = isChildren ? childOfferMethods : adultOfferMethods;
  const gallery = [
    { id: 'sand-tray', alt: messages.sandTrayAlt, caption: messages.sandTrayCaption },
    { id: 'drawing-materials', alt: messages.drawingAlt, caption: messages.drawingCaption },
    { id: 'play-figures', alt: messages.figuresAlt, caption: messages.figuresCaption },
    { id: 'emotion-cards', alt: messages.cardsAlt, caption: messages.cardsCaption },
  ].map((image) => ({
    id: image.id,
    src: `/gallery/${image.id}.svg`,
    alt: intl.formatMessage(image.alt),
    caption: intl.formatMessage(image.caption),
    width: 800,
    height: 600,
  }));
  return (
    <Page
      title={intl.formatMessage(pageTitles[id])}
      description={intl.formatMessage(pageDescriptions[id])}
      intro={isChildren ? childAndYouthAgeScope.offerWaitingTimeAndRegistrationPages.text[language] : undefined}
    >
      <Section title={intl.formatMessage(messages.methodsHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
          {methods.map((method) => (
            <IconTile key={method.id} as="li" icon={method.icon} title={method.title[language]}>
              {method.description[language]}
            </IconTile>
          ))}
        </Grid>
      </Section>

      {isChildren && (
        <>
          <Section title={intl.formatMessage(messages.galleryHeading)}>
            <ImageGallery images={gallery} aria-label={intl.formatMessage(messages.galleryHeading)} />
          </Section>

          <Section title={intl.formatMessage(messages.whoWeHelpHeading)}>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
              {whoWeHelp.map((situation) => (
                <IconTile key={situation.id} as="li" layout="inline" icon={situation.icon} title={situation.title[language]}>
                  {situation.description[language]}
                </IconTile>
              ))}
            </Grid>
          </Section>

          <Section title={intl.formatMessage(messages.diagnosticsHeading)}>
            <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
              {psychodiagnosticExaminations.map((examination) => (
                <Card key={examination.id} as="li" heading={examination.title[language]}>
                  <p>{examination.description[language]}</p>
                </Card>
              ))}
            </Grid>
            <p className={styles.text}>{psychodiagnosticsOutcome[language]}</p>
          </Section>
        </>
      )}

      {!isChildren && (
        <Section title={intl.formatMessage(messages.complaintsHeading)}>
          <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
            {adultComplaintAreas.map((area) => (
              <IconTile key={area.id} as="li" layout="inline" icon={area.icon} title={area.title[language]}>
                {area.description[language]}
              </IconTile>
            ))}
          </Grid>
        </Section>
      )}

      <Section title={intl.formatMessage(messages.exclusionsHeading)}>
        <Stack gap="md">
          <p className={styles.text}>{exclusionIntro[language]}</p>
          <ExclusionList criteria={isChildren ? childExclusionCriteria : adultExclusionCriteria} language={language} />
        </Stack>
      </Section>

      <DepartmentLinks department={department} current="offer" />
      <CallToAction {...callToActionContent(department, language)} showWaitingTime className={styles.callToAction} />
    </Page>
  );
}
