import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function TeamPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.team)}
      description={intl.formatMessage(pageDescriptions.team)}
    />
  );
}
