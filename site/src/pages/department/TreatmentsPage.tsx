import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import type { Department } from '../../routes.ts';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function TreatmentsPage({ department = 'adults' }: { department?: Department }) {
  const intl = useIntl();
  const id = department === 'children' ? 'childTreatments' : 'adultTreatments';
  return <Page title={intl.formatMessage(pageTitles[id])} description={intl.formatMessage(pageDescriptions[id])} />;
}
