import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '../private/Field/renderWithIntl.tsx';
import { TOAST_REMOVE_DELAY_MS, TOAST_TIMEOUT_MS, createToastQueue } from './toastQueue.ts';
import { ToastProvider, preloadToasts, useToasts } from './Toast.tsx';

function setup(locale: 'nl' | 'en' = 'nl') {
  const queue = createToastQueue();
  renderWithIntl(
    <ToastProvider queue={queue}>
      <p>Pagina</p>
    </ToastProvider>,
    { locale },
  );
  return queue;
}

const toastNamed = (name: string) => screen.getByRole('alertdialog', { name });
const after = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  // The region's code is its own chunk, fetched with the first toast; fetched up front, every
  // toast here shows at once, as the fake timers need.
  beforeAll(() => preloadToasts());

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast with its title and description, announced as an alert in a named region', () => {
    const queue = setup();
    act(() => {
      queue.add({ tone: 'critical', title: 'Formulier is niet volledig ingevuld', description: 'Controleer de velden.' });
    });
    const toast = toastNamed('Formulier is niet volledig ingevuld');
    expect(toast).toHaveAccessibleDescription('Controleer de velden.');
    expect(screen.getByRole('alert')).toHaveTextContent('Formulier is niet volledig ingevuld');
    expect(screen.getByRole('region', { name: 'Meldingen (F8)' })).toContainElement(toast);
  });

  it('shows one toast at a time', () => {
    const queue = setup();
    act(() => {
      queue.add({ tone: 'info', title: 'Eerste' });
      queue.add({ tone: 'success', title: 'Tweede' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(toastNamed('Tweede')).toBeInTheDocument();
  });

  it('closes itself after 5000 ms', () => {
    vi.useFakeTimers();
    const queue = setup();
    act(() => {
      queue.add({ tone: 'success', title: 'Verstuurd' });
    });
    after(TOAST_TIMEOUT_MS - 1);
    expect(toastNamed('Verstuurd')).not.toHaveAttribute('data-exiting');
    after(1);
    expect(toastNamed('Verstuurd')).toHaveAttribute('data-exiting');
    after(TOAST_REMOVE_DELAY_MS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('waits while the pointer rests on it, and counts on when it leaves', () => {
    vi.useFakeTimers();
    const queue = setup();
    act(() => {
      queue.add({ tone: 'info', title: 'Let op' });
    });
    after(3000);
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    after(20_000);
    expect(toastNamed('Let op')).not.toHaveAttribute('data-exiting');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    after(1999);
    expect(toastNamed('Let op')).not.toHaveAttribute('data-exiting');
    after(1);
    expect(toastNamed('Let op')).toHaveAttribute('data-exiting');
  });

  it('waits while focus is in it', () => {
    vi.useFakeTimers();
    const queue = setup();
    act(() => {
      queue.add({ tone: 'info', title: 'Let op' });
    });
    act(() => toastNamed('Let op').focus());
    after(20_000);
    expect(toastNamed('Let op')).not.toHaveAttribute('data-exiting');
  });

  it('turns the progress toast into the success toast in place, keeping focus on it', () => {
    vi.useFakeTimers();
    const queue = setup();
    let id = '';
    act(() => {
      id = queue.add({
        tone: 'progress',
        title: 'Bezig met versturen...',
        description: 'Uw formulier en bestand worden verwerkt...',
      });
    });
    const progress = toastNamed('Bezig met versturen...');
    act(() => progress.focus());
    after(30_000);
    act(() => {
      queue.update(id, { tone: 'success', title: 'Uw aanmelding is verstuurd' });
    });
    const success = toastNamed('Uw aanmelding is verstuurd');
    expect(success).toBe(progress);
    expect(success).toHaveFocus();
    expect(success).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('alert')).toHaveTextContent('Uw aanmelding is verstuurd');
  });

  it('starts the countdown of an updated toast at the update', () => {
    vi.useFakeTimers();
    const queue = setup();
    let id = '';
    act(() => {
      id = queue.add({ tone: 'progress', title: 'Bezig met versturen...' });
    });
    after(30_000);
    act(() => queue.update(id, { tone: 'critical', title: 'Er ging iets mis' }));
    after(TOAST_TIMEOUT_MS - 1);
    expect(toastNamed('Er ging iets mis')).not.toHaveAttribute('data-exiting');
    after(1);
    expect(toastNamed('Er ging iets mis')).toHaveAttribute('data-exiting');
  });

  it('closes with its close button, named in the visitor language', () => {
    vi.useFakeTimers();
    const queue = setup('en');
    act(() => {
      queue.add({ tone: 'info', title: 'Saved' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    after(TOAST_REMOVE_DELAY_MS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moves focus to the toast on F8', () => {
    const queue = setup();
    act(() => {
      queue.add({ tone: 'info', title: 'Let op' });
    });
    fireEvent.keyDown(document.body, { key: 'F8' });
    expect(toastNamed('Let op')).toHaveFocus();
  });

  it('dismisses when swiped right past 50 px, and springs back when not', () => {
    vi.useFakeTimers();
    const queue = setup();
    act(() => {
      queue.add({ tone: 'info', title: 'Veeg mij weg' });
    });
    const toast = toastNamed('Veeg mij weg');
    const swipe = (distance: number) => {
      fireEvent.pointerDown(toast, { pointerId: 1, button: 0, clientX: 100 });
      fireEvent.pointerMove(toast, { pointerId: 1, clientX: 100 + distance });
      fireEvent.pointerUp(toast, { pointerId: 1, clientX: 100 + distance });
    };
    swipe(50);
    expect(toast).not.toHaveAttribute('data-exiting');
    expect(toast.style.transform).toBe('');
    swipe(51);
    expect(toast).toHaveAttribute('data-exiting');
  });

  it('gives components add, update, dismiss and remove through useToasts', () => {
    function SubmitButton() {
      const toasts = useToasts();
      return (
        <button type="button" onClick={() => toasts.add({ tone: 'info', title: 'Hallo' })}>
          Toon melding
        </button>
      );
    }
    renderWithIntl(
      <ToastProvider>
        <SubmitButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Toon melding' }));
    expect(toastNamed('Hallo')).toBeInTheDocument();
  });
});
