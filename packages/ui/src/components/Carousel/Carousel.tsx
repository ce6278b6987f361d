import { useId, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { CAROUSEL_INTERVAL_MS, useCarouselState } from './carouselState.ts';
import * as styles from './Carousel.css.ts';
import type { NoMessageValues, MessageValue } from 'react-intl';
import { cx } from '../../styles/cx.ts';

const messages = defineMessages<{
  readonly roleDescription: NoMessageValues;
  readonly slideRoleDescription: NoMessageValues;
  readonly slideLabel: { readonly count: MessageValue; readonly number: MessageValue };
  readonly previous: NoMessageValues;
  readonly next: NoMessageValues;
  readonly goTo: { readonly number: MessageValue };
  readonly pickSlide: NoMessageValues;
  readonly stop: NoMessageValues;
  readonly start: NoMessageValues;
}>({
  roleDescription: { id: 'ui.carousel.roleDescription', defaultMessage: 'carrousel' },
  slideRoleDescription: { id: 'ui.carousel.slideRoleDescription', defaultMessage: 'dia' },
  slideLabel: { id: 'ui.carousel.slideLabel', defaultMessage: '{number} van {count}' },
  previous: { id: 'ui.carousel.previous', defaultMessage: 'Vorige dia' },
  next: { id: 'ui.carousel.next', defaultMessage: 'Volgende dia' },
  goTo: { id: 'ui.carousel.goTo', defaultMessage: 'Ga naar dia {number}' },
  pickSlide: { id: 'ui.carousel.pickSlide', defaultMessage: 'Dia kiezen' },
  stop: { id: 'ui.carousel.stop', defaultMessage: 'Diavoorstelling stoppen' },
  start: { id: 'ui.carousel.start', defaultMessage: 'Diavoorstelling starten' },
});

export type CarouselSlide = {
  /** Stable key of the slide. */
  id: string;
  /** The picture: an <img> or inline <svg>, with alt text (or a title) in the visitor's language from the caller. */
  image: ReactNode;
  /** Optional text shown under the picture. Keep it text: the rotation control must stay first in tab order. */
  caption?: ReactNode;
};

type CarouselName = { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

export type CarouselProps = CarouselName & {
  slides: readonly CarouselSlide[];
  /** Milliseconds each slide stays while rotating; 10 s by default (docs/product-rules.md §9). */
  interval?: number;
  /** The slide shown first (0-based). */
  defaultIndex?: number;
  /** Start with the rotation stopped; the visitor can start it. Reduced-motion visitors always start stopped. */
  isInitiallyStopped?: boolean;
  className?: string;
};

/**
 * Slides that rotate by themselves every 10 s (the last wraps to the first), following the WAI-ARIA
 * Authoring Practices carousel: a labelled region, a stop/start control first in tab order,
 * previous/next buttons that wrap, and one button per slide. Rotation pauses while the pointer is
 * over it or focus is inside it, stops for good on the stop button, and never starts by itself for
 * visitors who prefer reduced motion (WCAG 2.2.2).
 */
export function Carousel({
  slides,
  interval = CAROUSEL_INTERVAL_MS,
  defaultIndex,
  isInitiallyStopped,
  className,
  ...name
}: CarouselProps) {
  const intl = useIntl();
  const slidesId = useId();
  const count = slides.length;
  const carousel = useCarouselState({ slideCount: count, interval, defaultIndex, isInitiallyStopped });
  const { hoverProps } = useHover({ onHoverChange: carousel.setHovered });
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: carousel.setFocusWithin });
  const hasControls = count > 1;

  return (
    <section
      {...mergeProps(hoverProps, focusWithinProps)}
      aria-roledescription={intl.formatMessage(messages.roleDescription)}
      aria-label={name['aria-label']}
      aria-labelledby={name['aria-labelledby']}
      className={cx(styles.carousel, className)}
      data-rotating={carousel.isRotating || undefined}
    >
      {hasControls && (
        <div className={styles.controls}>
          <ControlButton
            slidesId={slidesId}
            label={intl.formatMessage(carousel.isStopped ? messages.start : messages.stop)}
            onPress={carousel.toggleRotation}
          >
            {carousel.isStopped ? (
              <Play aria-hidden="true" className={styles.icon} />
            ) : (
              <Pause aria-hidden="true" className={styles.icon} />
            )}
          </ControlButton>
          <ControlButton slidesId={slidesId} label={intl.formatMessage(messages.previous)} onPress={carousel.previous}>
            <ChevronLeft aria-hidden="true" className={styles.directionalIcon} />
          </ControlButton>
          <div role="group" aria-label={intl.formatMessage(messages.pickSlide)} className={styles.dots}>
            {slides.map((slide, position) => (
              <Button
                key={slide.id}
                className={styles.dotButton}
                aria-controls={slidesId}
                aria-current={position === carousel.index ? 'true' : undefined}
                aria-label={intl.formatMessage(messages.goTo, { number: position + 1 })}
                onPress={() => carousel.goTo(position)}
              >
                <span aria-hidden="true" className={styles.dot} />
              </Button>
            ))}
          </div>
          <ControlButton slidesId={slidesId} label={intl.formatMessage(messages.next)} onPress={carousel.next}>
            <ChevronRight aria-hidden="true" className={styles.directionalIcon} />
          </ControlButton>
        </div>
      )}
      {/* Announces a change the visitor asked for; silent while the slides turn by themselves. */}
      <div id={slidesId} className={styles.slides} aria-live={carousel.isRotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const isCurrent = position === carousel.index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={intl.formatMessage(messages.slideRoleDescription)}
              aria-label={intl.formatMessage(messages.slideLabel, { number: position + 1, count })}
              className={styles.slide}
              data-current={isCurrent || undefined}
              inert={!isCurrent}
            >
              <div className={styles.slideMedia}>{slide.image}</div>
              {slide.caption != null && <div className={styles.caption}>{slide.caption}</div>}
            </div>
          );
        })}
      </div>
    </section>
  );
}

type ControlButtonProps = { slidesId: string; label: string; onPress: () => void; children: ReactNode };

/** Stop/start, previous or next: an icon button named by its label, acting on the slides it points to with `aria-controls`. */
function ControlButton({ slidesId, label, onPress, children }: ControlButtonProps) {
  return (
    <Button className={styles.controlButton} aria-controls={slidesId} aria-label={label} onPress={onPress}>
      {children}
    </Button>
  );
}
