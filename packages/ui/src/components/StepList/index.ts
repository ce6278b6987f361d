export {
  StepList,
  stepListVariants,
  maxHorizontalSteps,
  type StepListProps,
  type StepListVariant,
  type Step,
} from './StepList.tsx';
