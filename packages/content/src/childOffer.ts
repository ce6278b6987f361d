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
const text = contentStrings<typeof import('./nl/childOffer.ts').default>(
  'childOffer',
  (locale) => import(`./${locale}/childOffer.ts`),
);

/** The nine methods on /kind-jeugd/behandelaanbod. */
export const childOfferMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: text((t) => t.childOfferMethods['cognitive-behavioural-therapy'].description),
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: text((t) => t.childOfferMethods.emdr.description),
    icon: Eye,
  },
  {
    id: 'play-therapy',
    title: playTherapyTitle,
    description: text((t) => t.childOfferMethods['play-therapy'].description),
    icon: Blocks,
  },
  {
    id: 'systemic-therapy',
    title: systemicTherapyTitle,
    description: text((t) => t.childOfferMethods['systemic-therapy'].description),
    icon: Users,
  },
  {
    id: 'parent-guidance',
    title: text((t) => t.childOfferMethods['parent-guidance'].title),
    description: text((t) => t.childOfferMethods['parent-guidance'].description),
    icon: HandHeart,
  },
  {
    id: 'psychodiagnostics',
    title: text((t) => t.childOfferMethods.psychodiagnostics.title),
    description: text((t) => t.childOfferMethods.psychodiagnostics.description),
    icon: Search,
  },
  {
    id: 'mindfulness',
    title: text((t) => t.childOfferMethods.mindfulness.title),
    description: text((t) => t.childOfferMethods.mindfulness.description),
    icon: Leaf,
  },
  {
    id: 'social-skills-training',
    title: text((t) => t.childOfferMethods['social-skills-training'].title),
    description: text((t) => t.childOfferMethods['social-skills-training'].description),
    icon: UsersRound,
  },
  {
    id: 'psychoeducation',
    title: psychoeducationTitle,
    description: text((t) => t.childOfferMethods.psychoeducation.description),
    icon: BookOpen,
  },
];

/** When child and youth care is not the right place (docs/product-rules.md §5). */
export const childExclusionCriteria: readonly ExclusionCriterion[] = (
  ['forensic', 'crisis', 'eating-disorder', 'addiction', 'mild-intellectual-disability'] as const
).map((id) => ({
  id,
  title: text((t) => t.childExclusionCriteria[id].title),
  description: text((t) => t.childExclusionCriteria[id].description),
}));
