import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` px. False during server rendering. */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // The first reading waits for the next frame: reading scrollY right after hydration forces
    // the browser to lay out the whole page at once, a long task on a slow phone, where the frame
    // lays it out anyway.
    const firstFrame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(firstFrame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return isPast;
}
