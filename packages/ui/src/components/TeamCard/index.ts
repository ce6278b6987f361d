export { TeamCard, teamCardElements, type TeamCardProps, type TeamCardElement } from './TeamCard.tsx';
