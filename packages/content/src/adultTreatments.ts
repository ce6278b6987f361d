import {
  Ban,
  Brain,
  BrainCircuit,
  Compass,
  Dice5,
  Eye,
  HeartCrack,
  HeartHandshake,
  Hospital,
  Puzzle,
  Scale,
  ShieldAlert,
  Swords,
  UsersRound,
  Utensils,
  Wine,
  Zap,
} from './icons.ts';
import {
  cognitiveBehaviouralTherapyTitle,
  emdrTitle,
  acceptanceAndCommitmentTherapyTitle,
  schemaTherapyTitle,
  couplesTherapyTitle,
  groupTherapyTitle,
  type ExclusionCriterion,
  type TreatmentMethod,
} from './treatmentPages.ts';
import { contentStrings } from './contentStrings.ts';

/**
 * The lists on /volwassenen/behandelingen (page adultTreatments), shown on no other page, so only its visitors load them;
 * what the four treatment pages share is in treatmentPages.ts.
 */
const text = contentStrings<typeof import('./nl/adultTreatments.ts').default>('adultTreatments', {
  nl: () => import('./nl/adultTreatments.ts'),
  en: () => import('./en/adultTreatments.ts'),
  tr: () => import('./tr/adultTreatments.ts'),
});

/** The six methods explained on /volwassenen/behandelingen. */
export const adultTreatmentMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.adultTreatmentMethods[0].description),
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.adultTreatmentMethods[1].description),
    icon: Eye,
  },
  {
    id: 'acceptance-and-commitment-therapy',
    title: acceptanceAndCommitmentTherapyTitle,
    description: text((t) => t.adultTreatmentMethods[2].description),
    icon: Compass,
  },
  {
    id: 'schema-therapy',
    title: schemaTherapyTitle,
    description: text((t) => t.adultTreatmentMethods[3].description),
    icon: Puzzle,
  },
  {
    id: 'couples-therapy',
    title: couplesTherapyTitle,
    description: text((t) => t.adultTreatmentMethods[4].description),
    icon: HeartHandshake,
  },
  {
    id: 'group-therapy',
    title: groupTherapyTitle,
    description: text((t) => t.adultTreatmentMethods[5].description),
    icon: UsersRound,
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
