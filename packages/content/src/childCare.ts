import type { Localized } from './locale.ts';
import { CloudRain, HeartPulse, School, Search, ShieldAlert, Users, type Icon } from './icons.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/childCare.ts').default>('childCare', {
  nl: () => import('./nl/childCare.ts'),
  en: () => import('./en/childCare.ts'),
  tr: () => import('./tr/childCare.ts'),
});

export type HelpSituation = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

/** 'Who we help' on /kind-jeugd/behandelaanbod: six situations parents recognise. */
export const whoWeHelp: readonly HelpSituation[] = [
  {
    id: 'anxious',
    title: text((t) => t.whoWeHelp[0].title),
    description: text((t) => t.whoWeHelp[0].description),
    icon: HeartPulse,
  },
  {
    id: 'withdrawn',
    title: text((t) => t.whoWeHelp[1].title),
    description: text((t) => t.whoWeHelp[1].description),
    icon: CloudRain,
  },
  {
    id: 'distressing-event',
    title: text((t) => t.whoWeHelp[2].title),
    description: text((t) => t.whoWeHelp[2].description),
    icon: ShieldAlert,
  },
  {
    id: 'behaviour',
    title: text((t) => t.whoWeHelp[3].title),
    description: text((t) => t.whoWeHelp[3].description),
    icon: School,
  },
  {
    id: 'questions-about-development',
    title: text((t) => t.whoWeHelp[4].title),
    description: text((t) => t.whoWeHelp[4].description),
    icon: Search,
  },
  {
    id: 'family-changes',
    title: text((t) => t.whoWeHelp[5].title),
    description: text((t) => t.whoWeHelp[5].description),
    icon: Users,
  },
];

export type Examination = {
  id: string;
  title: Localized;
  description: Localized;
};

/** What a psychodiagnostic assessment can consist of (child treatment offer). */
export const psychodiagnosticExaminations: readonly Examination[] = [
  {
    id: 'intelligence',
    title: text((t) => t.psychodiagnosticExaminations[0].title),
    description: text((t) => t.psychodiagnosticExaminations[0].description),
  },
  {
    id: 'social-emotional',
    title: text((t) => t.psychodiagnosticExaminations[1].title),
    description: text((t) => t.psychodiagnosticExaminations[1].description),
  },
  {
    id: 'attention-and-concentration',
    title: text((t) => t.psychodiagnosticExaminations[2].title),
    description: text((t) => t.psychodiagnosticExaminations[2].description),
  },
  {
    id: 'autism',
    title: text((t) => t.psychodiagnosticExaminations[3].title),
    description: text((t) => t.psychodiagnosticExaminations[3].description),
  },
  {
    id: 'neuropsychological',
    title: text((t) => t.psychodiagnosticExaminations[4].title),
    description: text((t) => t.psychodiagnosticExaminations[4].description),
  },
];

/** After an assessment: how results are shared. */
export const psychodiagnosticsOutcome: Localized = text((t) => t.psychodiagnosticsOutcome);
