import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ZoomIn } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { lazyPart } from '../private/LazyPart/index.ts';
import * as styles from './ImageGallery.css.ts';
import type { MessageValue } from 'react-intl';
import { cx } from '../../styles/cx.ts';

const messages = defineMessages<{ readonly enlarge: { readonly alt: MessageValue } }>({
  enlarge: { id: 'ui.imageGallery.enlarge', defaultMessage: 'Vergroot: {alt}' },
});

const dialog = lazyPart(() => import('./ImageGalleryDialog.tsx'));

export type GalleryImage = {
  /** Stable key of the picture. */
  id: string;
  /** The full-size picture shown in the dialog. */
  src: string;
  /** A smaller file for the grid; `src` when left out. */
  thumbnailSrc?: string;
  /** What the picture shows, in the visitor's language (WCAG 1.1.1). Also names the thumbnail button. */
  alt: string;
  /** Shown under the thumbnail and under the enlarged picture. */
  caption?: ReactNode;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width?: number;
  height?: number;
};

export type ImageGalleryProps = {
  images: readonly GalleryImage[];
  /** Names the list when there is no heading right above it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
};

/**
 * A grid of thumbnails; pressing one opens the picture enlarged in a modal dialog with its caption,
 * previous/next buttons and a close button. The dialog traps focus, closes on Escape, on the close
 * button and on a click outside, and returns focus to the thumbnail that opened it. The dialog's
 * code is fetched when a picture is first opened, not with the page.
 */
export function ImageGallery({ images, className, ...label }: ImageGalleryProps) {
  const intl = useIntl();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // Mounted from the first opening on, so later openings need no fetch.
  const [isDialogMounted, setDialogMounted] = useState(false);

  const open = (position: number) => {
    setDialogMounted(true);
    setOpenIndex(position);
  };

  // The picture stays closed; the next press fetches anew.
  const dialogFailed = () => {
    setOpenIndex(null);
    setDialogMounted(false);
  };

  return (
    <>
      <ul {...label} className={cx(styles.grid, className)}>
        {images.map((image, position) => (
          <li key={image.id}>
            <figure className={styles.figure}>
              <Button
                className={styles.thumbnail}
                aria-label={intl.formatMessage(messages.enlarge, { alt: image.alt })}
                onPressStart={dialog.preload}
                onPress={() => open(position)}
              >
                <img
                  src={image.thumbnailSrc ?? image.src}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className={styles.thumbnailImage}
                />
                <span className={styles.zoomBadge} aria-hidden="true">
                  <ZoomIn className={styles.icon} />
                </span>
              </Button>
              {image.caption != null && <figcaption className={styles.thumbnailCaption}>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      {isDialogMounted && (
        <dialog.Part images={images} openIndex={openIndex} onOpenIndexChange={setOpenIndex} onLoadError={dialogFailed} />
      )}
    </>
  );
}
