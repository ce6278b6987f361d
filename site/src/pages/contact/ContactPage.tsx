import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function ContactPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.contact)}
      description={intl.formatMessage(pageDescriptions.contact)}
    />
  );
}
