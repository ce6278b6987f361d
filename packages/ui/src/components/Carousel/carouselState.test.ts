import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_INTERVAL_MS,
  carouselReducer,
  initialCarouselState,
  isRotating,
  nextIndex,
  previousIndex,
  type CarouselAction,
  type CarouselState,
} from './carouselState.ts';

const run = (actions: CarouselAction[], state: CarouselState = initialCarouselState()) => actions.reduce(carouselReducer, state);

describe('carousel timing and wrapping', () => {
  it('waits 10 seconds per slide', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(10_000);
  });

  it('wraps from the last slide to the first and from the first to the last', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('advances, goes back and jumps through the reducer', () => {
    expect(
      run([
        { type: 'advance', count: 3 },
        { type: 'advance', count: 3 },
        { type: 'advance', count: 3 },
      ]).index,
    ).toBe(0);
    expect(run([{ type: 'previous', count: 3 }]).index).toBe(2);
    expect(
      run([
        { type: 'goTo', index: 2 },
        { type: 'next', count: 3 },
      ]).index,
    ).toBe(0);
  });

  it('rotates only with two or more slides, and not while hovered, focused or stopped', () => {
    const start = initialCarouselState();
    expect(isRotating(start, 3)).toBe(true);
    expect(isRotating(start, 1)).toBe(false);
    expect(isRotating(run([{ type: 'hover', isHovered: true }]), 3)).toBe(false);
    expect(isRotating(run([{ type: 'focusWithin', hasFocusWithin: true }]), 3)).toBe(false);
    expect(isRotating(run([{ type: 'toggleRotation' }]), 3)).toBe(false);
    expect(
      isRotating(
        run([
          { type: 'hover', isHovered: true },
          { type: 'hover', isHovered: false },
        ]),
        3,
      ),
    ).toBe(true);
  });

  it('stays stopped after the visitor leaves, until the visitor starts it again', () => {
    const stopped = run([{ type: 'hover', isHovered: true }, { type: 'toggleRotation' }, { type: 'hover', isHovered: false }]);
    expect(isRotating(stopped, 3)).toBe(false);
    const restarted = run([{ type: 'focusWithin', hasFocusWithin: true }, { type: 'toggleRotation' }], stopped);
    // An explicit start rotates even with focus still on the button …
    expect(isRotating(restarted, 3)).toBe(true);
    // … and once the visitor has left and comes back, focus pauses it again.
    const returned = run(
      [
        { type: 'focusWithin', hasFocusWithin: false },
        { type: 'focusWithin', hasFocusWithin: true },
      ],
      restarted,
    );
    expect(isRotating(returned, 3)).toBe(false);
  });

  it('is stopped by a reduced-motion preference and never started by it', () => {
    const reduced = run([{ type: 'reducedMotion', prefersReducedMotion: true }]);
    expect(reduced.isStopped).toBe(true);
    expect(isRotating(reduced, 3)).toBe(false);
    expect(run([{ type: 'reducedMotion', prefersReducedMotion: false }], reduced).isStopped).toBe(true);
    expect(initialCarouselState({ isInitiallyStopped: true }).isStopped).toBe(true);
  });
});
