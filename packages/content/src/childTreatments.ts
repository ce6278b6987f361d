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
const text = contentStrings<typeof import('./nl/childTreatments.ts').default>('childTreatments', {
  nl: () => import('./nl/childTreatments.ts'),
  en: () => import('./en/childTreatments.ts'),
  tr: () => import('./tr/childTreatments.ts'),
});

/** The four methods explained on /kind-jeugd/behandelingen. */
export const childTreatmentMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.childTreatmentMethods[0].description),
    icon: Brain,
  },
  {
    id: 'play-therapy',
    title: playTherapyTitle,
    description: text((t) => t.childTreatmentMethods[1].description),
    icon: Blocks,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.childTreatmentMethods[2].description),
    icon: Eye,
  },
  {
    id: 'systemic-therapy',
    title: systemicTherapyTitle,
    description: text((t) => t.childTreatmentMethods[3].description),
    icon: Users,
  },
];

/** The twelve tiles on /kind-jeugd/behandelingen. */
export const childComplaintTiles: readonly ComplaintArea[] = [
  {
    id: 'anxiety',
    title: text((t) => t.childComplaintTiles[0].title),
    description: text((t) => t.childComplaintTiles[0].description),
    icon: HeartPulse,
  },
  {
    id: 'low-mood',
    title: text((t) => t.childComplaintTiles[1].title),
    description: text((t) => t.childComplaintTiles[1].description),
    icon: CloudRain,
  },
  {
    id: 'trauma',
    title: text((t) => t.childComplaintTiles[2].title),
    description: text((t) => t.childComplaintTiles[2].description),
    icon: ShieldAlert,
  },
  {
    id: 'behaviour',
    title: text((t) => t.childComplaintTiles[3].title),
    description: text((t) => t.childComplaintTiles[3].description),
    icon: Flame,
  },
  {
    id: 'attention',
    title: text((t) => t.childComplaintTiles[4].title),
    description: text((t) => t.childComplaintTiles[4].description),
    icon: Zap,
  },
  {
    id: 'autism',
    title: text((t) => t.childComplaintTiles[5].title),
    description: text((t) => t.childComplaintTiles[5].description),
    icon: Puzzle,
  },
  {
    id: 'fear-of-failure',
    title: text((t) => t.childComplaintTiles[6].title),
    description: text((t) => t.childComplaintTiles[6].description),
    icon: School,
  },
  {
    id: 'social-problems',
    title: text((t) => t.childComplaintTiles[7].title),
    description: text((t) => t.childComplaintTiles[7].description),
    icon: UsersRound,
  },
  {
    id: 'grief',
    title: text((t) => t.childComplaintTiles[8].title),
    description: text((t) => t.childComplaintTiles[8].description),
    icon: HeartCrack,
  },
  {
    id: 'self-image',
    title: text((t) => t.childComplaintTiles[9].title),
    description: text((t) => t.childComplaintTiles[9].description),
    icon: UserRound,
  },
  {
    id: 'sleep',
    title: text((t) => t.childComplaintTiles[10].title),
    description: text((t) => t.childComplaintTiles[10].description),
    icon: BedDouble,
  },
  {
    id: 'obsessive-compulsive',
    title: text((t) => t.childComplaintTiles[11].title),
    description: text((t) => t.childComplaintTiles[11].description),
    icon: Repeat,
  },
];
