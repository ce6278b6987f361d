import type { Localized } from './locale.ts';
import { ClipboardCheck, ClipboardList, HeartHandshake, MessagesSquare, PhoneCall, Sprout, type Icon } from './icons.ts';
import type { Department } from './department.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/journeys.ts').default>('journeys', (locale) => import(`./${locale}/journeys.ts`));

/** The icon kinds of the department journey (docs/product-rules.md §3.3). */
export const journeyStepKinds = ['registration', 'screening', 'intake', 'treatment'] as const;
export type JourneyStepKind = (typeof journeyStepKinds)[number];

/** The lucide icon each journey kind is drawn with. */
export const journeyStepIcons: Readonly<Record<JourneyStepKind, Icon>> = {
  registration: ClipboardList,
  screening: PhoneCall,
  intake: MessagesSquare,
  treatment: HeartHandshake,
};

export type CareJourneyStep = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

/** The home page's care journey: four steps from first call to recovery (docs/product-rules.md §2.3). */
export const careJourney: readonly CareJourneyStep[] = [
  {
    id: 'phone-screening',
    title: text((t) => t.careJourney['phone-screening'].title),
    description: text((t) => t.careJourney['phone-screening'].description),
    icon: PhoneCall,
  },
  {
    id: 'intake',
    title: text((t) => t.careJourney.intake.title),
    description: text((t) => t.careJourney.intake.description),
    icon: MessagesSquare,
  },
  {
    id: 'treatment-plan',
    title: text((t) => t.careJourney['treatment-plan'].title),
    description: text((t) => t.careJourney['treatment-plan'].description),
    icon: ClipboardCheck,
  },
  {
    id: 'therapy-and-recovery',
    title: text((t) => t.careJourney['therapy-and-recovery'].title),
    description: text((t) => t.careJourney['therapy-and-recovery'].description),
    icon: Sprout,
  },
];

export type JourneyStep = {
  kind: JourneyStepKind;
  title: Localized;
  description: Localized;
};

/** The four-step journey on each department's waiting-time page (docs/product-rules.md §2.5). */
export const departmentJourneys: Readonly<Record<Department, readonly JourneyStep[]>> = {
  adults: [
    {
      kind: 'registration',
      title: text((t) => t.departmentJourneys.adults.registration.title),
      description: text((t) => t.departmentJourneys.adults.registration.description),
    },
    {
      kind: 'screening',
      title: text((t) => t.departmentJourneys.adults.screening.title),
      description: text((t) => t.departmentJourneys.adults.screening.description),
    },
    {
      kind: 'intake',
      title: text((t) => t.departmentJourneys.adults.intake.title),
      description: text((t) => t.departmentJourneys.adults.intake.description),
    },
    {
      kind: 'treatment',
      title: text((t) => t.departmentJourneys.adults.treatment.title),
      description: text((t) => t.departmentJourneys.adults.treatment.description),
    },
  ],
  children: [
    {
      kind: 'registration',
      title: text((t) => t.departmentJourneys.children.registration.title),
      description: text((t) => t.departmentJourneys.children.registration.description),
    },
    {
      kind: 'screening',
      title: text((t) => t.departmentJourneys.children.screening.title),
      description: text((t) => t.departmentJourneys.children.screening.description),
    },
    {
      kind: 'intake',
      title: text((t) => t.departmentJourneys.children.intake.title),
      description: text((t) => t.departmentJourneys.children.intake.description),
    },
    {
      kind: 'treatment',
      title: text((t) => t.departmentJourneys.children.treatment.title),
      description: text((t) => t.departmentJourneys.children.treatment.description),
    },
  ],
};
