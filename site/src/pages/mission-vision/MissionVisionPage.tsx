import { useIntl } from 'react-intl';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function MissionVisionPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.missionVision)}
      description={intl.formatMessage(pageDescriptions.missionVision)}
    />
  );
}
