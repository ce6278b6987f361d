import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusalMessages } from './errors.ts';
import { IDLE_MINUTES, REPORT_EVERY_MS, WARN_MINUTES, useIdleSignOut } from './idle.ts';

/** The database's answer to staff_still_active: none (accepted) unless a test says otherwise. */
const backend = vi.hoisted(() => ({
  rpc: vi.fn<(name: string) => Promise<{ data: null; error: { message: string; code?: string } | null }>>(),
}));
vi.mock('./supabase.ts', () => ({ supabase: { rpc: backend.rpc } }));

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

beforeEach(() => {
  vi.useFakeTimers();
  backend.rpc.mockReset();
  backend.rpc.mockResolvedValue({ data: null, error: null });
});
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
    expect(backend.rpc).not.toHaveBeenCalled();
  });
});

describe('reporting activity to the database (staff_still_active)', () => {
  const type = () => act(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));

  it(`reports on activity at most once in ${REPORT_EVERY_MS / 1_000} seconds, never on every keystroke`, () => {
    render(<Probe active onIdle={vi.fn()} />);
    expect(backend.rpc).not.toHaveBeenCalled();
    // A minute of typing, a key a second: one report, at the first key.
    type();
    expect(backend.rpc).toHaveBeenCalledTimes(1);
    expect(backend.rpc).toHaveBeenLastCalledWith('staff_still_active');
    for (let second = 1; second < REPORT_EVERY_MS / 1_000; second += 1) {
      advance(1_000);
      type();
      act(() => document.body.dispatchEvent(new Event('scroll')));
    }
    expect(backend.rpc).toHaveBeenCalledTimes(1);
    advance(1_000);
    type();
    expect(backend.rpc).toHaveBeenCalledTimes(2);
    // No activity, no report: a token alone keeps nothing going.
    advance((IDLE_MINUTES - 1) * MINUTE);
    expect(backend.rpc).toHaveBeenCalledTimes(2);
  });

  it('reports when “stay signed in” is pressed on the warning', () => {
    const onIdle = vi.fn();
    render(<Probe active onIdle={onIdle} />);
    type();
    advance((IDLE_MINUTES - 1) * MINUTE);
    expect(screen.getByText('warning')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'stay' }).click());
    expect(backend.rpc).toHaveBeenCalledTimes(2);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('signs out at once when the database says the session was idle too long', async () => {
    backend.rpc.mockResolvedValue({ data: null, error: { message: 'staff_session_idle', code: '42501' } });
    const onIdle = vi.fn();
    render(<Probe active onIdle={onIdle} />);
    type();
    await act(async () => {});
    expect(onIdle).toHaveBeenCalledTimes(1);
    // With the database's reason, not the device's "15 minutes".
    expect(onIdle).toHaveBeenCalledWith(refusalMessages.staff_session_idle);
  });

  it('stays signed in on a lost connection, and tries again a minute later, not at the next key', async () => {
    backend.rpc.mockResolvedValue({ data: null, error: { message: 'TypeError: Failed to fetch' } });
    const onIdle = vi.fn();
    render(<Probe active onIdle={onIdle} />);
    type();
    await act(async () => {});
    advance(1_000);
    type();
    expect(backend.rpc).toHaveBeenCalledTimes(1);
    advance(REPORT_EVERY_MS);
    type();
    expect(backend.rpc).toHaveBeenCalledTimes(2);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
