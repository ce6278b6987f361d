import type { Localized } from './locale.ts';
import { departments } from './department.ts';

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
  all: { nl: 'Alle medewerkers', en: 'All staff', tr: 'Tüm çalışanlar' },
  adults: { nl: 'Team volwassenen', en: 'Adults team', tr: 'Yetişkin ekibi' },
  children: { nl: 'Team kind en jeugd', en: 'Team for children and young people', tr: 'Çocuk ve genç ekibi' },
  administration: {
    nl: 'Administratie en management',
    en: 'Administration and management',
    tr: 'İdari işler ve yönetim',
  },
};

export const teamGroupLabels: Readonly<Record<TeamGroup, Localized>> = {
  psychologists: { nl: 'Psychologen', en: 'Psychologists', tr: 'Psikologlar' },
  specialists: { nl: 'Specialisten en therapeuten', en: 'Specialists and therapists', tr: 'Uzmanlar ve terapistler' },
  medical: { nl: 'Medisch team', en: 'Medical team', tr: 'Tıbbi ekip' },
  directors: { nl: 'Directie', en: 'Management', tr: 'Yönetim' },
  support: {
    nl: 'Administratie en ondersteuning',
    en: 'Administration and support',
    tr: 'İdari işler ve destek',
  },
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
  {
    id: 'nesrin-dogan',
    name: 'Nesrin Doğan',
    role: { nl: 'Directeur-bestuurder', en: 'Managing director', tr: 'Genel müdür' },
    department: 'administration',
    group: 'directors',
  },
  {
    id: 'ruud-hoekstra',
    name: 'Ruud Hoekstra',
    role: { nl: 'Zakelijk directeur', en: 'Director of operations', tr: 'İdari ve mali işler direktörü' },
    department: 'administration',
    group: 'directors',
  },
  // Psychologists
  {
    id: 'elif-aydin',
    name: 'Elif Aydın',
    role: {
      nl: 'GZ-psycholoog en regiebehandelaar',
      en: 'Healthcare psychologist and lead practitioner',
      tr: 'Sağlık psikoloğu ve sorumlu terapist',
    },
    department: 'adults',
    group: 'psychologists',
  },
  {
    id: 'sanne-bakker',
    name: 'Sanne Bakker',
    role: { nl: 'Psycholoog', en: 'Psychologist', tr: 'Psikolog' },
    department: 'adults',
    group: 'psychologists',
  },
  {
    id: 'kemal-ozturk',
    name: 'Kemal Öztürk',
    role: {
      nl: 'GZ-psycholoog in opleiding',
      en: 'Healthcare psychologist in training',
      tr: 'Uzmanlık eğitimindeki sağlık psikoloğu',
    },
    department: 'adults',
    group: 'psychologists',
  },
  {
    id: 'thijs-van-leeuwen',
    name: 'Thijs van Leeuwen',
    role: { nl: 'GZ-psycholoog', en: 'Healthcare psychologist', tr: 'Sağlık psikoloğu' },
    department: ['adults', 'children'],
    group: 'psychologists',
  },
  {
    id: 'yasmina-el-amrani',
    name: 'Yasmina El Amrani',
    role: {
      nl: 'Kinder- en jeugdpsycholoog',
      en: 'Psychologist for children and young people',
      tr: 'Çocuk ve ergen psikoloğu',
    },
    department: 'children',
    group: 'psychologists',
  },
  {
    id: 'rachelle-doelwijt',
    name: 'Rachelle Doelwijt',
    role: {
      nl: 'Orthopedagoog-generalist',
      en: 'Orthopedagogue (child development specialist)',
      tr: 'Ortopedagog (çocuk gelişimi uzmanı)',
    },
    department: 'children',
    group: 'psychologists',
  },
  {
    id: 'lotte-jansen',
    name: 'Lotte Jansen',
    role: { nl: 'Jeugdpsycholoog', en: 'Youth psychologist', tr: 'Çocuk ve genç psikoloğu' },
    department: 'children',
    group: 'psychologists',
  },
  // Specialists
  {
    id: 'merel-visser',
    name: 'Merel Visser',
    role: { nl: 'Klinisch psycholoog', en: 'Clinical psychologist', tr: 'Klinik psikolog' },
    department: 'adults',
    group: 'specialists',
  },
  {
    id: 'hakan-sahin',
    name: 'Hakan Şahin',
    role: { nl: 'Psychotherapeut', en: 'Psychotherapist', tr: 'Psikoterapist' },
    department: 'adults',
    group: 'specialists',
  },
  {
    id: 'sevda-celik',
    name: 'Sevda Çelik',
    role: {
      nl: 'Cognitief gedragstherapeut',
      en: 'Cognitive behavioural therapist',
      tr: 'Bilişsel davranışçı terapist',
    },
    department: ['adults', 'children'],
    group: 'specialists',
  },
  {
    id: 'nadia-bouzid',
    name: 'Nadia Bouzid',
    role: { nl: 'Systeemtherapeut', en: 'Family and systemic therapist', tr: 'Aile ve sistem terapisti' },
    department: 'children',
    group: 'specialists',
  },
  {
    id: 'priya-ramdin',
    name: 'Priya Ramdin',
    role: { nl: 'Speltherapeut', en: 'Play therapist', tr: 'Oyun terapisti' },
    department: 'children',
    group: 'specialists',
  },
  // Medical
  {
    id: 'ayoub-benali',
    name: 'Ayoub Benali',
    role: { nl: 'Psychiater', en: 'Psychiatrist', tr: 'Psikiyatrist' },
    department: 'adults',
    group: 'medical',
  },
  {
    id: 'jolanda-kromosoeto',
    name: 'Jolanda Kromosoeto',
    role: {
      nl: 'Verpleegkundig specialist GGZ',
      en: 'Mental health nurse specialist',
      tr: 'Ruh sağlığı uzman hemşiresi',
    },
    department: 'adults',
    group: 'medical',
  },
  {
    id: 'floor-de-graaf',
    name: 'Floor de Graaf',
    role: {
      nl: 'Kinder- en jeugdpsychiater',
      en: 'Child and adolescent psychiatrist',
      tr: 'Çocuk ve ergen psikiyatristi',
    },
    department: 'children',
    group: 'medical',
  },
  // Administration and support
  {
    id: 'mirjam-koster',
    name: 'Mirjam Koster',
    role: { nl: 'Officemanager', en: 'Office manager', tr: 'Ofis yöneticisi' },
    department: 'administration',
    group: 'support',
  },
  {
    id: 'gulsen-arslan',
    name: 'Gülşen Arslan',
    role: {
      nl: 'Medewerker aanmelding en screening',
      en: 'Registration and screening coordinator',
      tr: 'Başvuru ve ön değerlendirme sorumlusu',
    },
    department: 'administration',
    group: 'support',
  },
  {
    id: 'bilal-chaara',
    name: 'Bilal Chaara',
    role: {
      nl: 'Medewerker zorgadministratie',
      en: 'Care administration officer',
      tr: 'Danışan kayıtları ve faturalama görevlisi',
    },
    department: 'administration',
    group: 'support',
  },
  {
    id: 'dewi-soekhoe',
    name: 'Dewi Soekhoe',
    role: { nl: 'Secretaresse', en: 'Secretary', tr: 'Sekreter' },
    department: 'administration',
    group: 'support',
  },
];
