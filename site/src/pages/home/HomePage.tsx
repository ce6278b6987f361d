import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function HomePage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.home)}
      description={intl.formatMessage(pageDescriptions.home)} isHome
    />
  );
}
