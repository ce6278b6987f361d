/** Spec §9: swiping a toast right by more than 50 px dismisses it. */
export const SWIPE_THRESHOLD_PX = 50;

/** How far a toast follows the pointer: only to the right, never left of where it started. */
export function swipeOffset(startX: number, currentX: number): number {
  return Math.max(0, currentX - startX);
}

/** Whether letting go at this offset dismisses the toast (past the threshold) or sends it back. */
export function isSwipeDismiss(offset: number, threshold: number = SWIPE_THRESHOLD_PX): boolean {
  return offset > threshold;
}
