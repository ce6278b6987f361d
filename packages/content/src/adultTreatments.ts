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
const text = contentStrings<typeof import('./nl/adultTreatments.ts').default>(
  'adultTreatments',
  (locale) => import(`./${locale}/adultTreatments.ts`),
);

/** The six methods explained on /volwassenen/behandelingen. */
export const adultTreatmentMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.adultTreatmentMethods['cognitive-behavioural-therapy'].description),
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.adultTreatmentMethods.emdr.description),
    icon: Eye,
  },
  {
    id: 'acceptance-and-commitment-therapy',
    title: acceptanceAndCommitmentTherapyTitle,
    description: text((t) => t.adultTreatmentMethods['acceptance-and-commitment-therapy'].description),
    icon: Compass,
  },
  {
    id: 'schema-therapy',
    title: schemaTherapyTitle,
    description: text((t) => t.adultTreatmentMethods['schema-therapy'].description),
    icon: Puzzle,
  },
  {
    id: 'couples-therapy',
    title: couplesTherapyTitle,
    description: text((t) => t.adultTreatmentMethods['couples-therapy'].description),
    icon: HeartHandshake,
  },
  {
    id: 'group-therapy',
    title: groupTherapyTitle,
    description: text((t) => t.adultTreatmentMethods['group-therapy'].description),
    icon: UsersRound,
  },
];

/** The twelve exclusion tiles on /volwassenen/behandelingen: the five above, spelled out. */
export const adultTreatmentExclusionTiles: readonly ExclusionCriterion[] = [
  {
    id: 'active-suicidality',
    title: text((t) => t.adultTreatmentExclusionTiles['active-suicidality'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['active-suicidality'].description),
    icon: ShieldAlert,
  },
  {
    id: 'alcohol-or-drug-addiction',
    title: text((t) => t.adultTreatmentExclusionTiles['alcohol-or-drug-addiction'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['alcohol-or-drug-addiction'].description),
    icon: Wine,
  },
  {
    id: 'gambling-addiction',
    title: text((t) => t.adultTreatmentExclusionTiles['gambling-addiction'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['gambling-addiction'].description),
    icon: Dice5,
  },
  {
    id: 'self-harm',
    title: text((t) => t.adultTreatmentExclusionTiles['self-harm'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['self-harm'].description),
    icon: HeartCrack,
  },
  {
    id: 'violence',
    title: text((t) => t.adultTreatmentExclusionTiles.violence.title),
    description: text((t) => t.adultTreatmentExclusionTiles.violence.description),
    icon: Swords,
  },
  {
    id: 'active-psychosis',
    title: text((t) => t.adultTreatmentExclusionTiles['active-psychosis'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['active-psychosis'].description),
    icon: BrainCircuit,
  },
  {
    id: 'severe-eating-disorder',
    title: text((t) => t.adultTreatmentExclusionTiles['severe-eating-disorder'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['severe-eating-disorder'].description),
    icon: Utensils,
  },
  {
    id: 'crisis-care',
    title: text((t) => t.adultTreatmentExclusionTiles['crisis-care'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['crisis-care'].description),
    icon: Hospital,
  },
  {
    id: 'mania',
    title: text((t) => t.adultTreatmentExclusionTiles.mania.title),
    description: text((t) => t.adultTreatmentExclusionTiles.mania.description),
    icon: Zap,
  },
  {
    id: 'forensic',
    title: text((t) => t.adultTreatmentExclusionTiles.forensic.title),
    description: text((t) => t.adultTreatmentExclusionTiles.forensic.description),
    icon: Scale,
  },
  {
    id: 'cognitive-impairment',
    title: text((t) => t.adultTreatmentExclusionTiles['cognitive-impairment'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['cognitive-impairment'].description),
    icon: Brain,
  },
  {
    id: 'no-treatable-condition',
    title: text((t) => t.adultTreatmentExclusionTiles['no-treatable-condition'].title),
    description: text((t) => t.adultTreatmentExclusionTiles['no-treatable-condition'].description),
    icon: Ban,
  },
];
