import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function WaitingTimesPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.waitingTimes)}
      description={intl.formatMessage(pageDescriptions.waitingTimes)}
    />
  );
}
