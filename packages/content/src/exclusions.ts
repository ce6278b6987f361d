import type { Localized } from './locale.ts';
import {
  Ban,
  Brain,
  BrainCircuit,
  Dice5,
  HeartCrack,
  Hospital,
  Puzzle,
  Scale,
  ShieldAlert,
  Swords,
  Utensils,
  Wine,
  Zap,
  type Icon,
} from './icons.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/exclusions.ts').default>('exclusions', {
  nl: () => import('./nl/exclusions.ts'),
  en: () => import('./en/exclusions.ts'),
  tr: () => import('./tr/exclusions.ts'),
});

/** A situation in which Ankerlicht is not the right place, and other care is needed first. */
export type ExclusionCriterion = {
  id: string;
  title: Localized;
  description?: Localized;
  icon?: Icon;
};

/** Said before every exclusion list: why we have one and what happens next. */
export const exclusionIntro: Localized = text((t) => t.exclusionIntro);

/** The five adult exclusion criteria, exactly as docs/product-rules.md §5 lists them (adult treatment offer). */
export const adultExclusionCriteria: readonly ExclusionCriterion[] = [
  {
    id: 'active-suicidality',
    title: text((t) => t.adultExclusionCriteria[0].title),
  },
  {
    id: 'active-addiction',
    title: text((t) => t.adultExclusionCriteria[1].title),
  },
  {
    id: 'self-harm-or-violence',
    title: text((t) => t.adultExclusionCriteria[2].title),
  },
  {
    id: 'active-psychosis',
    title: text((t) => t.adultExclusionCriteria[3].title),
  },
  {
    id: 'severe-eating-disorder',
    title: text((t) => t.adultExclusionCriteria[4].title),
  },
];

/** The twelve exclusion tiles on /volwassenen/behandelingen: the five above, spelled out. */
export const adultTreatmentExclusionTiles: readonly ExclusionCriterion[] = [
  {
    id: 'active-suicidality',
    title: text((t) => t.adultTreatmentExclusionTiles[0].title),
    description: text((t) => t.adultTreatmentExclusionTiles[0].description),
    icon: ShieldAlert,
  },
  {
    id: 'alcohol-or-drug-addiction',
    title: text((t) => t.adultTreatmentExclusionTiles[1].title),
    description: text((t) => t.adultTreatmentExclusionTiles[1].description),
    icon: Wine,
  },
  {
    id: 'gambling-addiction',
    title: text((t) => t.adultTreatmentExclusionTiles[2].title),
    description: text((t) => t.adultTreatmentExclusionTiles[2].description),
    icon: Dice5,
  },
  {
    id: 'self-harm',
    title: text((t) => t.adultTreatmentExclusionTiles[3].title),
    description: text((t) => t.adultTreatmentExclusionTiles[3].description),
    icon: HeartCrack,
  },
  {
    id: 'violence',
    title: text((t) => t.adultTreatmentExclusionTiles[4].title),
    description: text((t) => t.adultTreatmentExclusionTiles[4].description),
    icon: Swords,
  },
  {
    id: 'active-psychosis',
    title: text((t) => t.adultTreatmentExclusionTiles[5].title),
    description: text((t) => t.adultTreatmentExclusionTiles[5].description),
    icon: BrainCircuit,
  },
  {
    id: 'severe-eating-disorder',
    title: text((t) => t.adultTreatmentExclusionTiles[6].title),
    description: text((t) => t.adultTreatmentExclusionTiles[6].description),
    icon: Utensils,
  },
  {
    id: 'crisis-care',
    title: text((t) => t.adultTreatmentExclusionTiles[7].title),
    description: text((t) => t.adultTreatmentExclusionTiles[7].description),
    icon: Hospital,
  },
  {
    id: 'mania',
    title: text((t) => t.adultTreatmentExclusionTiles[8].title),
    description: text((t) => t.adultTreatmentExclusionTiles[8].description),
    icon: Zap,
  },
  {
    id: 'forensic',
    title: text((t) => t.adultTreatmentExclusionTiles[9].title),
    description: text((t) => t.adultTreatmentExclusionTiles[9].description),
    icon: Scale,
  },
  {
    id: 'cognitive-impairment',
    title: text((t) => t.adultTreatmentExclusionTiles[10].title),
    description: text((t) => t.adultTreatmentExclusionTiles[10].description),
    icon: Brain,
  },
  {
    id: 'no-treatable-condition',
    title: text((t) => t.adultTreatmentExclusionTiles[11].title),
    description: text((t) => t.adultTreatmentExclusionTiles[11].description),
    icon: Ban,
  },
];

/** When child and youth care is not the right place (docs/product-rules.md §5). */
export const childExclusionCriteria: readonly ExclusionCriterion[] = [
  {
    id: 'forensic',
    title: text((t) => t.childExclusionCriteria[0].title),
    description: text((t) => t.childExclusionCriteria[0].description),
    icon: Scale,
  },
  {
    id: 'crisis',
    title: text((t) => t.childExclusionCriteria[1].title),
    description: text((t) => t.childExclusionCriteria[1].description),
    icon: ShieldAlert,
  },
  {
    id: 'eating-disorder',
    title: text((t) => t.childExclusionCriteria[2].title),
    description: text((t) => t.childExclusionCriteria[2].description),
    icon: Utensils,
  },
  {
    id: 'addiction',
    title: text((t) => t.childExclusionCriteria[3].title),
    description: text((t) => t.childExclusionCriteria[3].description),
    icon: Wine,
  },
  {
    id: 'mild-intellectual-disability',
    title: text((t) => t.childExclusionCriteria[4].title),
    description: text((t) => t.childExclusionCriteria[4].description),
    icon: Puzzle,
  },
];
