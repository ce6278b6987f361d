import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function PrivacyPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.privacy)}
      description={intl.formatMessage(pageDescriptions.privacy)}
    />
  );
}
