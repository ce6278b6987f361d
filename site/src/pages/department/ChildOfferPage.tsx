import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Card, Grid, IconTile, ImageGallery } from '@ankerlicht/ui';
import {
  childAndYouthAgeScope,
  childExclusionCriteria,
  childOfferMethods,
  psychodiagnosticExaminations,
  psychodiagnosticsOutcome,
  whoWeHelp,
} from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { callToActionContent } from './content.ts';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import { OfferExclusions, OfferMethods } from './OfferSections.tsx';
import * as styles from './Section.css.ts';

const messages = defineMessages({
  title: { id: 'page.childOffer.title', defaultMessage: 'Behandelaanbod kind en jeugd' },
  description: {
    id: 'page.childOffer.description',
    defaultMessage:
      'Onderzoek en behandeling voor kinderen en jongeren tot 23 jaar: methoden, voor wie we er zijn en wanneer we niet kunnen helpen.',
  },
  galleryHeading: { id: 'page.treatmentOffer.galleryHeading', defaultMessage: 'Materialen in de therapieruimte' },
  whoWeHelpHeading: { id: 'page.treatmentOffer.whoWeHelpHeading', defaultMessage: 'Wie helpen wij?' },
  diagnosticsHeading: { id: 'page.treatmentOffer.diagnosticsHeading', defaultMessage: 'Psychologisch onderzoek' },
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

/** The child and youth treatment offer (docs/product-rules.md §2.6). */
export default function ChildOfferPage() {
  const intl = useIntl();
  const language = useContentLanguage();
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
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      intro={childAndYouthAgeScope.offerWaitingTimeAndRegistrationPages.text[language]}
    >
      <OfferMethods methods={childOfferMethods} />

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

      <OfferExclusions criteria={childExclusionCriteria} />

      <DepartmentLinks department="children" current="offer" />
      <CallToAction {...callToActionContent('children', language)} showWaitingTime className={styles.callToAction} />
    </Page>
  );
}
