import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MINUTES, WARN_MINUTES, useIdleSignOut } from './idle.ts';

const MINUTE = 60_000;

function Probe({ active, onIdle }: { active: boolean; onIdle: () => void }) {
  const { warning, stay } = useIdleSignOut(active, onIdle);
  return (
    <>
      <p>{warning ? 'warning' : 'quiet'}</p>
      <button onClick={stay}>stay</button>
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleSignOut', () => {
  it(`warns ${WARN_MINUTES} minutes before it signs out after ${IDLE_MINUTES} idle minutes`, () => {
    const onIdle = vi.fn();
    render(<Probe active onIdle={onIdle} />);
    advance((IDLE_MINUTES - WARN_MINUTES) * MINUTE - 1_000);
    expect(screen.getByText('quiet')).toBeInTheDocument();
    advance(1_000);
    expect(screen.getByText('warning')).toBeInTheDocument();
    expect(onIdle).not.toHaveBeenCalled();
    advance(WARN_MINUTES * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts again on the button, on typing and on scrolling, not only on a click', () => {
    const onIdle = vi.fn();
    render(<Probe active onIdle={onIdle} />);
    advance((IDLE_MINUTES - 1) * MINUTE);
    expect(screen.getByText('warning')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'stay' }).click());
    expect(screen.getByText('quiet')).toBeInTheDocument();
    for (const activity of [
      () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })),
      // Scrolling a long registration: scroll events do not bubble, the hook listens in the capture phase.
      () => document.body.dispatchEvent(new Event('scroll')),
    ]) {
      advance((IDLE_MINUTES - 1) * MINUTE);
      act(activity);
      expect(screen.getByText('quiet')).toBeInTheDocument();
    }
    advance((IDLE_MINUTES - 1) * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('does nothing while signed out', () => {
    const onIdle = vi.fn();
    render(<Probe active={false} onIdle={onIdle} />);
    advance(2 * IDLE_MINUTES * MINUTE);
    expect(screen.getByText('quiet')).toBeInTheDocument();
    expect(onIdle).not.toHaveBeenCalled();
  });
});
