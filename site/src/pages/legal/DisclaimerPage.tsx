import { disclaimer } from '@ankerlicht/content';
import { LongTextPage } from './LongText.tsx';

export default function DisclaimerPage() {
  return <LongTextPage pageId="disclaimer" text={disclaimer} />;
}
