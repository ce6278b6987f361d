import { accessibilityStatement } from '@ankerlicht/content';
import { LongTextPage } from '../legal/LongText.tsx';

export default function AccessibilityPage() {
  return <LongTextPage pageId="accessibility" text={accessibilityStatement} />;
}
