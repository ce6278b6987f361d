import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { nextIndex, previousIndex } from '../Carousel/carouselState.ts';
import type { GalleryImage } from './ImageGallery.tsx';
import * as styles from './ImageGallery.css.ts';
import type { MessageValue, NoMessageValues } from 'react-intl';

const messages = defineMessages<{
  readonly dialogTitle: { readonly count: MessageValue; readonly number: MessageValue };
  readonly close: NoMessageValues;
  readonly previous: NoMessageValues;
  readonly next: NoMessageValues;
}>({
  dialogTitle: { id: 'ui.imageGallery.dialogTitle', defaultMessage: 'Afbeelding {number} van {count}' },
  close: { id: 'ui.imageGallery.close', defaultMessage: 'Sluiten' },
  previous: { id: 'ui.imageGallery.previous', defaultMessage: 'Vorige afbeelding' },
  next: { id: 'ui.imageGallery.next', defaultMessage: 'Volgende afbeelding' },
});

export type ImageGalleryDialogProps = {
  images: readonly GalleryImage[];
  /** The picture shown; null while closed. */
  openIndex: number | null;
  onOpenIndexChange: (index: number | null) => void;
};

/**
 * The enlarged picture of ImageGallery, in its own chunk: the modal and focus trap code is only
 * fetched once a visitor opens a picture. The Modal's FocusScope returns focus to the element
 * focused when it opened: the thumbnail.
 */
export default function ImageGalleryDialog({ images, openIndex, onOpenIndexChange }: ImageGalleryDialogProps) {
  const intl = useIntl();
  const count = images.length;
  const shown = openIndex === null ? undefined : images[openIndex];

  return (
    <ModalOverlay
      isDismissable
      isOpen={shown !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onOpenIndexChange(null);
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
                    <img
                      src={shown.src}
                      alt={shown.alt}
                      width={shown.width}
                      height={shown.height}
                      className={styles.enlargedImage}
                    />
                    {shown.caption != null && <figcaption className={styles.enlargedCaption}>{shown.caption}</figcaption>}
                  </figure>
                </div>
                {count > 1 && (
                  <div className={styles.pager}>
                    <Button className={styles.pagerButton} onPress={() => onOpenIndexChange(previousIndex(openIndex, count))}>
                      <ChevronLeft aria-hidden="true" className={styles.icon} />
                      {intl.formatMessage(messages.previous)}
                    </Button>
                    <Button className={styles.pagerButton} onPress={() => onOpenIndexChange(nextIndex(openIndex, count))}>
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
  );
}
