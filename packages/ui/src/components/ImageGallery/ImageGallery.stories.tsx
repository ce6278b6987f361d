import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createIntl } from 'react-intl';
import messages from 'virtual:all-messages';
import { defaultLocale, isLocale } from '@ankerlicht/content';
import { ImageGallery, type GalleryImage } from './ImageGallery.tsx';

/** The component's texts in the story's toolbar language, so a play function also passes in English and Turkish. */
function textsIn(locale: unknown) {
  const language = isLocale(locale) ? locale : defaultLocale;
  const intl = createIntl({ locale: language, defaultLocale, messages: messages[language] });
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** A placeholder picture of a therapy material, drawn as an SVG data URL so stories need no files. */
function picture(background: string, shapes: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="${background}"/>${shapes}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images: GalleryImage[] = [
  {
    id: 'sand',
    src: picture(
      '#efe2c8',
      '<rect x="120" y="140" width="560" height="340" rx="24" fill="#d8b98a"/><circle cx="300" cy="300" r="46" fill="#2f6f6a"/><rect x="420" y="250" width="90" height="120" rx="10" fill="#9a4f2c"/><path d="M540 380 l50 -90 l50 90 z" fill="#3d4f86"/>',
    ),
    alt: 'Zandbak met kleine speelfiguren: een boom, een huisje en dieren',
    caption: 'Zandtherapie: spelen wat moeilijk te zeggen is',
    width: 800,
    height: 600,
  },
  {
    id: 'clay',
    src: picture(
      '#e4ecef',
      '<ellipse cx="400" cy="380" rx="240" ry="90" fill="#b9c7cc"/><circle cx="330" cy="320" r="70" fill="#c86f4a"/><circle cx="470" cy="300" r="55" fill="#7fb7a4"/><rect x="520" y="180" width="18" height="170" rx="9" fill="#8a6a45" transform="rotate(25 529 265)"/>',
    ),
    alt: 'Klei in drie kleuren met een boetseerhoutje',
    caption: 'Boetseren met klei',
    width: 800,
    height: 600,
  },
  {
    id: 'paint',
    src: picture(
      '#f6efe6',
      '<rect x="160" y="120" width="480" height="360" rx="8" fill="#ffffff" stroke="#d8cbb8" stroke-width="6"/><circle cx="300" cy="260" r="60" fill="#f2b84b"/><path d="M220 420 C 320 330 420 470 580 360" stroke="#2f6f6a" stroke-width="22" fill="none" stroke-linecap="round"/>',
    ),
    alt: 'Tekenvel met een zon en een groene lijn, met verf ernaast',
    caption: 'Tekenen en schilderen',
    width: 800,
    height: 600,
  },
  {
    id: 'cards',
    src: picture(
      '#e9e4f2',
      '<rect x="170" y="170" width="150" height="210" rx="14" fill="#3d4f86" transform="rotate(-10 245 275)"/><rect x="325" y="150" width="150" height="210" rx="14" fill="#c86f4a"/><rect x="480" y="170" width="150" height="210" rx="14" fill="#2f6f6a" transform="rotate(10 555 275)"/>',
    ),
    alt: 'Drie gevoelenskaarten in verschillende kleuren',
    caption: 'Gevoelenskaarten',
    width: 800,
    height: 600,
  },
];

const meta = {
  title: 'Components/ImageGallery',
  component: ImageGallery,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A grid of thumbnails that open enlarged in a dialog, with the caption and previous/next buttons. ' +
          'Use it for a small set of pictures a visitor may want to look at closely (the therapy materials on the child and youth page). ' +
          'Do not use it for decorative pictures, for a single image (show it in the page) or for pictures with essential text in them.',
      },
    },
  },
  args: { images, 'aria-label': 'Therapiematerialen' },
  // The dialog's code is fetched when a picture is first opened; fetched up front, a cold dev
  // server's transform cannot race a play function's wait for the dialog.
  beforeEach: async () => {
    await import('./ImageGalleryDialog.tsx');
  },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', {
      name: 'Vergroot: Zandbak met kleine speelfiguren: een boom, een huisje en dieren',
    });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Afbeelding 1 van 4' });
    // Waits out the fade-in (opacity 0 at its first frame).
    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: 'Zandbak met kleine speelfiguren: een boom, een huisje en dieren' }),
      ).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());
  },
};

/** Opened from the keyboard and paged once: the state a visual test captures. */
export const OpenDialog: Story = {
  tags: ['visual-tr', 'visual-mobile'],
  play: async ({ canvasElement, globals }) => {
    const text = textsIn(globals.locale);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: text('ui.imageGallery.enlarge', { alt: 'Klei in drie kleuren met een boetseerhoutje' }),
      }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: text('ui.imageGallery.dialogTitle', { number: 2, count: 4 }) });

    // Focus stays inside: Tab cycles through close, previous and next and back to close.
    const close = within(dialog).getByRole('button', { name: text('ui.imageGallery.close') });
    const next = within(dialog).getByRole('button', { name: text('ui.imageGallery.next') });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen.findByRole('dialog', { name: text('ui.imageGallery.dialogTitle', { number: 3, count: 4 }) }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog).getByRole('img', { name: 'Tekenvel met een zon en een groene lijn, met verf ernaast' }),
      ).toBeVisible(),
    );
    await expect(within(dialog).getByText('Tekenen en schilderen')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};
