import { termsAndConditions } from '@ankerlicht/content';
import { LongTextPage } from './LongText.tsx';

export default function TermsPage() {
  return <LongTextPage pageId="terms" text={termsAndConditions} />;
}
