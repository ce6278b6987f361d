import { useEffect, useReducer } from 'react';
import { media } from '../../tokens/breakpoints.ts';

/** How long a slide stays before the carousel moves on (docs/product-rules.md §9). */
export const CAROUSEL_INTERVAL_MS = 10_000;

/** The slide after `index`; the last wraps to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`; the first wraps to the last. */
export function previousIndex(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

export type CarouselState = {
  index: number;
  /** The visitor (or a reduced-motion preference) stopped the rotation; only the visitor restarts it. */
  isStopped: boolean;
  isHovered: boolean;
  hasFocusWithin: boolean;
  /**
   * The visitor pressed "start" while pointing at or focused in the carousel: an explicit request
   * overrides the hover and focus pauses until the visitor has left the carousel.
   */
  isResumedByVisitor: boolean;
};

export type CarouselAction =
  | { type: 'next'; count: number }
  | { type: 'previous'; count: number }
  | { type: 'goTo'; index: number }
  | { type: 'advance'; count: number }
  | { type: 'toggleRotation' }
  | { type: 'hover'; isHovered: boolean }
  | { type: 'focusWithin'; hasFocusWithin: boolean }
  | { type: 'reducedMotion'; prefersReducedMotion: boolean };

export function initialCarouselState(options: { defaultIndex?: number; isInitiallyStopped?: boolean } = {}): CarouselState {
  return {
    index: Math.max(0, options.defaultIndex ?? 0),
    isStopped: options.isInitiallyStopped ?? false,
    isHovered: false,
    hasFocusWithin: false,
    isResumedByVisitor: false,
  };
}

/** Whether the carousel moves on by itself right now (WCAG 2.2.2: it never does while paused or stopped). */
export function isRotating(state: CarouselState, count: number): boolean {
  if (count < 2 || state.isStopped) return false;
  return state.isResumedByVisitor || (!state.isHovered && !state.hasFocusWithin);
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
    case 'advance':
      return { ...state, index: nextIndex(state.index, action.count) };
    case 'previous':
      return { ...state, index: previousIndex(state.index, action.count) };
    case 'goTo':
      return { ...state, index: Math.max(0, action.index) };
    case 'toggleRotation':
      return state.isStopped
        ? { ...state, isStopped: false, isResumedByVisitor: true }
        : { ...state, isStopped: true, isResumedByVisitor: false };
    case 'hover':
      return {
        ...state,
        isHovered: action.isHovered,
        isResumedByVisitor: action.isHovered || state.hasFocusWithin ? state.isResumedByVisitor : false,
      };
    case 'focusWithin':
      return {
        ...state,
        hasFocusWithin: action.hasFocusWithin,
        isResumedByVisitor: action.hasFocusWithin || state.isHovered ? state.isResumedByVisitor : false,
      };
    case 'reducedMotion':
      // The preference stops rotation, the way the visitor's own pause does; it never starts it.
      return action.prefersReducedMotion ? { ...state, isStopped: true, isResumedByVisitor: false } : state;
  }
}

const reducedMotionQuery = media.reducedMotion;

export type UseCarouselStateOptions = {
  slideCount: number;
  interval?: number;
  defaultIndex?: number;
  /** Start with the rotation stopped (the visitor can start it). */
  isInitiallyStopped?: boolean;
};

/**
 * The carousel's timing and wrapping: advances every `interval` ms while rotating, restarts the
 * count after every change of slide, and stops under prefers-reduced-motion. Reads the media
 * query in an effect, never during render, so prerendered HTML and the first client render match.
 */
export function useCarouselState({
  slideCount,
  interval = CAROUSEL_INTERVAL_MS,
  defaultIndex,
  isInitiallyStopped,
}: UseCarouselStateOptions) {
  const [state, dispatch] = useReducer(carouselReducer, { defaultIndex, isInitiallyStopped }, initialCarouselState);
  // Clamped on read, so a shorter list of slides never points past its end.
  const index = slideCount > 0 ? Math.min(state.index, slideCount - 1) : 0;

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(reducedMotionQuery);
    dispatch({ type: 'reducedMotion', prefersReducedMotion: query.matches });
    const onChange = (event: MediaQueryListEvent) => dispatch({ type: 'reducedMotion', prefersReducedMotion: event.matches });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const rotating = isRotating(state, slideCount);
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'advance', count: slideCount }), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, interval, slideCount]);

  return {
    index,
    isRotating: rotating,
    isStopped: state.isStopped,
    next: () => dispatch({ type: 'next', count: slideCount }),
    previous: () => dispatch({ type: 'previous', count: slideCount }),
    goTo: (target: number) => dispatch({ type: 'goTo', index: Math.min(target, slideCount - 1) }),
    toggleRotation: () => dispatch({ type: 'toggleRotation' }),
    setHovered: (isHovered: boolean) => dispatch({ type: 'hover', isHovered }),
    setFocusWithin: (hasFocusWithin: boolean) => dispatch({ type: 'focusWithin', hasFocusWithin }),
  };
}
