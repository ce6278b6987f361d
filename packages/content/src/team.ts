import type { Localized } from './locale.ts';
import { departments } from './department.ts';
import { director } from './director.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/team.ts').default>('team', (locale) => import(`./${locale}/team.ts`));

/** The teams a member can belong to: the two care departments, and administration and management. */
export const teamDepartments = [...departments, 'administration'] as const;
export type TeamDepartment = (typeof teamDepartments)[number];

/** Sections of the team directory, in display order. */
export const teamGroups = ['psychologists', 'specialists', 'medical', 'directors', 'support'] as const;
export type TeamGroup = (typeof teamGroups)[number];

/** The team filter: every team, plus 'all'. */
export const teamFilters = ['all', ...teamDepartments] as const;
export type TeamFilter = (typeof teamFilters)[number];

export type TeamMember = {
  id: string;
  /** Full name, written the same in every language. */
  name: string;
  /** Dutch job title, translated. */
  role: Localized;
  /** One team, or a list of two for someone who works in both. */
  department: TeamDepartment | readonly [TeamDepartment, TeamDepartment];
  group: TeamGroup;
};

export const teamFilterLabels: Readonly<Record<TeamFilter, Localized>> = {
  all: text((t) => t.teamFilterLabels.all),
  adults: text((t) => t.teamFilterLabels.adults),
  children: text((t) => t.teamFilterLabels.children),
  administration: text((t) => t.teamFilterLabels.administration),
};

export const teamGroupLabels: Readonly<Record<TeamGroup, Localized>> = {
  psychologists: text((t) => t.teamGroupLabels.psychologists),
  specialists: text((t) => t.teamGroupLabels.specialists),
  medical: text((t) => t.teamGroupLabels.medical),
  directors: text((t) => t.teamGroupLabels.directors),
  support: text((t) => t.teamGroupLabels.support),
};

/**
 * The groups shown under a team filter (docs/product-rules.md §5): the administration tab shows only
 * directors and support, the two care tabs hide them, 'all' shows everything.
 */
export function teamGroupsFor(filter: TeamFilter): readonly TeamGroup[] {
  if (filter === 'all') return teamGroups;
  if (filter === 'administration') return ['directors', 'support'];
  return ['psychologists', 'specialists', 'medical'];
}

/** True when the member works in the given department (a single team, or one of two). */
export function memberInDepartment(member: TeamMember, department: TeamDepartment): boolean {
  return typeof member.department === 'string' ? member.department === department : member.department.includes(department);
}

/**
 * Avatar initials: the first letter of each of the first two words, uppercase, at most two
 * characters. "Jan van der Berg" gives "JV", "Ilse" gives "I".
 */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export const teamMembers: readonly TeamMember[] = [
  // Directors
  { ...director, department: 'administration', group: 'directors' },
  {
    id: 'ruud-hoekstra',
    name: 'Ruud Hoekstra',
    role: text((t) => t.teamMembers['ruud-hoekstra'].role),
    department: 'administration',
    group: 'directors',
  },
  // Psychologists
  {
    id: 'elif-aydin',
    name: 'Elif Aydın',
    role: text((t) => t.teamMembers['elif-aydin'].role),
    department: 'adults',
    group: 'psychologists',
  },
  {
    id: 'sanne-bakker',
    name: 'Sanne Bakker',
    role: text((t) => t.teamMembers['sanne-bakker'].role),
    department: 'adults',
    group: 'psychologists',
  },
  {
    id: 'kemal-ozturk',
    name: 'Kemal Öztürk',
    role: text((t) => t.teamMembers['kemal-ozturk'].role),
    department: 'adults',
    group: 'psychologists',
  },
  {
    id: 'thijs-van-leeuwen',
    name: 'Thijs van Leeuwen',
    role: text((t) => t.teamMembers['thijs-van-leeuwen'].role),
    department: ['adults', 'children'],
    group: 'psychologists',
  },
  {
    id: 'yasmina-el-amrani',
    name: 'Yasmina El Amrani',
    role: text((t) => t.teamMembers['yasmina-el-amrani'].role),
    department: 'children',
    group: 'psychologists',
  },
  {
    id: 'rachelle-doelwijt',
    name: 'Rachelle Doelwijt',
    role: text((t) => t.teamMembers['rachelle-doelwijt'].role),
    department: 'children',
    group: 'psychologists',
  },
  {
    id: 'lotte-jansen',
    name: 'Lotte Jansen',
    role: text((t) => t.teamMembers['lotte-jansen'].role),
    department: 'children',
    group: 'psychologists',
  },
  // Specialists
  {
    id: 'merel-visser',
    name: 'Merel Visser',
    role: text((t) => t.teamMembers['merel-visser'].role),
    department: 'adults',
    group: 'specialists',
  },
  {
    id: 'hakan-sahin',
    name: 'Hakan Şahin',
    role: text((t) => t.teamMembers['hakan-sahin'].role),
    department: 'adults',
    group: 'specialists',
  },
  {
    id: 'sevda-celik',
    name: 'Sevda Çelik',
    role: text((t) => t.teamMembers['sevda-celik'].role),
    department: ['adults', 'children'],
    group: 'specialists',
  },
  {
    id: 'nadia-bouzid',
    name: 'Nadia Bouzid',
    role: text((t) => t.teamMembers['nadia-bouzid'].role),
    department: 'children',
    group: 'specialists',
  },
  {
    id: 'priya-ramdin',
    name: 'Priya Ramdin',
    role: text((t) => t.teamMembers['priya-ramdin'].role),
    department: 'children',
    group: 'specialists',
  },
  // Medical
  {
    id: 'ayoub-benali',
    name: 'Ayoub Benali',
    role: text((t) => t.teamMembers['ayoub-benali'].role),
    department: 'adults',
    group: 'medical',
  },
  {
    id: 'jolanda-kromosoeto',
    name: 'Jolanda Kromosoeto',
    role: text((t) => t.teamMembers['jolanda-kromosoeto'].role),
    department: 'adults',
    group: 'medical',
  },
  {
    id: 'floor-de-graaf',
    name: 'Floor de Graaf',
    role: text((t) => t.teamMembers['floor-de-graaf'].role),
    department: 'children',
    group: 'medical',
  },
  // Administration and support
  {
    id: 'mirjam-koster',
    name: 'Mirjam Koster',
    role: text((t) => t.teamMembers['mirjam-koster'].role),
    department: 'administration',
    group: 'support',
  },
  {
    id: 'gulsen-arslan',
    name: 'Gülşen Arslan',
    role: text((t) => t.teamMembers['gulsen-arslan'].role),
    department: 'administration',
    group: 'support',
  },
  {
    id: 'bilal-chaara',
    name: 'Bilal Chaara',
    role: text((t) => t.teamMembers['bilal-chaara'].role),
    department: 'administration',
    group: 'support',
  },
  {
    id: 'dewi-soekhoe',
    name: 'Dewi Soekhoe',
    role: text((t) => t.teamMembers['dewi-soekhoe'].role),
    department: 'administration',
    group: 'support',
  },
];
