import { privacyStatement } from '@ankerlicht/content';
import { LongTextPage } from './LongTextPage.tsx';

export default function PrivacyPage() {
  return <LongTextPage pageId="privacy" text={privacyStatement} />;
}
