import type { Localized } from './locale.ts';
import {
  Baby,
  Blocks,
  ClipboardCheck,
  ClipboardList,
  Flag,
  HeartHandshake,
  MessageCircle,
  MessagesSquare,
  PhoneCall,
  Puzzle,
  Users,
  type Icon,
} from './icons.ts';
import { childAgeGroups } from './facts.ts';
import { formatWaitSpan, waitingTimeFigures } from './waitingTimeFigures.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/approach.ts').default>('approach', {
  nl: () => import('./nl/approach.ts'),
  en: () => import('./en/approach.ts'),
  tr: () => import('./tr/approach.ts'),
});

export type TimelineStep = {
  id: string;
  title: Localized;
  description: Localized;
  /** How long this step usually takes, when we can say. */
  timing?: Localized;
  icon: Icon;
};

/** The adult care pathway on /volwassenen/werkwijze (docs/product-rules.md §4), six steps. */
export const adultApproachTimeline: readonly TimelineStep[] = [
  {
    id: 'registration',
    title: text((t) => t.adultApproachTimeline[0].title),
    description: text((t) => t.adultApproachTimeline[0].description),
    icon: ClipboardList,
  },
  {
    id: 'phone-screening',
    title: text((t) => t.adultApproachTimeline[1].title),
    description: text((t) => t.adultApproachTimeline[1].description),
    timing: text((t) => t.adultApproachTimeline[1].timing),
    icon: PhoneCall,
  },
  {
    id: 'intake',
    title: text((t) => t.adultApproachTimeline[2].title),
    description: text((t) => t.adultApproachTimeline[2].description),
    timing: text(
      (t) => t.adultApproachTimeline[2].timing,
      (locale) => ({ waitingTime: formatWaitSpan(waitingTimeFigures.adults.registration, locale) }),
    ),
    icon: MessagesSquare,
  },
  {
    id: 'treatment-plan',
    title: text((t) => t.adultApproachTimeline[3].title),
    description: text((t) => t.adultApproachTimeline[3].description),
    icon: ClipboardCheck,
  },
  {
    id: 'treatment',
    title: text((t) => t.adultApproachTimeline[4].title),
    description: text((t) => t.adultApproachTimeline[4].description),
    timing: text((t) => t.adultApproachTimeline[4].timing),
    icon: HeartHandshake,
  },
  {
    id: 'evaluation-and-completion',
    title: text((t) => t.adultApproachTimeline[5].title),
    description: text((t) => t.adultApproachTimeline[5].description),
    icon: Flag,
  },
];

/**
 * The children's pathway on /kind-jeugd/werkwijze, six steps: after registration and
 * screening, a parent intake, then an introduction with the child (docs/product-rules.md §4).
 */
export const childApproachTimeline: readonly TimelineStep[] = [
  {
    id: 'registration-and-screening',
    title: text((t) => t.childApproachTimeline[0].title),
    description: text((t) => t.childApproachTimeline[0].description),
    timing: text((t) => t.childApproachTimeline[0].timing),
    icon: ClipboardList,
  },
  {
    id: 'parent-intake',
    title: text((t) => t.childApproachTimeline[1].title),
    description: text((t) => t.childApproachTimeline[1].description),
    timing: text((t) => t.childApproachTimeline[1].timing),
    icon: Users,
  },
  {
    id: 'introduction-with-child',
    title: text((t) => t.childApproachTimeline[2].title),
    description: text((t) => t.childApproachTimeline[2].description),
    icon: Baby,
  },
  {
    id: 'treatment-plan',
    title: text((t) => t.childApproachTimeline[3].title),
    description: text((t) => t.childApproachTimeline[3].description),
    icon: ClipboardCheck,
  },
  {
    id: 'treatment',
    title: text((t) => t.childApproachTimeline[4].title),
    description: text((t) => t.childApproachTimeline[4].description),
    icon: Blocks,
  },
  {
    id: 'evaluation-and-completion',
    title: text((t) => t.childApproachTimeline[5].title),
    description: text((t) => t.childApproachTimeline[5].description),
    icon: Flag,
  },
];

export type AgeGroupApproach = {
  id: string;
  /** Age range in years, from the facts (docs/product-rules.md §9). */
  ages: { from: number; to: number };
  title: Localized;
  description: Localized;
  points: readonly Localized[];
  icon: Icon;
};

const [youngest, middle, teens] = childAgeGroups;

/** How we work with each age group, on /kind-jeugd/werkwijze. */
export const ageGroupApproaches: readonly AgeGroupApproach[] = [
  {
    id: 'ages-4-8',
    ages: youngest,
    title: text((t) => t.ageGroupApproaches[0].title),
    description: text((t) => t.ageGroupApproaches[0].description),
    points: [
      text((t) => t.ageGroupApproaches[0].points[0]),
      text((t) => t.ageGroupApproaches[0].points[1]),
      text((t) => t.ageGroupApproaches[0].points[2]),
    ],
    icon: Blocks,
  },
  {
    id: 'ages-8-12',
    ages: middle,
    title: text((t) => t.ageGroupApproaches[1].title),
    description: text((t) => t.ageGroupApproaches[1].description),
    points: [
      text((t) => t.ageGroupApproaches[1].points[0]),
      text((t) => t.ageGroupApproaches[1].points[1]),
      text((t) => t.ageGroupApproaches[1].points[2]),
    ],
    icon: Puzzle,
  },
  {
    id: 'ages-12-18',
    ages: teens,
    title: text((t) => t.ageGroupApproaches[2].title),
    description: text((t) => t.ageGroupApproaches[2].description),
    points: [
      text((t) => t.ageGroupApproaches[2].points[0]),
      text((t) => t.ageGroupApproaches[2].points[1]),
      text((t) => t.ageGroupApproaches[2].points[2]),
    ],
    icon: MessageCircle,
  },
];
