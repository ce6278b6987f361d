import type { Localized } from './locale.ts';
import {
  Blocks,
  BookOpen,
  Brain,
  Compass,
  Eye,
  Footprints,
  HandHeart,
  HeartHandshake,
  Leaf,
  MessageCircle,
  Pill,
  Puzzle,
  Search,
  Users,
  UsersRound,
  type Icon,
} from './icons.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/methods.ts').default>('methods', {
  nl: () => import('./nl/methods.ts'),
  en: () => import('./en/methods.ts'),
  tr: () => import('./tr/methods.ts'),
});

export type TreatmentMethod = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

// The names of the methods on more than one list below, each written once (as variables, which the
// minifier shortens, rather than an object's properties, which it keeps).
const cognitiveBehaviouralTherapyTitle: Localized = text((t) => t.cognitiveBehaviouralTherapyTitle);
const emdrTitle: Localized = text((t) => t.emdrTitle);
const playTherapyTitle: Localized = text((t) => t.playTherapyTitle);
const systemicTherapyTitle: Localized = text((t) => t.systemicTherapyTitle);
const psychoeducationTitle: Localized = text((t) => t.psychoeducationTitle);
const acceptanceAndCommitmentTherapyTitle: Localized = text((t) => t.acceptanceAndCommitmentTherapyTitle);
const schemaTherapyTitle: Localized = text((t) => t.schemaTherapyTitle);
const couplesTherapyTitle: Localized = text((t) => t.couplesTherapyTitle);
const groupTherapyTitle: Localized = text((t) => t.groupTherapyTitle);

/** The nine methods on /kind-jeugd/behandelaanbod. */
export const childOfferMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.childOfferMethods[0].description),
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.childOfferMethods[1].description),
    icon: Eye,
  },
  {
    id: 'play-therapy',
    title: playTherapyTitle,
    description: text((t) => t.childOfferMethods[2].description),
    icon: Blocks,
  },
  {
    id: 'systemic-therapy',
    title: systemicTherapyTitle,
    description: text((t) => t.childOfferMethods[3].description),
    icon: Users,
  },
  {
    id: 'parent-guidance',
    title: text((t) => t.childOfferMethods[4].title),
    description: text((t) => t.childOfferMethods[4].description),
    icon: HandHeart,
  },
  {
    id: 'psychodiagnostics',
    title: text((t) => t.childOfferMethods[5].title),
    description: text((t) => t.childOfferMethods[5].description),
    icon: Search,
  },
  {
    id: 'mindfulness',
    title: text((t) => t.childOfferMethods[6].title),
    description: text((t) => t.childOfferMethods[6].description),
    icon: Leaf,
  },
  {
    id: 'social-skills-training',
    title: text((t) => t.childOfferMethods[7].title),
    description: text((t) => t.childOfferMethods[7].description),
    icon: UsersRound,
  },
  {
    id: 'psychoeducation',
    title: psychoeducationTitle,
    description: text((t) => t.childOfferMethods[8].description),
    icon: BookOpen,
  },
];

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
