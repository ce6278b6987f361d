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

const text = contentStrings<typeof import('./nl/approach.ts').default>('approach', (locale) => import(`./${locale}/approach.ts`));

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
    title: text((t) => t.adultApproachTimeline.registration.title),
    description: text((t) => t.adultApproachTimeline.registration.description),
    icon: ClipboardList,
  },
  {
    id: 'phone-screening',
    title: text((t) => t.adultApproachTimeline['phone-screening'].title),
    description: text((t) => t.adultApproachTimeline['phone-screening'].description),
    timing: text((t) => t.adultApproachTimeline['phone-screening'].timing),
    icon: PhoneCall,
  },
  {
    id: 'intake',
    title: text((t) => t.adultApproachTimeline.intake.title),
    description: text((t) => t.adultApproachTimeline.intake.description),
    timing: text(
      (t) => t.adultApproachTimeline.intake.timing,
      (locale) => ({ waitingTime: formatWaitSpan(waitingTimeFigures.adults.registration, locale) }),
    ),
    icon: MessagesSquare,
  },
  {
    id: 'treatment-plan',
    title: text((t) => t.adultApproachTimeline['treatment-plan'].title),
    description: text((t) => t.adultApproachTimeline['treatment-plan'].description),
    icon: ClipboardCheck,
  },
  {
    id: 'treatment',
    title: text((t) => t.adultApproachTimeline.treatment.title),
    description: text((t) => t.adultApproachTimeline.treatment.description),
    timing: text((t) => t.adultApproachTimeline.treatment.timing),
    icon: HeartHandshake,
  },
  {
    id: 'evaluation-and-completion',
    title: text((t) => t.adultApproachTimeline['evaluation-and-completion'].title),
    description: text((t) => t.adultApproachTimeline['evaluation-and-completion'].description),
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
    title: text((t) => t.childApproachTimeline['registration-and-screening'].title),
    description: text((t) => t.childApproachTimeline['registration-and-screening'].description),
    timing: text((t) => t.childApproachTimeline['registration-and-screening'].timing),
    icon: ClipboardList,
  },
  {
    id: 'parent-intake',
    title: text((t) => t.childApproachTimeline['parent-intake'].title),
    description: text((t) => t.childApproachTimeline['parent-intake'].description),
    timing: text((t) => t.childApproachTimeline['parent-intake'].timing),
    icon: Users,
  },
  {
    id: 'introduction-with-child',
    title: text((t) => t.childApproachTimeline['introduction-with-child'].title),
    description: text((t) => t.childApproachTimeline['introduction-with-child'].description),
    icon: Baby,
  },
  {
    id: 'treatment-plan',
    title: text((t) => t.childApproachTimeline['treatment-plan'].title),
    description: text((t) => t.childApproachTimeline['treatment-plan'].description),
    icon: ClipboardCheck,
  },
  {
    id: 'treatment',
    title: text((t) => t.childApproachTimeline.treatment.title),
    description: text((t) => t.childApproachTimeline.treatment.description),
    icon: Blocks,
  },
  {
    id: 'evaluation-and-completion',
    title: text((t) => t.childApproachTimeline['evaluation-and-completion'].title),
    description: text((t) => t.childApproachTimeline['evaluation-and-completion'].description),
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
    title: text((t) => t.ageGroupApproaches['ages-4-8'].title),
    description: text((t) => t.ageGroupApproaches['ages-4-8'].description),
    points: [
      text((t) => t.ageGroupApproaches['ages-4-8'].points[0]),
      text((t) => t.ageGroupApproaches['ages-4-8'].points[1]),
      text((t) => t.ageGroupApproaches['ages-4-8'].points[2]),
    ],
    icon: Blocks,
  },
  {
    id: 'ages-8-12',
    ages: middle,
    title: text((t) => t.ageGroupApproaches['ages-8-12'].title),
    description: text((t) => t.ageGroupApproaches['ages-8-12'].description),
    points: [
      text((t) => t.ageGroupApproaches['ages-8-12'].points[0]),
      text((t) => t.ageGroupApproaches['ages-8-12'].points[1]),
      text((t) => t.ageGroupApproaches['ages-8-12'].points[2]),
    ],
    icon: Puzzle,
  },
  {
    id: 'ages-12-18',
    ages: teens,
    title: text((t) => t.ageGroupApproaches['ages-12-18'].title),
    description: text((t) => t.ageGroupApproaches['ages-12-18'].description),
    points: [
      text((t) => t.ageGroupApproaches['ages-12-18'].points[0]),
      text((t) => t.ageGroupApproaches['ages-12-18'].points[1]),
      text((t) => t.ageGroupApproaches['ages-12-18'].points[2]),
    ],
    icon: MessageCircle,
  },
];
