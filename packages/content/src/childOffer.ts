import { Blocks, BookOpen, Brain, Eye, HandHeart, Leaf, Search, Users, UsersRound } from './icons.ts';
import {
  cognitiveBehaviouralTherapyTitle,
  emdrTitle,
  playTherapyTitle,
  systemicTherapyTitle,
  psychoeducationTitle,
  type ExclusionCriterion,
  type TreatmentMethod,
} from './treatmentPages.ts';
import { contentStrings } from './contentStrings.ts';

/**
 * The lists on /kind-jeugd/behandelaanbod (page childOffer), shown on no other page, so only its visitors load them;
 * what the four treatment pages share is in treatmentPages.ts.
 */
const text = contentStrings<typeof import('./nl/childOffer.ts').default>('childOffer', {
  nl: () => import('./nl/childOffer.ts'),
  en: () => import('./en/childOffer.ts'),
  tr: () => import('./tr/childOffer.ts'),
});

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

/** When child and youth care is not the right place (docs/product-rules.md §5). */
export const childExclusionCriteria: readonly ExclusionCriterion[] = [
  {
    id: 'forensic',
    title: text((t) => t.childExclusionCriteria[0].title),
    description: text((t) => t.childExclusionCriteria[0].description),
  },
  {
    id: 'crisis',
    title: text((t) => t.childExclusionCriteria[1].title),
    description: text((t) => t.childExclusionCriteria[1].description),
  },
  {
    id: 'eating-disorder',
    title: text((t) => t.childExclusionCriteria[2].title),
    description: text((t) => t.childExclusionCriteria[2].description),
  },
  {
    id: 'addiction',
    title: text((t) => t.childExclusionCriteria[3].title),
    description: text((t) => t.childExclusionCriteria[3].description),
  },
  {
    id: 'mild-intellectual-disability',
    title: text((t) => t.childExclusionCriteria[4].title),
    description: text((t) => t.childExclusionCriteria[4].description),
  },
];
