import { defineMessages, useIntl } from 'react-intl';
import { Card, Carousel, Grid, Link, LinkButton, Notice, Stack, StepList, localizedSteps } from '@ankerlicht/ui';
import {
  brand,
  careJourney,
  coreValues,
  formatAddress,
  locations,
  mailtoHref,
  mapsSearchHref,
  notACrisisService,
  phoneHref,
  testimonialRoleLabels,
  testimonials,
  hrefFor,
} from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { CrisisLines, crisisMessages } from '../../shell/CrisisLines.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { ConversationIllustration, HarbourIllustration, PathIllustration } from './illustrations/Illustrations.tsx';
import { Section } from '../../shell/Section.tsx';
import * as styles from './HomePage.css.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly carouselLabel: NoMessageValues;
  readonly slideHarbour: NoMessageValues;
  readonly slideConversation: NoMessageValues;
  readonly slidePath: NoMessageValues;
  readonly locationsHeading: NoMessageValues;
  readonly mapsLink: { readonly city: MessageValue };
  readonly attribution: { readonly author: MessageValue; readonly role: MessageValue };
  readonly expertiseHeading: NoMessageValues;
  readonly adults: NoMessageValues;
  readonly adultsText: NoMessageValues;
  readonly children: NoMessageValues;
  readonly childrenText: NoMessageValues;
  readonly testimonialsHeading: NoMessageValues;
  readonly approachHeading: NoMessageValues;
  readonly journeyHeading: NoMessageValues;
  readonly contactHeading: NoMessageValues;
  readonly contactText: NoMessageValues;
  readonly contactLink: NoMessageValues;
}>({
  title: { id: 'page.home.title', defaultMessage: 'Psychologische zorg in Amsterdam en Zaandam' },
  description: {
    id: 'page.home.description',
    defaultMessage:
      'Psychologische zorg zonder opname voor kinderen, jongeren en volwassenen in Amsterdam en Zaandam. Cultuursensitief, in meerdere talen en met een korte wachttijd voor kinderen en jongeren.',
  },
  intro: {
    id: 'page.home.intro',
    defaultMessage:
      'Ankerlicht GGZ biedt psychologische zorg zonder opname aan kinderen, jongeren en volwassenen. Cultuursensitief, in meerdere talen en dicht bij huis.',
  },
  carouselLabel: { id: 'page.home.carouselLabel', defaultMessage: 'Sfeerbeelden' },
  slideHarbour: { id: 'page.home.slideHarbour', defaultMessage: 'Een vuurtoren en een bootje op rustig water bij zonsopgang' },
  slideConversation: { id: 'page.home.slideConversation', defaultMessage: 'Twee mensen in gesprek op een bankje onder een boom' },
  slidePath: { id: 'page.home.slidePath', defaultMessage: 'Een pad dat rustig omhoog loopt naar een vlag op een heuvel' },
  locationsHeading: { id: 'page.home.locationsHeading', defaultMessage: 'Onze locaties' },
  mapsLink: { id: 'page.home.mapsLink', defaultMessage: 'Bekijk {city} op de kaart' },
  attribution: { id: 'page.home.attribution', defaultMessage: '{role}, {author}' },
  expertiseHeading: { id: 'page.home.expertiseHeading', defaultMessage: 'Onze expertise' },
  adults: { id: 'page.home.adults', defaultMessage: 'Volwassenen' },
  adultsText: {
    id: 'page.home.adultsText',
    defaultMessage: 'Behandeling voor volwassenen vanaf 23 jaar, bij onder andere angst, somberheid, trauma en stress.',
  },
  children: { id: 'page.home.children', defaultMessage: 'Kind en jeugd' },
  childrenText: {
    id: 'page.home.childrenText',
    defaultMessage: 'Onderzoek en behandeling voor kinderen en jongeren tot 23 jaar, samen met ouders en school.',
  },
  testimonialsHeading: { id: 'page.home.testimonialsHeading', defaultMessage: 'Wat cliënten zeggen' },
  approachHeading: { id: 'page.home.approachHeading', defaultMessage: 'Onze aanpak' },
  journeyHeading: { id: 'page.home.journeyHeading', defaultMessage: 'Zo verloopt uw traject' },
  contactHeading: { id: 'page.home.contactHeading', defaultMessage: 'Contact' },
  contactText: { id: 'page.home.contactText', defaultMessage: 'Hebt u een vraag? We helpen u graag verder.' },
  contactLink: { id: 'page.home.contactLink', defaultMessage: 'Naar de contactpagina' },
});

