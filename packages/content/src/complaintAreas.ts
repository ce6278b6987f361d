import type { Localized } from './locale.ts';
import {
  Activity,
  BedDouble,
  CloudRain,
  Flame,
  HeartCrack,
  HeartPulse,
  Puzzle,
  Repeat,
  Route,
  School,
  ShieldAlert,
  UserRound,
  UsersRound,
  Zap,
  type Icon,
} from './icons.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/complaintAreas.ts').default>('complaintAreas', {
  nl: () => import('./nl/complaintAreas.ts'),
  en: () => import('./en/complaintAreas.ts'),
  tr: () => import('./tr/complaintAreas.ts'),
});

/** A kind of problem we help with, shown as a tile ("klachten" in Dutch: symptoms, not grievances). */
export type ComplaintArea = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

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

/** The nine complaint areas on /volwassenen/behandelaanbod. */
export const adultComplaintAreas: readonly ComplaintArea[] = [
  {
    id: 'anxiety-and-panic',
    title: text((t) => t.adultComplaintAreas[0].title),
    description: text((t) => t.adultComplaintAreas[0].description),
    icon: HeartPulse,
  },
  {
    id: 'depression',
    title: text((t) => t.adultComplaintAreas[1].title),
    description: text((t) => t.adultComplaintAreas[1].description),
    icon: CloudRain,
  },
  {
    id: 'trauma',
    title: text((t) => t.adultComplaintAreas[2].title),
    description: text((t) => t.adultComplaintAreas[2].description),
    icon: ShieldAlert,
  },
  {
    id: 'obsessive-compulsive',
    title: text((t) => t.adultComplaintAreas[3].title),
    description: text((t) => t.adultComplaintAreas[3].description),
    icon: Repeat,
  },
  {
    id: 'grief',
    title: text((t) => t.adultComplaintAreas[4].title),
    description: text((t) => t.adultComplaintAreas[4].description),
    icon: HeartCrack,
  },
  {
    id: 'personality',
    title: text((t) => t.adultComplaintAreas[5].title),
    description: text((t) => t.adultComplaintAreas[5].description),
    icon: UserRound,
  },
  {
    id: 'somatic-symptoms',
    title: text((t) => t.adultComplaintAreas[6].title),
    description: text((t) => t.adultComplaintAreas[6].description),
    icon: Activity,
  },
  {
    id: 'adhd',
    title: text((t) => t.adultComplaintAreas[7].title),
    description: text((t) => t.adultComplaintAreas[7].description),
    icon: Zap,
  },
  {
    id: 'migration-and-culture',
    title: text((t) => t.adultComplaintAreas[8].title),
    description: text((t) => t.adultComplaintAreas[8].description),
    icon: Route,
  },
];
