import { faqEntryShownFor, type FaqCategoryId, type FaqFilter, type FaqEntry, type Locale } from '@ankerlicht/content';

export type FaqFilters = {
  category: FaqCategoryId;
  department: FaqFilter;
  /** Free text; matched as a case-insensitive substring of the question or the answer. */
  search: string;
};

/** Lower case the way the language does it: Turkish maps I to ı and İ to i. */
function lowerCase(text: string, locale: Locale): string {
  return text.toLocaleLowerCase(locale);
}

/** The entries of one category that the department filter and the search text let through, in the visitor's language. */
export function filterFaq(entries: readonly FaqEntry[], filters: FaqFilters, locale: Locale): FaqEntry[] {
  const query = lowerCase(filters.search.trim(), locale);
  return entries.filter(
    (entry) =>
      entry.category === filters.category &&
      faqEntryShownFor(entry, filters.department) &&
      (query === '' ||
        lowerCase(entry.question[locale], locale).includes(query) ||
        lowerCase(entry.answer[locale], locale).includes(query)),
  );
}

/** The anchor of a question, so it can be linked to directly: /faq#vraag-<id>. */
export function faqAnchor(entryId: string): string {
  return `vraag-${entryId}`;
}

/** The entry a location hash points at, if any. */
export function faqEntryFromHash(entries: readonly FaqEntry[], hash: string): FaqEntry | undefined {
  const prefix = '#vraag-';
  if (!hash.startsWith(prefix)) return undefined;
  const id = decodeURIComponent(hash.slice(prefix.length));
  return entries.find((entry) => entry.id === id);
}
