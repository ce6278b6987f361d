import type { Localized } from './locale.ts';
import { ClipboardCheck, ClipboardList, HeartHandshake, MessagesSquare, PhoneCall, Sprout, type Icon } from './icons.ts';
import type { Department } from './department.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/journeys.ts').default>('journeys', {
  nl: () => import('./nl/journeys.ts'),
  en: () => import('./en/journeys.ts'),
  tr: () => import('./tr/journeys.ts'),
});

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
    title: text((t) => t.careJourney[0].title),
    description: text((t) => t.careJourney[0].description),
    icon: PhoneCall,
  },
  {
    id: 'intake',
    title: text((t) => t.careJourney[1].title),
    description: text((t) => t.careJourney[1].description),
    icon: MessagesSquare,
  },
  {
    id: 'treatment-plan',
    title: text((t) => t.careJourney[2].title),
    description: text((t) => t.careJourney[2].description),
    icon: ClipboardCheck,
  },
  {
    id: 'therapy-and-recovery',
    title: text((t) => t.careJourney[3].title),
    description: text((t) => t.careJourney[3].description),
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
      title: text((t) => t.departmentJourneys.adults[0].title),
      description: text((t) => t.departmentJourneys.adults[0].description),
    },
    {
      kind: 'screening',
      title: text((t) => t.departmentJourneys.adults[1].title),
      description: text((t) => t.departmentJourneys.adults[1].description),
    },
    {
      kind: 'intake',
      title: text((t) => t.departmentJourneys.adults[2].title),
      description: text((t) => t.departmentJourneys.adults[2].description),
    },
    {
      kind: 'treatment',
      title: text((t) => t.departmentJourneys.adults[3].title),
      description: text((t) => t.departmentJourneys.adults[3].description),
    },
  ],
  children: [
    {
      kind: 'registration',
      title: text((t) => t.departmentJourneys.children[0].title),
      description: text((t) => t.departmentJourneys.children[0].description),
    },
    {
      kind: 'screening',
      title: text((t) => t.departmentJourneys.children[1].title),
      description: text((t) => t.departmentJourneys.children[1].description),
    },
    {
      kind: 'intake',
      title: text((t) => t.departmentJourneys.children[2].title),
      description: text((t) => t.departmentJourneys.children[2].description),
    },
    {
      kind: 'treatment',
      title: text((t) => t.departmentJourneys.children[3].title),
      description: text((t) => t.departmentJourneys.children[3].description),
    },
  ],
};
