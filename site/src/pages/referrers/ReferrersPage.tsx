import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function ReferrersPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.referrers)}
      description={intl.formatMessage(pageDescriptions.referrers)}
    />
  );
}
