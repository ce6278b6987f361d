import { useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ChevronLeft, ChevronRight, X, ZoomIn } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { nextIndex, previousIndex } from '../Carousel/carouselState.ts';
import * as styles from './ImageGallery.css.ts';
import type {MessageValue, NoMessageValues} from "react-intl";

const messages = defineMessages<{ readonly "enlarge": { readonly "alt": MessageValue }; readonly "dialogTitle": { readonly "count": MessageValue; readonly "number": MessageValue }; readonly "close": NoMessageValues; readonly "previous": NoMessageValues; readonly "next": NoMessageValues }>({
  enlarge: { id: 'ui.imageGallery.enlarge', defaultMessage: 'Vergroot: {alt}' },
  dialogTitle: { id: 'ui.imageGallery.dialogTitle', defaultMessage: 'Afbeelding {number} van {count}' },
  close: { id: 'ui.imageGallery.close', defaultMessage: 'Sluiten' },
  previous: { id: 'ui.imageGallery.previous', defaultMessage: 'Vorige afbeelding' },
  next: { id: 'ui.imageGallery.next', defaultMessage: 'Volgende afbeelding' },
});

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
 * button and on a click outside, and returns focus to the thumbnail that opened it.
 */
export function ImageGallery({ images, className, ...label }: ImageGalleryProps) {
  const intl = useIntl();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const count = images.length;
  const shown = openIndex === null ? undefined : images[openIndex];

  return (
    <>
      <ul {...label} className={[styles.grid, className].filter(Boolean).join(' ')}>
        {images.map((image, position) => (
          <li key={image.id}>
            <figure className={styles.figure}>
              <Button
                className={styles.thumbnail}
                aria-label={intl.formatMessage(messages.enlarge, { alt: image.alt })}
                onPress={() => setOpenIndex(position)}
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
      <ModalOverlay
        isDismissable
        isOpen={shown !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpenIndex(null);
        }}
        className={styles.overlay}
      >
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) =>
              shown !== undefined &&
              openIndex !== null && (
                <>
                  <div className={styles.top}>
                    <Heading slot="title" className={styles.title}>
                      {intl.formatMessage(messages.dialogTitle, { number: openIndex + 1, count })}
                    </Heading>
                    <Button className={styles.iconButton} onPress={close} aria-label={intl.formatMessage(messages.close)}>
                      <X aria-hidden="true" className={styles.icon} />
                    </Button>
                  </div>
                  {/* The figure is replaced per picture inside a lasting live region, so previous/next read out the new alt text and caption. */}
                  <div className={styles.stage} aria-live="polite">
                    <figure key={shown.id} className={styles.enlarged}>
                      <img src={shown.src} alt={shown.alt} width={shown.width} height={shown.height} className={styles.enlargedImage} />
                      {shown.caption != null && <figcaption className={styles.enlargedCaption}>{shown.caption}</figcaption>}
                    </figure>
                  </div>
                  {count > 1 && (
                    <div className={styles.pager}>
                      <Button
                        className={styles.pagerButton}
                        onPress={() => setOpenIndex(previousIndex(openIndex, count))}
                      >
                        <ChevronLeft aria-hidden="true" className={styles.icon} />
                        {intl.formatMessage(messages.previous)}
                      </Button>
                      <Button className={styles.pagerButton} onPress={() => setOpenIndex(nextIndex(openIndex, count))}>
                        {intl.formatMessage(messages.next)}
                        <ChevronRight aria-hidden="true" className={styles.icon} />
                      </Button>
                    </div>
                  )}
                </>
              )
            }
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
