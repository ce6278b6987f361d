import { defineMessages, useIntl } from 'react-intl';
import { Card, Grid, Link, Notice, Stack } from '@ankerlicht/ui';
import {
  brand,
  crisisLines,
  formatAddress,
  locations,
  mailtoHref,
  mapsSearchHref,
  notACrisisService,
  phoneHours,
  phoneHref,
} from '@ankerlicht/content';
import { PageFromMessages } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { LocationMap } from './LocationMap.tsx';
import { Section } from '../../shell/Section.tsx';
import * as styles from './ContactPage.css.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';
import { Glossed } from '../../i18n/Glossed.tsx';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly description: NoMessageValues;
  readonly intro: NoMessageValues;
  readonly crisisHeading: NoMessageValues;
  readonly call: { readonly number: MessageValue };
  readonly reachHeading: NoMessageValues;
  readonly phoneHeading: NoMessageValues;
  readonly emailHeading: NoMessageValues;
  readonly emailText: NoMessageValues;
  readonly hoursHeading: NoMessageValues;
  readonly hoursText: NoMessageValues;
  readonly locationsHeading: NoMessageValues;
  readonly mapsLink: { readonly place: MessageValue };
}>({
  title: { id: 'page.contact.title', defaultMessage: 'Contact' },
  description: {
    id: 'page.contact.description',
    defaultMessage: 'Telefoon, e-mail, openingstijden en onze locaties in Amsterdam en Zaandam.',
  },
  intro: {
    id: 'page.contact.intro',
    defaultMessage: 'Hebt u een vraag of wilt u iets met ons bespreken? Bel of mail ons gerust. We helpen u graag verder.',
  },
  crisisHeading: { id: 'page.contact.crisisHeading', defaultMessage: 'Spoed of crisis?' },
  call: { id: 'page.contact.call', defaultMessage: 'Bel {number}' },
  reachHeading: { id: 'page.contact.reachHeading', defaultMessage: 'Zo bereikt u ons' },
  phoneHeading: { id: 'page.contact.phoneHeading', defaultMessage: 'Telefoon' },
  emailHeading: { id: 'page.contact.emailHeading', defaultMessage: 'E-mail' },
  emailText: {
    id: 'page.contact.emailText',
    defaultMessage: 'We beantwoorden uw e-mail binnen twee werkdagen. Stuur geen medische gegevens per e-mail.',
  },
  hoursHeading: { id: 'page.contact.hoursHeading', defaultMessage: 'Openingstijden' },
  hoursText: {
    id: 'page.contact.hoursText',
    defaultMessage: 'Tussen 12.00 en 13.00 uur hebben we pauze. In het weekend en op feestdagen zijn we gesloten.',
  },
  locationsHeading: { id: 'page.contact.locationsHeading', defaultMessage: 'Onze locaties' },
  mapsLink: { id: 'page.contact.mapsLink', defaultMessage: 'Open {place} in OpenStreetMap' },
});

/** Contact (docs/product-rules.md §2.10): where to go in a crisis, phone, e-mail, opening hours and both locations. */
export default function ContactPage() {
  const intl = useIntl();
  const language = useContentLanguage();
  return (
    <PageFromMessages messages={messages}>
      {/* First, so nobody in urgent need has to read past our office hours to find it. */}
      <Notice tone="critical" title={intl.formatMessage(messages.crisisHeading)}>
        <p>
          <Glossed>{notACrisisService[language]}</Glossed>
        </p>
        <ul className={styles.crisisList}>
          {crisisLines.map((line) => (
            <li key={line.id}>
              <p className={styles.crisisName}>
                <Glossed>{line.name[language]}</Glossed>
              </p>
              <p>
                <Glossed>{line.description[language]}</Glossed>
              </p>
              {line.phone && (
                <p>
                  <Link href={phoneHref(line.phone)}>{intl.formatMessage(messages.call, { number: line.phone })}</Link>
                </p>
              )}
              <p className={styles.muted}>
                <Glossed>{line.availability[language]}</Glossed>
              </p>
            </li>
          ))}
        </ul>
      </Notice>

      <Section title={intl.formatMessage(messages.reachHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
          <Card as="li" variant="raised" headingLevel={3} heading={intl.formatMessage(messages.phoneHeading)}>
            <Stack gap="sm">
              <p>
                <Link href={phoneHref(brand.phone)}>{brand.phone}</Link>
              </p>
              <p className={styles.muted}>
                <Glossed>{phoneHours.shortText[language]}</Glossed>
              </p>
            </Stack>
          </Card>
          <Card as="li" variant="raised" headingLevel={3} heading={intl.formatMessage(messages.emailHeading)}>
            <Stack gap="sm">
              <p>
                <Link href={mailtoHref(brand.email)}>{brand.email}</Link>
              </p>
              <p className={styles.muted}>{intl.formatMessage(messages.emailText)}</p>
            </Stack>
          </Card>
          <Card as="li" variant="raised" headingLevel={3} heading={intl.formatMessage(messages.hoursHeading)}>
            <Stack gap="sm">
              <p>
                <Glossed>{phoneHours.text[language]}</Glossed>
              </p>
              <p className={styles.muted}>{intl.formatMessage(messages.hoursText)}</p>
            </Stack>
          </Card>
        </Grid>
      </Section>

      <Section title={intl.formatMessage(messages.locationsHeading)}>
        <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
          {locations.map((location) => {
            const place = location.buildingName[language];
            return (
              <Card key={location.id} as="li" headingLevel={3} heading={location.city}>
                <Stack gap="md">
                  <address className={styles.address}>
                    <strong>{place}</strong>
                    <br />
                    {location.street}
                    <br />
                    {location.postalCode} {location.city}
                  </address>
                  <p className={styles.muted}>
                    <Glossed>{location.area[language]}</Glossed>
                  </p>
                  <LocationMap location={location} place={place} />
                  <p>
                    <Link href={mapsSearchHref(formatAddress(location))}>{intl.formatMessage(messages.mapsLink, { place })}</Link>
                  </p>
                </Stack>
              </Card>
            );
          })}
        </Grid>
      </Section>
    </PageFromMessages>
  );
}
