import {
  memberInDepartment,
  teamGroupsFor,
  type Locale,
  type TeamFilter,
  type TeamGroup,
  type TeamMember,
} from '@ankerlicht/content';

/**
 * Folds text for a case-insensitive search in the visitor's language.
 * Turkish: the language's own casing, so 'İ' pairs with 'i' and 'I' with 'ı', and the Turkish
 * letters (ç, ğ, ı, ö, ş, ü) stay distinct, as a Turkish reader expects. Dutch and English:
 * lower case without accents, so 'ozturk' finds 'Öztürk' and 'aydin' finds 'Aydın'.
 */
export function foldForSearch(text: string, locale: Locale): string {
  if (locale === 'tr') return text.toLocaleLowerCase('tr').normalize('NFC');
  return text.replace(/ı/g, 'i').toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
}

export type TeamQuery = {
  /** What the visitor typed; surrounding spaces are ignored. */
  search: string;
  filter: TeamFilter;
  locale: Locale;
};

export type TeamSection = { group: TeamGroup; members: readonly TeamMember[] };

/**
 * The team directory for a search and a filter (docs/product-rules.md §5): a substring match on name or role in
 * the current language, combined with the department filter; grouped in display order, the
 * groups the filter shows only, empty groups left out.
 */
export function filterTeam(members: readonly TeamMember[], { search, filter, locale }: TeamQuery): TeamSection[] {
  const needle = foldForSearch(search.trim(), locale);
  const matches = members.filter((member) => {
    if (filter !== 'all' && !memberInDepartment(member, filter)) return false;
    if (needle === '') return true;
    return foldForSearch(member.name, locale).includes(needle) || foldForSearch(member.role[locale], locale).includes(needle);
  });
  return teamGroupsFor(filter)
    .map((group) => ({ group, members: matches.filter((member) => member.group === group) }))
    .filter((section) => section.members.length > 0);
}

/** How many members the sections hold. */
export function countMembers(sections: readonly TeamSection[]): number {
  return sections.reduce((sum, section) => sum + section.members.length, 0);
}
