import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function DisclaimerPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.disclaimer)}
      description={intl.formatMessage(pageDescriptions.disclaimer)}
    />
  );
}
