// Content's text in every language before any test reads it (@ankerlicht/content's contentStrings.ts).
import { loadAllContentStrings } from '@ankerlicht/content';

await loadAllContentStrings();
