import {
  BedDouble,
  Blocks,
  Brain,
  CloudRain,
  Eye,
  Flame,
  HeartCrack,
  HeartPulse,
  Puzzle,
  Repeat,
  School,
  ShieldAlert,
  UserRound,
  Users,
  UsersRound,
  Zap,
} from './icons.ts';
import {
  cognitiveBehaviouralTherapyTitle,
  emdrTitle,
  playTherapyTitle,
  systemicTherapyTitle,
  type ComplaintArea,
  type TreatmentMethod,
} from './treatmentPages.ts';
import { contentStrings } from './contentStrings.ts';

/**
 * The lists on /kind-jeugd/behandelingen (page childTreatments), shown on no other page, so only its visitors load them;
 * what the four treatment pages share is in treatmentPages.ts.
 */
const text = contentStrings<typeof import('./nl/childTreatments.ts').default>(
  'childTreatments',
  (locale) => import(`./${locale}/childTreatments.ts`),
);

/** The four methods explained on /kind-jeugd/behandelingen. */
export const childTreatmentMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.childTreatmentMethods['cognitive-behavioural-therapy'].description),
    icon: Brain,
  },
  {
    id: 'play-therapy',
    title: playTherapyTitle,
    description: text((t) => t.childTreatmentMethods['play-therapy'].description),
    icon: Blocks,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.childTreatmentMethods.emdr.description),
    icon: Eye,
  },
  {
    id: 'systemic-therapy',
    title: systemicTherapyTitle,
    description: text((t) => t.childTreatmentMethods['systemic-therapy'].description),
    icon: Users,
  },
];

/** The twelve tiles on /kind-jeugd/behandelingen. */
export const childComplaintTiles: readonly ComplaintArea[] = [
  {
    id: 'anxiety',
    title: text((t) => t.childComplaintTiles.anxiety.title),
    description: text((t) => t.childComplaintTiles.anxiety.description),
    icon: HeartPulse,
  },
  {
    id: 'low-mood',
    title: text((t) => t.childComplaintTiles['low-mood'].title),
    description: text((t) => t.childComplaintTiles['low-mood'].description),
    icon: CloudRain,
  },
  {
    id: 'trauma',
    title: text((t) => t.childComplaintTiles.trauma.title),
    description: text((t) => t.childComplaintTiles.trauma.description),
    icon: ShieldAlert,
  },
  {
    id: 'behaviour',
    title: text((t) => t.childComplaintTiles.behaviour.title),
    description: text((t) => t.childComplaintTiles.behaviour.description),
    icon: Flame,
  },
  {
    id: 'attention',
    title: text((t) => t.childComplaintTiles.attention.title),
    description: text((t) => t.childComplaintTiles.attention.description),
    icon: Zap,
  },
  {
    id: 'autism',
    title: text((t) => t.childComplaintTiles.autism.title),
    description: text((t) => t.childComplaintTiles.autism.description),
    icon: Puzzle,
  },
  {
    id: 'fear-of-failure',
    title: text((t) => t.childComplaintTiles['fear-of-failure'].title),
    description: text((t) => t.childComplaintTiles['fear-of-failure'].description),
    icon: School,
  },
  {
    id: 'social-problems',
    title: text((t) => t.childComplaintTiles['social-problems'].title),
    description: text((t) => t.childComplaintTiles['social-problems'].description),
    icon: UsersRound,
  },
  {
    id: 'grief',
    title: text((t) => t.childComplaintTiles.grief.title),
    description: text((t) => t.childComplaintTiles.grief.description),
    icon: HeartCrack,
  },
  {
    id: 'self-image',
    title: text((t) => t.childComplaintTiles['self-image'].title),
    description: text((t) => t.childComplaintTiles['self-image'].description),
    icon: UserRound,
  },
  {
    id: 'sleep',
    title: text((t) => t.childComplaintTiles.sleep.title),
    description: text((t) => t.childComplaintTiles.sleep.description),
    icon: BedDouble,
  },
  {
    id: 'obsessive-compulsive',
    title: text((t) => t.childComplaintTiles['obsessive-compulsive'].title),
    description: text((t) => t.childComplaintTiles['obsessive-compulsive'].description),
    icon: Repeat,
  },
];
