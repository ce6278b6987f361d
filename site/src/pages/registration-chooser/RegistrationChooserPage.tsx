import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function RegistrationChooserPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.registrationChooser)}
      description={intl.formatMessage(pageDescriptions.registrationChooser)}
    />
  );
}
