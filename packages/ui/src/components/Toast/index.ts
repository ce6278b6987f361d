export { ToastProvider, ToastRegion, useToasts, type Toasts, type ToastProviderProps, type ToastRegionProps } from './Toast.tsx';
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
