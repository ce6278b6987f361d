import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function TermsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.terms)}
      description={intl.formatMessage(pageDescriptions.terms)}
    />
  );
}
