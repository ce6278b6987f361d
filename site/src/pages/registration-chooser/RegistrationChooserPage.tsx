import { defineMessages, useIntl } from 'react-intl';
import { Card, Grid, Link, LinkButton, StepList, Stack, localizedSteps } from '@ankerlicht/ui';
import { registrationContactTiles, registrationPaths, registrationSteps } from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { Section } from '../../shell/Section.tsx';
import * as sectionStyles from '../department/Section.css.ts';

const messages = defineMessages({
  title: { id: 'page.registrationChooser.title', defaultMessage: 'Aanmelden' },
  description: {
    id: 'page.registrationChooser.description',
    defaultMessage: 'Meld u of uw kind online aan. Kies het formulier voor volwassenen of voor kind en jeugd.',
  },
  intro: {
    id: 'page.registrationChooser.intro',
    defaultMessage: 'Kies hieronder voor wie u zich aanmeldt. Voor beide vormen van zorg hebt u een verwijsbrief nodig.',
  },
  pathsHeading: { id: 'page.registrationChooser.pathsHeading', defaultMessage: 'Kies uw aanmelding' },
  benefitsLabel: { id: 'page.registrationChooser.benefitsLabel', defaultMessage: 'Wat wij bieden' },
  stepsHeading: { id: 'page.registrationChooser.stepsHeading', defaultMessage: 'Zo verloopt uw aanmelding' },
  contactHeading: { id: 'page.registrationChooser.contactHeading', defaultMessage: 'Vragen over aanmelden?' },
  contactText: {
    id: 'page.registrationChooser.contactText',
    defaultMessage: 'Twijfelt u welke aanmelding bij u past? Neem gerust contact met ons op.',
  },
});

/** The registration chooser (docs/product-rules.md §2.8): two paths, the three steps, and three contact tiles. */
export default function RegistrationChooserPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <PageFromMessages messages={messages}>
      <Section title={intl.formatMessage(messages.pathsHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          {registrationPaths.map((path) => (
            <Card key={path.department} as="li" heading={path.title[language]} variant="raised">
              <Stack gap="md">
                <p>{path.subtitle[language]}</p>
                <p>{path.ageScope[language]}</p>
                <p className={sectionStyles.label}>{intl.formatMessage(messages.benefitsLabel)}</p>
                <ul>
                  {path.benefits.map((benefit) => (
                    <li key={benefit[language]}>{benefit[language]}</li>
                  ))}
                </ul>
                <div className={sectionStyles.actions}>
                  <LinkButton href={path.formHref}>{path.formLinkLabel[language]}</LinkButton>
                  <Link href={path.waitingTimeHref}>{path.waitingTimeLinkLabel[language]}</Link>
                </div>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.stepsHeading)}>
        <StepList steps={localizedSteps(registrationSteps, language)} />
      </Section>

      <Section title={intl.formatMessage(messages.contactHeading)}>
        <p className={sectionStyles.text}>{intl.formatMessage(messages.contactText)}</p>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
          {registrationContactTiles.map((tile) => (
            <Card key={tile.id} as="li" href={tile.href} heading={tile.title[language]}>
              <p>{tile.value}</p>
            </Card>
          ))}
        </Grid>
      </Section>
    </PageFromMessages>
  );
}
