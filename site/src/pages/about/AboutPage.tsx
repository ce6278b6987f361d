import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function AboutPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.about)}
      description={intl.formatMessage(pageDescriptions.about)}
    />
  );
}