/** The home page (docs/product-rules.md §2.3). */
export default function HomePage() {
  const intl = useIntl();
  const language = useContentLanguage();
  const slides = [
    { id: 'harbour', image: <HarbourIllustration title={intl.formatMessage(messages.slideHarbour)} /> },
    { id: 'conversation', image: <ConversationIllustration title={intl.formatMessage(messages.slideConversation)} /> },
    { id: 'path', image: <PathIllustration title={intl.formatMessage(messages.slidePath)} /> },
  ];
  return (
    <PageFromMessages messages={messages}>
      {/* Under the welcome, so someone who cannot wait finds the numbers before anything else. */}
      <Notice title={intl.formatMessage(crisisMessages.heading)} className={styles.urgentHelp}>
        <p>{notACrisisService[language]}</p>
        <CrisisLines />
      </Notice>

      <Carousel aria-label={intl.formatMessage(messages.carouselLabel)} slides={slides} />

      <Section title={intl.formatMessage(messages.locationsHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          {locations.map((location) => (
            <Card key={location.id} as="li" headingLevel={3} heading={location.city}>
              <p>{location.buildingName[language]}</p>
              <p className={styles.muted}>{location.area[language]}</p>
              <p>{formatAddress(location)}</p>
              <Link href={mapsSearchHref(formatAddress(location))}>
                {intl.formatMessage(messages.mapsLink, { city: location.city })}
              </Link>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.expertiseHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          <Card as="li" headingLevel={3} href={hrefFor('adultOffer')} heading={intl.formatMessage(messages.adults)}>
            <p>{intl.formatMessage(messages.adultsText)}</p>
          </Card>
          <Card as="li" headingLevel={3} href={hrefFor('childOffer')} heading={intl.formatMessage(messages.children)}>
            <p>{intl.formatMessage(messages.childrenText)}</p>
          </Card>
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.testimonialsHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
          {testimonials.map((testimonial) => (
            <Card key={testimonial.id} as="li" variant="subtle">
              <figure>
                <blockquote className={styles.quote}>
                  <p>{testimonial.quote[language]}</p>
                </blockquote>
                <figcaption className={styles.muted}>
                  {intl.formatMessage(messages.attribution, {
                    author: testimonial.author[language],
                    role: testimonialRoleLabels[testimonial.role][language],
                  })}
                </figcaption>
              </figure>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.approachHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
          {coreValues.map((value) => (
            <Card key={value.id} as="li" headingLevel={3} heading={value.title[language]}>
              <p>{value.description[language]}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.journeyHeading)}>
        <StepList steps={localizedSteps(careJourney, language)} />
      </Section>

      <Section title={intl.formatMessage(messages.contactHeading)}>
        <Card variant="raised">
          <Stack gap="sm">
            <p>{intl.formatMessage(messages.contactText)}</p>
            <p>
              <Link href={phoneHref(brand.phone)}>{brand.phone}</Link>
            </p>
            <p>
              <Link href={mailtoHref(brand.email)}>{brand.email}</Link>
            </p>
            <div>
              <LinkButton href={hrefFor('contact')}>{intl.formatMessage(messages.contactLink)}</LinkButton>
            </div>
          </Stack>
        </Card>
      </Section>
    </PageFromMessages>
  );
}
