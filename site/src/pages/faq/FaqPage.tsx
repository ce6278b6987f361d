import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function FaqPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.faq)}
      description={intl.formatMessage(pageDescriptions.faq)}
    />
  );
}
