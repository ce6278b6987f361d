import { disclaimer } from '@ankerlicht/content';
import { LongTextPage } from './LongTextPage.tsx';

export default function DisclaimerPage() {
  return <LongTextPage pageId="disclaimer" text={disclaimer} />;
}
