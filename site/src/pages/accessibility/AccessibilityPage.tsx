import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function AccessibilityPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.accessibility)}
      description={intl.formatMessage(pageDescriptions.accessibility)}
    />
  );
}
