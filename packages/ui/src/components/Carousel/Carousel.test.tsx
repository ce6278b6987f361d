import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from './Carousel.tsx';
import { CAROUSEL_INTERVAL_MS } from './carouselState.ts';

const slides = [
  { id: 'garden', image: <img src="data:," alt="Tuin met bankjes" />, caption: 'De tuin in Slotervaart' },
  { id: 'room', image: <img src="data:," alt="Lichte spreekkamer" /> },
  { id: 'door', image: <img src="data:," alt="Voordeur van Kleurrijk" />, caption: 'Gezondheidscentrum Kleurrijk' },
];

function renderCarousel(props: Partial<Pick<CarouselProps, 'slides' | 'isInitiallyStopped' | 'interval'>> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <Carousel aria-label="Onze locaties" slides={slides} {...props} />
      <button type="button">Na de carrousel</button>
    </IntlProvider>,
  );
  return user;
}

/** The slide a visitor sees: the only one not made inert. */
function shownSlide() {
  const visible = screen
    .getAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'dia' && !group.hasAttribute('inert'));
  expect(visible).toHaveLength(1);
  const [slide] = visible;
  if (!slide) throw new Error('No slide is shown');
  return slide;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: 'Onze locaties' });

function mockReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)' && matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library flushes its own zero-delay timeouts through `jest.advanceTimersByTime` when it
  // sees fake timers; point that at Vitest's clock so user-event does not wait forever.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Carousel', () => {
  it('is a labelled carousel region whose slides are labelled "n van 3"', () => {
    renderCarousel();
    expect(region()).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
    expect(screen.getByRole('img', { name: 'Tuin met bankjes' })).toBeInTheDocument();
    expect(screen.getByText('De tuin in Slotervaart')).toBeInTheDocument();
  });

  it('moves on every 10 seconds and wraps from the last slide to the first', async () => {
    renderCarousel();
    await wait(CAROUSEL_INTERVAL_MS - 1);
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
    await wait(1);
    expect(shownSlide()).toHaveAccessibleName('2 van 3');
    await wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('3 van 3');
    await wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
  });

  it('keeps quiet while rotating and announces politely once paused', async () => {
    const user = renderCarousel();
    const live = shownSlide().parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    await user.tab();
    expect(live).toHaveAttribute('aria-live', 'polite');
  });

  it('puts the stop control first in tab order, then previous, the dots and next', async () => {
    const user = renderCarousel();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Diavoorstelling stoppen' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vorige dia' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ga naar dia 1' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Volgende dia' })).toHaveFocus();
  });

  it('goes back from the first slide to the last, and forward from the last to the first, by keyboard', async () => {
    const user = renderCarousel();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(shownSlide()).toHaveAccessibleName('3 van 3');
    act(() => screen.getByRole('button', { name: 'Volgende dia' }).focus());
    await user.keyboard(' ');
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
  });

  it('jumps to a slide with its dot and marks that dot as current', async () => {
    const user = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Ga naar dia 3' }));
    expect(shownSlide()).toHaveAccessibleName('3 van 3');
    expect(screen.getByRole('button', { name: 'Ga naar dia 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Ga naar dia 1' })).not.toHaveAttribute('aria-current');
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const user = renderCarousel();
    await user.hover(region());
    await wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
    await user.unhover(region());
    await wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 van 3');
  });

  it('pauses while focus is inside it and resumes when focus leaves', async () => {
    const user = renderCarousel();
    await user.tab();
    await wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
    act(() => screen.getByRole('button', { name: 'Na de carrousel' }).focus());
    await wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 van 3');
  });

  it('stops for good with the stop button and starts again only when asked', async () => {
    const user = renderCarousel();
    await user.tab();
    await user.keyboard('{Enter}');
    const start = screen.getByRole('button', { name: 'Diavoorstelling starten' });
    expect(start).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Na de carrousel' }).focus());
    await wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shownSlide()).toHaveAccessibleName('1 van 3');

    await user.click(start);
    await wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 van 3');
    expect(screen.getByRole('button', { name: 'Diavoorstelling stoppen' })).toBeInTheDocument();
  });

  it('does not move by itself for visitors who prefer reduced motion', async () => {
    mockReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Diavoorstelling starten' })).toBeInTheDocument();
    await wait(CAROUSEL_INTERVAL_MS * 3);
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
  });

  it('rotates normally when reduced motion is not asked for', async () => {
    mockReducedMotion(false);
    renderCarousel();
    await wait(CAROUSEL_INTERVAL_MS);
    expect(shownSlide()).toHaveAccessibleName('2 van 3');
  });

  it('starts stopped when asked to', async () => {
    renderCarousel({ isInitiallyStopped: true });
    await wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shownSlide()).toHaveAccessibleName('1 van 3');
  });

  it('shows no controls and never rotates with a single slide', async () => {
    renderCarousel({ slides: slides.slice(0, 1) });
    expect(screen.queryByRole('button', { name: 'Volgende dia' })).not.toBeInTheDocument();
    await wait(CAROUSEL_INTERVAL_MS * 2);
    expect(shownSlide()).toHaveAccessibleName('1 van 1');
  });
});
