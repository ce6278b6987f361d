import {
  Activity,
  BookOpen,
  Brain,
  CloudRain,
  Compass,
  Eye,
  Footprints,
  HeartCrack,
  HeartHandshake,
  HeartPulse,
  Leaf,
  MessageCircle,
  Pill,
  Puzzle,
  Repeat,
  Route,
  ShieldAlert,
  UserRound,
  UsersRound,
  Zap,
} from './icons.ts';
import {
  cognitiveBehaviouralTherapyTitle,
  emdrTitle,
  psychoeducationTitle,
  acceptanceAndCommitmentTherapyTitle,
  schemaTherapyTitle,
  couplesTherapyTitle,
  groupTherapyTitle,
  type ComplaintArea,
  type ExclusionCriterion,
  type TreatmentMethod,
} from './treatmentPages.ts';
import { contentStrings } from './contentStrings.ts';

/**
 * The lists on /volwassenen/behandelaanbod (page adultOffer), shown on no other page, so only its visitors load them;
 * what the four treatment pages share is in treatmentPages.ts.
 */
const text = contentStrings<typeof import('./nl/adultOffer.ts').default>('adultOffer', {
  nl: () => import('./nl/adultOffer.ts'),
  en: () => import('./en/adultOffer.ts'),
  tr: () => import('./tr/adultOffer.ts'),
});

/** The eleven methods on /volwassenen/behandelaanbod. */
export const adultOfferMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.adultOfferMethods[0].description),
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.adultOfferMethods[1].description),
    icon: Eye,
  },
  {
    id: 'acceptance-and-commitment-therapy',
    title: acceptanceAndCommitmentTherapyTitle,
    description: text((t) => t.adultOfferMethods[2].description),
    icon: Compass,
  },
  {
    id: 'schema-therapy',
    title: schemaTherapyTitle,
    description: text((t) => t.adultOfferMethods[3].description),
    icon: Puzzle,
  },
  {
    id: 'interpersonal-therapy',
    title: text((t) => t.adultOfferMethods[4].title),
    description: text((t) => t.adultOfferMethods[4].description),
    icon: MessageCircle,
  },
  {
    id: 'mindfulness',
    title: text((t) => t.adultOfferMethods[5].title),
    description: text((t) => t.adultOfferMethods[5].description),
    icon: Leaf,
  },
  {
    id: 'couples-therapy',
    title: couplesTherapyTitle,
    description: text((t) => t.adultOfferMethods[6].description),
    icon: HeartHandshake,
  },
  {
    id: 'group-therapy',
    title: groupTherapyTitle,
    description: text((t) => t.adultOfferMethods[7].description),
    icon: UsersRound,
  },
  {
    id: 'exposure-therapy',
    title: text((t) => t.adultOfferMethods[8].title),
    description: text((t) => t.adultOfferMethods[8].description),
    icon: Footprints,
  },
  {
    id: 'psychoeducation',
    title: psychoeducationTitle,
    description: text((t) => t.adultOfferMethods[9].description),
    icon: BookOpen,
  },
  {
    id: 'psychiatric-consultation',
    title: text((t) => t.adultOfferMethods[10].title),
    description: text((t) => t.adultOfferMethods[10].description),
    icon: Pill,
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
