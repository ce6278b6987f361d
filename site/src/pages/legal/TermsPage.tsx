import { termsAndConditions } from '@ankerlicht/content';
import { LongTextPage } from './LongTextPage.tsx';

export default function TermsPage() {
  return <LongTextPage pageId="terms" text={termsAndConditions} />;
}
