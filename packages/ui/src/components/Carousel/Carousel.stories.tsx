import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, type CarouselSlide } from './Carousel.tsx';

/** A calm placeholder picture: sky, hills and a building, drawn inline so stories need no files. */
function Scene({ label, sky, hill, building }: { label: string; sky: string; hill: string; building: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">
      <rect width="1600" height="900" fill={sky} />
      <circle cx="1260" cy="210" r="110" fill="#f6d58e" />
      <path d="M0 640 C 300 520 600 700 900 600 S 1400 520 1600 610 V 900 H 0 Z" fill={hill} />
      <rect x="560" y="430" width="420" height="260" rx="12" fill={building} />
      <path d="M540 440 L 770 300 L 1000 440 Z" fill={building} opacity="0.85" />
      <rect x="720" y="560" width="100" height="130" rx="6" fill="#fdfaf4" />
    </svg>
  );
}

const slides: CarouselSlide[] = [
  {
    id: 'slotervaart',
    image: (
      <Scene label="Gezondheidscentrum in Slotervaart met een tuin ervoor" sky="#cfe6e3" hill="#7fb7a4" building="#2f6f6a" />
    ),
    caption: 'Onze locatie in Amsterdam Slotervaart',
  },
  {
    id: 'kleurrijk',
    image: <Scene label="Gezondheidscentrum Kleurrijk in Zaandam" sky="#f3e3d3" hill="#d99a6c" building="#9a4f2c" />,
    caption: 'Gezondheidscentrum Kleurrijk in Zaandam',
  },
  {
    id: 'spreekkamer',
    image: <Scene label="Een lichte spreekkamer met twee stoelen" sky="#e2e6f3" hill="#9fb0d9" building="#3d4f86" />,
    caption: 'Rustige spreekkamers, ook voor kinderen en jongeren',
  },
];

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Pictures that turn by themselves every 10 seconds, with a stop/start button, previous/next buttons that wrap around and one button per slide. ' +
          'Use it only for decorative or supporting pictures, such as the home-page hero: nothing a visitor needs may live only in a later slide. ' +
          'Do not use it for content to compare or read (testimonials, steps): show those side by side in a Grid instead.',
      },
    },
  },
  args: { 'aria-label': 'Sfeerbeelden van onze locaties', slides },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The slide with this label is the one the visitor sees: the others are inert. */
async function expectShown(canvas: Canvas, label: string) {
  await waitFor(() => expect(canvas.getByRole('group', { name: label, hidden: true })).not.toHaveAttribute('inert'));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectShown(canvas, '1 van 3');

    // The stop control comes first; focus inside pauses the rotation and turns announcements on.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Diavoorstelling stoppen' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: '1 van 3' }).parentElement).toHaveAttribute('aria-live', 'polite');

    // Previous from the first slide wraps to the last.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Vorige dia' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectShown(canvas, '3 van 3');

    // Past the three dots to next: from the last slide it wraps to the first.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Volgende dia' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectShown(canvas, '1 van 3');

    // A dot jumps to its slide and becomes the current one.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Ga naar dia 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expectShown(canvas, '2 van 3');
    await expect(canvas.getByRole('button', { name: 'Ga naar dia 2' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Ga naar dia 1' })).not.toHaveAttribute('aria-current');
  },
};

/** A short interval to show the rotation in a story; the site always uses the default 10 s (docs/product-rules.md §9). */
export const AutoAdvance: Story = {
  args: { interval: 1200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '1 van 3' }).parentElement).toHaveAttribute('aria-live', 'off');
    await expectShown(canvas, '1 van 3');
    await waitFor(() => expect(canvas.getByRole('group', { name: '2 van 3' })).not.toHaveAttribute('inert'), { timeout: 4000 });
    // Stop it from the keyboard so it holds still, and check that it really does.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Diavoorstelling starten' })).toHaveFocus();
    await userEvent.tab();
    await pause(2000);
    await expectShown(canvas, '2 van 3');
  },
};

export const Paused: Story = {
  args: { isInitiallyStopped: true, interval: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Diavoorstelling starten' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '1 van 3' }).parentElement).toHaveAttribute('aria-live', 'polite');
    await pause(1500);
    await expectShown(canvas, '1 van 3');
  },
};

/** Simulates `prefers-reduced-motion: reduce`: the carousel starts stopped and never moves by itself. */
export const ReducedMotion: Story = {
  args: { interval: 500 },
  beforeEach: () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => {
      if (!query.includes('prefers-reduced-motion')) return realMatchMedia.call(window, query);
      const simulated: Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> = {
        matches: query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
      return simulated as MediaQueryList;
    };
    return () => {
      window.matchMedia = realMatchMedia;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Diavoorstelling starten' })).toBeVisible();
    await pause(1500);
    await expectShown(canvas, '1 van 3');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isInitiallyStopped: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every control keeps a 44 px touch target on a small screen (WCAG 2.5.8).
    for (const button of canvas.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};

export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expectShown(canvas, '1 van 1');
  },
};
