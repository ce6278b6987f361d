import { WaitingTimeCard, type CardElement } from '@ankerlicht/ui';
import { waitingTimeCardsFor, type WaitingTimeType } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import { useWaitingTimeFigures, WaitingTimesAsOf } from './figures.ts';
import { waitingTimeCardProps } from './waitingTimeCardProps.ts';

/**
 * One summary card with the figures shown now: the built-in ones until the newest publication has
 * arrived (figures.ts). A component of its own, so a publication arriving renders the card again,
 * not the page around it (the registration form's slices among it). The short file names here name
 * chunks, and every chunk's name is in the entry's preload map, which every page downloads.
 */
export function CurrentWaitingTimeCard({
  type,
  headingLevel,
  as,
}: {
  type: WaitingTimeType;
  headingLevel?: 2 | 3;
  as?: CardElement;
}) {
  const language = useContentLanguage();
  const figures = useWaitingTimeFigures();
  const card = waitingTimeCardsFor(figures).find((item) => item.type === type);
  return card ? (
    <WaitingTimeCard
      as={as}
      headingLevel={headingLevel}
      {...waitingTimeCardProps(card, language, <WaitingTimesAsOf figures={figures} />)}
    />
  ) : null;
}
