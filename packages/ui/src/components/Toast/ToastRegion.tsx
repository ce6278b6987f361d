import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'react-aria-components';
import { mergeProps, useToast, useToastRegion } from 'react-aria';
import type { ToastState } from 'react-stately';
import { CircleAlert, CircleCheck, Info, LoaderCircle, X, type LucideIcon } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { cx } from '../../styles/cx.ts';
import type { QueuedToast, ToastContent, ToastQueue, ToastTone } from './toastQueue.ts';
import { isSwipeDismiss, swipeOffset } from './swipe.ts';
import * as styles from './Toast.css.ts';

const messages = defineMessages({
  region: { id: 'ui.toast.region', defaultMessage: 'Meldingen (F8)' },
  close: { id: 'ui.toast.close', defaultMessage: 'Melding sluiten' },
});

const icons: Record<ToastTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  critical: CircleAlert,
  progress: LoaderCircle,
};

/** React Aria's toast state, read from our queue (which adds update and the closing phase). */
function useToastQueueState(queue: ToastQueue): ToastState<ToastContent> {
  const visibleToasts = useSyncExternalStore(
    queue.subscribe,
    () => queue.visibleToasts,
    () => queue.visibleToasts,
  );
  return useMemo(
    () => ({
      visibleToasts: visibleToasts as QueuedToast[],
      add: (content, options) => queue.add(content, { timeout: options?.timeout }),
      close: (key) => queue.dismiss(key),
      pauseAll: queue.pauseAll,
      resumeAll: queue.resumeAll,
    }),
    [queue, visibleToasts],
  );
}

export type ToastRegionProps = {
  queue: ToastQueue;
  className?: string;
};

/**
 * The landmark holding the toast on screen, rendered at the end of <body> while there is one. F8 moves focus to
 * the toast (F6 reaches it too, as React Aria's landmark navigation). Hovering or focusing it pauses the countdown.
 */
export function ToastRegion({ queue, className }: ToastRegionProps) {
  const intl = useIntl();
  const state = useToastQueueState(queue);
  const regionRef = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion({ 'aria-label': intl.formatMessage(messages.region) }, state, regionRef);

  useEffect(() => {
    const moveFocusToToast = (event: KeyboardEvent) => {
      if (event.key !== 'F8' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      (region.querySelector<HTMLElement>('[role="alertdialog"]') ?? region).focus();
    };
    document.addEventListener('keydown', moveFocusToToast);
    return () => document.removeEventListener('keydown', moveFocusToToast);
  }, []);

  if (state.visibleToasts.length === 0 || typeof document === 'undefined') return null;
  return createPortal(
    <div {...regionProps} ref={regionRef} className={cx(styles.region, className)}>
      {state.visibleToasts.map((toast) => (
        <ToastView key={toast.key} toast={toast as QueuedToast} state={state} queue={queue} />
      ))}
    </div>,
    document.body,
  );
}

function ToastView({ toast, state, queue }: { toast: QueuedToast; state: ToastState<ToastContent>; queue: ToastQueue }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const { toastProps, contentProps, titleProps, descriptionProps, closeButtonProps } = useToast({ toast }, state, ref);
  const swipe = useSwipeToDismiss(() => queue.dismiss(toast.key), queue);
  const Icon = icons[toast.content.tone];
  return (
    <div
      {...mergeProps(toastProps, swipe.pointerProps)}
      ref={ref}
      data-tone={toast.content.tone}
      data-exiting={toast.isOpen ? undefined : true}
      data-swiping={swipe.isSwiping || undefined}
      // The toast follows the pointer while swiped; CSS animates it back or away.
      style={swipe.offset > 0 ? { transform: `translateX(${swipe.offset}px)` } : undefined}
      className={cx(styles.toast, styles.tone[toast.content.tone])}
    >
      <Icon aria-hidden="true" className={cx(styles.icon, toast.content.tone === 'progress' && styles.spinning)} />
      <div {...contentProps} className={styles.content}>
        <div {...titleProps} className={styles.title}>
          {toast.content.title}
        </div>
        {toast.content.description && (
          <div {...descriptionProps} className={styles.description}>
            {toast.content.description}
          </div>
        )}
      </div>
      <Button {...closeButtonProps} aria-label={intl.formatMessage(messages.close)} className={styles.closeButton}>
        <X aria-hidden="true" className={styles.closeIcon} />
      </Button>
    </div>
  );
}

/** Pointer swipe to the right: the toast follows, and letting go past the threshold dismisses it. */
function useSwipeToDismiss(onDismiss: () => void, queue: ToastQueue) {
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [isSwiping, setSwiping] = useState(false);
  const end = (dismiss: boolean) => {
    start.current = null;
    setSwiping(false);
    queue.resume('swipe');
    if (dismiss) onDismiss();
    else setOffset(0);
  };
  const pointerProps = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // Buttons inside keep their own presses.
      if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button'))) return;
      start.current = { x: event.clientX, pointerId: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setSwiping(true);
      queue.pause('swipe');
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId !== event.pointerId) return;
      setOffset(swipeOffset(start.current.x, event.clientX));
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId !== event.pointerId) return;
      end(isSwipeDismiss(swipeOffset(start.current.x, event.clientX)));
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      if (start.current?.pointerId !== event.pointerId) return;
      end(false);
    },
  };
  return { offset, isSwiping, pointerProps };
}

export default ToastRegion;
