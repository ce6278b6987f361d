export {
  StepList,
  localizedSteps,
  stepListVariants,
  maxHorizontalSteps,
  type StepListProps,
  type StepListVariant,
  type Step,
  type LocalizedStep,
} from './StepList.tsx';
