export {
  Card,
  cardVariants,
  cardPaddings,
  cardElements,
  type CardProps,
  type CardVariant,
  type CardPadding,
  type CardElement,
} from './Card.tsx';
