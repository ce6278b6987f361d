export {
  RadioGroup,
  Radio,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioProps,
  type RadioGroupOrientation,
} from './RadioGroup.tsx';
