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
const text = contentStrings<typeof import('./nl/adultOffer.ts').default>(
  'adultOffer',
  (locale) => import(`./${locale}/adultOffer.ts`),
);

/** The eleven methods on /volwassenen/behandelaanbod. */
export const adultOfferMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.adultOfferMethods['cognitive-behavioural-therapy'].description),
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.adultOfferMethods.emdr.description),
    icon: Eye,
  },
  {
    id: 'acceptance-and-commitment-therapy',
    title: acceptanceAndCommitmentTherapyTitle,
    description: text((t) => t.adultOfferMethods['acceptance-and-commitment-therapy'].description),
    icon: Compass,
  },
  {
    id: 'schema-therapy',
    title: schemaTherapyTitle,
    description: text((t) => t.adultOfferMethods['schema-therapy'].description),
    icon: Puzzle,
  },
  {
    id: 'interpersonal-therapy',
    title: text((t) => t.adultOfferMethods['interpersonal-therapy'].title),
    description: text((t) => t.adultOfferMethods['interpersonal-therapy'].description),
    icon: MessageCircle,
  },
  {
    id: 'mindfulness',
    title: text((t) => t.adultOfferMethods.mindfulness.title),
    description: text((t) => t.adultOfferMethods.mindfulness.description),
    icon: Leaf,
  },
  {
    id: 'couples-therapy',
    title: couplesTherapyTitle,
    description: text((t) => t.adultOfferMethods['couples-therapy'].description),
    icon: HeartHandshake,
  },
  {
    id: 'group-therapy',
    title: groupTherapyTitle,
    description: text((t) => t.adultOfferMethods['group-therapy'].description),
    icon: UsersRound,
  },
  {
    id: 'exposure-therapy',
    title: text((t) => t.adultOfferMethods['exposure-therapy'].title),
    description: text((t) => t.adultOfferMethods['exposure-therapy'].description),
    icon: Footprints,
  },
  {
    id: 'psychoeducation',
    title: psychoeducationTitle,
    description: text((t) => t.adultOfferMethods.psychoeducation.description),
    icon: BookOpen,
  },
  {
    id: 'psychiatric-consultation',
    title: text((t) => t.adultOfferMethods['psychiatric-consultation'].title),
    description: text((t) => t.adultOfferMethods['psychiatric-consultation'].description),
    icon: Pill,
  },
];

/** The nine complaint areas on /volwassenen/behandelaanbod. */
export const adultComplaintAreas: readonly ComplaintArea[] = [
  {
    id: 'anxiety-and-panic',
    title: text((t) => t.adultComplaintAreas['anxiety-and-panic'].title),
    description: text((t) => t.adultComplaintAreas['anxiety-and-panic'].description),
    icon: HeartPulse,
  },
  {
    id: 'depression',
    title: text((t) => t.adultComplaintAreas.depression.title),
    description: text((t) => t.adultComplaintAreas.depression.description),
    icon: CloudRain,
  },
  {
    id: 'trauma',
    title: text((t) => t.adultComplaintAreas.trauma.title),
    description: text((t) => t.adultComplaintAreas.trauma.description),
    icon: ShieldAlert,
  },
  {
    id: 'obsessive-compulsive',
    title: text((t) => t.adultComplaintAreas['obsessive-compulsive'].title),
    description: text((t) => t.adultComplaintAreas['obsessive-compulsive'].description),
    icon: Repeat,
  },
  {
    id: 'grief',
    title: text((t) => t.adultComplaintAreas.grief.title),
    description: text((t) => t.adultComplaintAreas.grief.description),
    icon: HeartCrack,
  },
  {
    id: 'personality',
    title: text((t) => t.adultComplaintAreas.personality.title),
    description: text((t) => t.adultComplaintAreas.personality.description),
    icon: UserRound,
  },
  {
    id: 'somatic-symptoms',
    title: text((t) => t.adultComplaintAreas['somatic-symptoms'].title),
    description: text((t) => t.adultComplaintAreas['somatic-symptoms'].description),
    icon: Activity,
  },
  {
    id: 'adhd',
    title: text((t) => t.adultComplaintAreas.adhd.title),
    description: text((t) => t.adultComplaintAreas.adhd.description),
    icon: Zap,
  },
  {
    id: 'migration-and-culture',
    title: text((t) => t.adultComplaintAreas['migration-and-culture'].title),
    description: text((t) => t.adultComplaintAreas['migration-and-culture'].description),
    icon: Route,
  },
];

/** The five adult exclusion criteria, exactly as docs/product-rules.md §5 lists them (adult treatment offer). */
export const adultExclusionCriteria: readonly ExclusionCriterion[] = (
  ['active-suicidality', 'active-addiction', 'self-harm-or-violence', 'active-psychosis', 'severe-eating-disorder'] as const
).map((id) => ({
  id,
  title: text((t) => t.adultExclusionCriteria[id].title),
}));
