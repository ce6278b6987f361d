import type { Localized } from './locale.ts';
import { CloudRain, HeartPulse, School, Search, ShieldAlert, Users, type Icon } from './icons.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/childCare.ts').default>(
  'childCare',
  (locale) => import(`./${locale}/childCare.ts`),
);

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
    title: text((t) => t.whoWeHelp.anxious.title),
    description: text((t) => t.whoWeHelp.anxious.description),
    icon: HeartPulse,
  },
  {
    id: 'withdrawn',
    title: text((t) => t.whoWeHelp.withdrawn.title),
    description: text((t) => t.whoWeHelp.withdrawn.description),
    icon: CloudRain,
  },
  {
    id: 'distressing-event',
    title: text((t) => t.whoWeHelp['distressing-event'].title),
    description: text((t) => t.whoWeHelp['distressing-event'].description),
    icon: ShieldAlert,
  },
  {
    id: 'behaviour',
    title: text((t) => t.whoWeHelp.behaviour.title),
    description: text((t) => t.whoWeHelp.behaviour.description),
    icon: School,
  },
  {
    id: 'questions-about-development',
    title: text((t) => t.whoWeHelp['questions-about-development'].title),
    description: text((t) => t.whoWeHelp['questions-about-development'].description),
    icon: Search,
  },
  {
    id: 'family-changes',
    title: text((t) => t.whoWeHelp['family-changes'].title),
    description: text((t) => t.whoWeHelp['family-changes'].description),
    icon: Users,
  },
];

export type Examination = {
  id: string;
  title: Localized;
  description: Localized;
};

/** What a psychodiagnostic assessment can consist of (child treatment offer). */
export const psychodiagnosticExaminations: readonly Examination[] = (
  ['intelligence', 'social-emotional', 'attention-and-concentration', 'autism', 'neuropsychological'] as const
).map((id) => ({
  id,
  title: text((t) => t.psychodiagnosticExaminations[id].title),
  description: text((t) => t.psychodiagnosticExaminations[id].description),
}));

/** After an assessment: how results are shared. */
export const psychodiagnosticsOutcome: Localized = text((t) => t.psychodiagnosticsOutcome);
