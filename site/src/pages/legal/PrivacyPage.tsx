import { privacyStatement } from '@ankerlicht/content';
import { LongTextPage } from './LongText.tsx';

export default function PrivacyPage() {
  return <LongTextPage pageId="privacy" text={privacyStatement} />;
}
