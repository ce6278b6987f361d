import { useIntl } from 'react-intl';
import { brand } from '@ankerlicht/content';
import { Page } from '../../shell/Page.tsx';
import { pageDescriptions, pageTitles } from '../pageMessages.ts';

export default function CareersPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageTitles.careers, { name: brand.name })}
      description={intl.formatMessage(pageDescriptions.careers)}
    />
  );
}
