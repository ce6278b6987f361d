import { describe, expect, it } from 'vitest';
import { perLocale, teamMembers, type TeamMember } from '@ankerlicht/content';
import { countMembers, filterTeam, foldForSearch } from './filterTeam.ts';

const names = (sections: ReturnType<typeof filterTeam>) => sections.flatMap((s) => s.members.map((m) => m.name));
const groups = (sections: ReturnType<typeof filterTeam>) => sections.map((s) => s.group);

describe('filterTeam', () => {
  it('shows everyone in all five groups, in display order, with no search', () => {
    const sections = filterTeam(teamMembers, { search: '', filter: 'all', locale: 'nl' });
    expect(groups(sections)).toEqual(['psychologists', 'specialists', 'medical', 'directors', 'support']);
    expect(countMembers(sections)).toBe(teamMembers.length);
  });

  it('shows only directors and support under administratie', () => {
    const sections = filterTeam(teamMembers, { search: '', filter: 'administration', locale: 'nl' });
    expect(groups(sections)).toEqual(['directors', 'support']);
    expect(countMembers(sections)).toBe(teamMembers.filter((m) => m.department === 'administration').length);
  });

  it('hides directors and support in the care teams and includes members of two teams', () => {
    for (const filter of ['adults', 'children'] as const) {
      const sections = filterTeam(teamMembers, { search: '', filter, locale: 'nl' });
      expect(groups(sections)).toEqual(['psychologists', 'specialists', 'medical']);
      expect(names(sections)).toContain('Thijs van Leeuwen');
      expect(names(sections)).toContain('Sevda Çelik');
    }
    expect(names(filterTeam(teamMembers, { search: '', filter: 'adults', locale: 'nl' }))).not.toContain('Priya Ramdin');
    expect(names(filterTeam(teamMembers, { search: '', filter: 'children', locale: 'nl' }))).not.toContain('Merel Visser');
  });

  it('matches a part of the name or the role in the current language, ignoring case and spaces', () => {
    expect(names(filterTeam(teamMembers, { search: '  BAKKER ', filter: 'all', locale: 'nl' }))).toEqual(['Sanne Bakker']);
    expect(names(filterTeam(teamMembers, { search: 'speltherapeut', filter: 'all', locale: 'nl' }))).toEqual(['Priya Ramdin']);
    expect(names(filterTeam(teamMembers, { search: 'play therapist', filter: 'all', locale: 'en' }))).toEqual(['Priya Ramdin']);
    expect(names(filterTeam(teamMembers, { search: 'speltherapeut', filter: 'all', locale: 'en' }))).toEqual([]);
    expect(names(filterTeam(teamMembers, { search: 'oyun', filter: 'all', locale: 'tr' }))).toEqual(['Priya Ramdin']);
  });

  it('combines the search with the filter', () => {
    expect(names(filterTeam(teamMembers, { search: 'psychiater', filter: 'children', locale: 'nl' }))).toEqual([
      'Floor de Graaf',
    ]);
    expect(filterTeam(teamMembers, { search: 'psychiater', filter: 'administration', locale: 'nl' })).toEqual([]);
  });

  it('returns no sections when nothing matches', () => {
    expect(filterTeam(teamMembers, { search: 'xyzzy', filter: 'all', locale: 'nl' })).toEqual([]);
  });

  describe('Turkish', () => {
    it("pairs 'İ' with 'i' and 'I' with 'ı'", () => {
      expect(names(filterTeam(teamMembers, { search: 'AYDIN', filter: 'all', locale: 'tr' }))).toEqual(['Elif Aydın']);
      expect(names(filterTeam(teamMembers, { search: 'ELİF', filter: 'all', locale: 'tr' }))).toEqual(['Elif Aydın']);
      expect(names(filterTeam(teamMembers, { search: 'aydın', filter: 'all', locale: 'tr' }))).toEqual(['Elif Aydın']);
      // 'İdari ve mali işler direktörü' and the directors' roles.
      expect(names(filterTeam(teamMembers, { search: 'İDARİ', filter: 'all', locale: 'tr' }))).toContain('Ruud Hoekstra');
      expect(names(filterTeam(teamMembers, { search: 'idari', filter: 'all', locale: 'tr' }))).toContain('Ruud Hoekstra');
    });

    it('keeps the dotted and dotless i apart, as Turkish does', () => {
      // 'ELIF' is 'elıf' in Turkish, not 'elif'.
      expect(names(filterTeam(teamMembers, { search: 'ELIF', filter: 'all', locale: 'tr' }))).toEqual([]);
      expect(foldForSearch('IŞIK', 'tr')).toBe('ışık');
      expect(foldForSearch('İSTANBUL', 'tr')).toBe('istanbul');
    });

    it('folds accents and the dotless i in Dutch and English', () => {
      expect(names(filterTeam(teamMembers, { search: 'ozturk', filter: 'all', locale: 'nl' }))).toEqual(['Kemal Öztürk']);
      expect(names(filterTeam(teamMembers, { search: 'AYDIN', filter: 'all', locale: 'en' }))).toEqual(['Elif Aydın']);
      expect(foldForSearch('İ', 'en')).toBe('i');
    });
  });

  it('reads a member of two teams from the list', () => {
    const both: TeamMember = {
      id: 'x',
      name: 'X Y',
      role: perLocale(() => 'a'),
      department: ['adults', 'children'],
      group: 'psychologists',
    };
    expect(countMembers(filterTeam([both], { search: '', filter: 'children', locale: 'nl' }))).toBe(1);
    expect(countMembers(filterTeam([both], { search: '', filter: 'administration', locale: 'nl' }))).toBe(0);
  });
});
