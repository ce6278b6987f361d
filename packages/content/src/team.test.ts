import { describe, expect, it } from 'vitest';
import {
  teamDepartments,
  initials,
  memberInDepartment,
  teamFilterLabels,
  teamFilters,
  teamGroupLabels,
  teamGroups,
  teamGroupsFor,
  teamMembers,
  type TeamMember,
} from './team.ts';
import { teamValues } from './valueCards.ts';
import { perLocale } from './yearFacts.ts';

function departmentsOf(member: TeamMember): readonly string[] {
  return typeof member.department === 'string' ? [member.department] : member.department;
}

describe('initials', () => {
  it('takes the first letter of each of the first two words', () => {
    expect(initials('Fatma Yılmaz')).toBe('FY');
    expect(initials('Jan van der Berg')).toBe('JV');
  });

  it('gives one letter for a one-word name', () => {
    expect(initials('Ilse')).toBe('I');
  });

  it('uppercases and ignores extra spaces', () => {
    expect(initials('  sanne   bakker ')).toBe('SB');
  });

  it('keeps Turkish capitals intact', () => {
    expect(initials('Özlem Şahin')).toBe('ÖŞ');
    expect(initials('İlker Çelik')).toBe('İÇ');
  });

  it('gives an empty string for an empty name', () => {
    expect(initials('')).toBe('');
  });

  it('is at most two characters for every team member', () => {
    for (const member of teamMembers) {
      expect(initials(member.name)).toMatch(/^\p{Lu}{2}$/u);
    }
  });
});

describe('team members', () => {
  it('number at least 16', () => {
    expect(teamMembers.length).toBeGreaterThanOrEqual(16);
  });

  it('each have a valid group and one or two valid departments', () => {
    for (const member of teamMembers) {
      expect(teamGroups).toContain(member.group);
      const own = departmentsOf(member);
      expect(own.length === 1 || (own.length === 2 && own[0] !== own[1])).toBe(true);
      for (const department of own) expect(teamDepartments).toContain(department);
    }
  });

  it('fill every group, so each directory section has people', () => {
    for (const group of teamGroups) {
      expect(teamMembers.some((member) => member.group === group)).toBe(true);
    }
  });

  it('put directors and support staff in administration, and care staff in a care team', () => {
    for (const member of teamMembers) {
      const inAdministration = memberInDepartment(member, 'administration');
      expect(inAdministration).toBe(member.group === 'directors' || member.group === 'support');
    }
  });

  it('include people who work in both care teams', () => {
    const both = teamMembers.filter((m) => memberInDepartment(m, 'adults') && memberInDepartment(m, 'children'));
    expect(both.length).toBeGreaterThan(0);
  });

  it('have unique names written with their own letters', () => {
    const names = teamMembers.map((member) => member.name);
    expect(new Set(names).size).toBe(names.length);
    // Turkish names keep ç ğ ı ö ş ü: the team is written as it is, not flattened to ASCII.
    expect(names.some((name) => /[çğıöşüÇĞİÖŞÜ]/.test(name))).toBe(true);
  });
});

describe('team filter', () => {
  it('offers all, then every department, each with a label', () => {
    expect(teamFilters).toEqual(['all', 'adults', 'children', 'administration']);
    for (const filter of teamFilters) expect(teamFilterLabels[filter].nl).not.toBe('');
    for (const group of teamGroups) expect(teamGroupLabels[group].nl).not.toBe('');
  });

  it('shows only directors and support under administration, and hides them in the care tabs', () => {
    expect(teamGroupsFor('all')).toEqual(teamGroups);
    expect(teamGroupsFor('administration')).toEqual(['directors', 'support']);
    expect(teamGroupsFor('adults')).toEqual(['psychologists', 'specialists', 'medical']);
    expect(teamGroupsFor('children')).toEqual(['psychologists', 'specialists', 'medical']);
  });

  it('matches a member on a single department or on one of a list of two', () => {
    const single: TeamMember = {
      id: 'a',
      name: 'A B',
      role: perLocale(() => 'x'),
      department: 'children',
      group: 'medical',
    };
    const pair: TeamMember = { ...single, department: ['adults', 'children'] };
    expect(memberInDepartment(single, 'children')).toBe(true);
    expect(memberInDepartment(single, 'adults')).toBe(false);
    expect(memberInDepartment(pair, 'adults')).toBe(true);
    expect(memberInDepartment(pair, 'children')).toBe(true);
    expect(memberInDepartment(pair, 'administration')).toBe(false);
  });

  it('leaves every care tab with people to show', () => {
    for (const department of ['adults', 'children'] as const) {
      const shown = teamMembers.filter(
        (member) => memberInDepartment(member, department) && teamGroupsFor(department).includes(member.group),
      );
      expect(shown.length).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('team value cards', () => {
  it('are diversity, multidisciplinary and professional development', () => {
    expect(teamValues.map((value) => value.id)).toEqual(['diversity', 'multidisciplinary', 'professional-development']);
  });
});
