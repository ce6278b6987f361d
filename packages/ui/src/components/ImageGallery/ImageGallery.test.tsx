import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ImageGallery, type GalleryImage } from './ImageGallery.tsx';

const images: GalleryImage[] = [
  { id: 'sand', src: 'sand.jpg', alt: 'Zandbak met speelfiguren', caption: 'Zandtherapie' },
  { id: 'clay', src: 'clay.jpg', alt: 'Klei en boetseerhoutjes' },
  { id: 'paint', src: 'paint.jpg', alt: 'Verf en penselen', caption: 'Tekenen en schilderen' },
  { id: 'game', src: 'game.jpg', alt: 'Bordspel over gevoelens' },
];

function renderGallery() {
  render(
    <IntlProvider locale="nl" defaultLocale="nl">
      <ImageGallery images={images} aria-label="Therapiematerialen" />
    </IntlProvider>,
  );
}

/** The dialog is a separate module: the first opening waits for it (in Vitest, for its transform). */
const findDialog = (name?: string) => screen.findByRole('dialog', name ? { name } : {}, { timeout: 10_000 });

const thumbnail = (alt: string) => screen.getByRole('button', { name: `Vergroot: ${alt}` });

describe('ImageGallery', () => {
  it('lists a named button per picture, with visible captions', () => {
    renderGallery();
    expect(within(screen.getByRole('list', { name: 'Therapiematerialen' })).getAllByRole('listitem')).toHaveLength(4);
    expect(thumbnail('Klei en boetseerhoutjes')).toBeInTheDocument();
    expect(screen.getByText('Zandtherapie')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the picture enlarged with its alt text and caption, from the keyboard', async () => {
    renderGallery();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(thumbnail('Verf en penselen')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Afbeelding 3 van 4');
    expect(within(dialog).getByRole('img', { name: 'Verf en penselen' })).toHaveAttribute('src', 'paint.jpg');
    expect(within(dialog).getByText('Tekenen en schilderen')).toBeInTheDocument();
  });

  it('keeps focus inside the dialog', async () => {
    renderGallery();
    await userEvent.click(thumbnail('Zandbak met speelfiguren'));
    const dialog = await findDialog();
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the thumbnail that opened it', async () => {
    renderGallery();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(await findDialog('Afbeelding 2 van 4')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(thumbnail('Klei en boetseerhoutjes')).toHaveFocus());
  });

  it('closes with the close button and returns focus there too', async () => {
    renderGallery();
    await userEvent.click(thumbnail('Bordspel over gevoelens'));
    await userEvent.click(within(await findDialog()).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(thumbnail('Bordspel over gevoelens')).toHaveFocus());
  });

  it('pages through the pictures inside the dialog, wrapping at both ends', async () => {
    renderGallery();
    await userEvent.click(thumbnail('Bordspel over gevoelens'));
    await findDialog('Afbeelding 4 van 4');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende afbeelding' }));
    expect(screen.getByRole('dialog', { name: 'Afbeelding 1 van 4' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zandbak met speelfiguren' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vorige afbeelding' }));
    expect(screen.getByRole('dialog', { name: 'Afbeelding 4 van 4' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(thumbnail('Bordspel over gevoelens')).toHaveFocus());
  });
});
