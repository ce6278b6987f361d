import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import type { Department } from '../../routes.ts';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function TreatmentOfferPage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const id = department === 'children' ? 'childOffer' : 'adultOffer';
  return <Page title={intl.formatMessage(pageTitles[id])} description={intl.formatMessage(pageDescriptions[id])} />;
}
