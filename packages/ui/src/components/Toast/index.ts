export { ToastProvider, preloadToasts, useToasts, type Toasts, type ToastProviderProps } from './Toast.tsx';
export { ToastRegion, type ToastRegionProps } from './ToastRegion.tsx';
export {
  createToastQueue,
  ToastQueue,
  toastTones,
  TOAST_TIMEOUT_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastContent,
  type ToastOptions,
  type ToastTone,
  type QueuedToast,
} from './toastQueue.ts';
export { SWIPE_THRESHOLD_PX, isSwipeDismiss, swipeOffset } from './swipe.ts';
