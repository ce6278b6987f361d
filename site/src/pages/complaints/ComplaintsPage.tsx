import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function ComplaintsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.complaints)}
      description={intl.formatMessage(pageDescriptions.complaints)}
    />
  );
}
