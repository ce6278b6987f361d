import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function QualityStatutePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.qualityStatute)}
      description={intl.formatMessage(pageDescriptions.qualityStatute)}
    />
  );
}
