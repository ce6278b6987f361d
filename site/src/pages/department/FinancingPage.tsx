import { defineMessages, useIntl } from 'react-intl';
import { CallToAction, Link, Notice, Stack } from '@ankerlicht/ui';
import {
  adultReimbursement,
  cancellation,
  childReimbursement,
  deductible,
  registrationStopNotice,
  tariffs,
  type Department,
} from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { callToActionContent } from './content.ts';
import { InsurerGroupList, MunicipalityList } from './FundingLists.tsx';
import { Section } from '../../shell/Section.tsx';
import { DepartmentLinks } from './DepartmentLinks.tsx';
import * as styles from './Section.css.ts';
import { Glossed } from '../../i18n/Glossed.tsx';

/** The page's title (its h1 and the start of the document title) and its meta description. */
const pageTitles = defineMessages({
  childFinancing: { id: 'page.childFinancing.title', defaultMessage: 'Financiering kind en jeugd' },
  adultFinancing: { id: 'page.adultFinancing.title', defaultMessage: 'Financiering volwassenen' },
});

const pageDescriptions = defineMessages({
  childFinancing: {
    id: 'page.childFinancing.description',
    defaultMessage: 'Tot 18 jaar betaalt de gemeente de zorg. Lees met welke gemeenten we een contract hebben.',
  },
  adultFinancing: {
    id: 'page.adultFinancing.description',
    defaultMessage: 'Vergoeding via de basisverzekering, het eigen risico en de zorgverzekeraars waarmee we een contract hebben.',
  },
});

const messages = defineMessages({
  municipalitiesHeading: {
    id: 'page.financing.municipalitiesHeading',
    defaultMessage: 'Gemeenten waarmee we een contract hebben',
  },
  deductibleHeading: { id: 'page.financing.deductibleHeading', defaultMessage: 'Eigen risico' },
  insurersHeading: { id: 'page.financing.insurersHeading', defaultMessage: 'Zorgverzekeraars waarmee we een contract hebben' },
  insurersIntro: {
    id: 'page.financing.insurersIntro',
    defaultMessage:
      'Zorgverzekeraars werken in groepen. Op uw zorgpas staat het label; hieronder ziet u bij welke groep het hoort.',
  },
});

/** How care is paid for (docs/product-rules.md §2.6): the municipality for children and youth, the basic insurance for adults. */
export default function FinancingPage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const language = useContentLanguage();
  const isChildren = department === 'children';
  const id = isChildren ? 'childFinancing' : 'adultFinancing';
  const reimbursement = isChildren ? childReimbursement : adultReimbursement;
  return (
    <Page title={intl.formatMessage(pageTitles[id])} description={intl.formatMessage(pageDescriptions[id])}>
      {!isChildren && (
        <Notice tone="critical" title={registrationStopNotice.title[language]}>
          <p>
            <Glossed>{registrationStopNotice.text[language]}</Glossed>
          </p>
        </Notice>
      )}

      <Section title={reimbursement.title[language]}>
        <Stack gap="sm">
          {reimbursement.paragraphs.map((paragraph) => (
            <p key={paragraph[language]} className={styles.text}>
              <Glossed>{paragraph[language]}</Glossed>
            </p>
          ))}
        </Stack>
      </Section>

      {isChildren ? (
        <Section title={intl.formatMessage(messages.municipalitiesHeading)}>
          <MunicipalityList />
        </Section>
      ) : (
        <>
          <Section title={<Glossed>{intl.formatMessage(messages.deductibleHeading)}</Glossed>}>
            <p className={styles.text}>
              <Glossed>{deductible.text[language]}</Glossed>
            </p>
          </Section>

          <Section title={intl.formatMessage(messages.insurersHeading)}>
            <p className={styles.text}>{intl.formatMessage(messages.insurersIntro)}</p>
            <InsurerGroupList />
          </Section>
        </>
      )}

      {/* What a consultation costs and what a late cancellation does, as the NZa asks a provider to tell (docs/product-rules.md, "Tariffs"). */}
      <Section title={tariffs.title[language]}>
        <Stack gap="sm">
          <p className={styles.text}>
            <Glossed>{tariffs.text[language]}</Glossed>
          </p>
          <p className={styles.text}>
            <Link href={tariffs.finder.href}>{tariffs.finder.label[language]}</Link>
          </p>
          <p className={styles.text}>{cancellation.text[language]}</p>
        </Stack>
      </Section>

      <DepartmentLinks department={department} current="financing" />
      <CallToAction {...callToActionContent(department, language)} showWaitingTime className={styles.callToAction} />
    </Page>
  );
}
