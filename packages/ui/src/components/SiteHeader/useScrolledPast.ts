import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` px. False during server rendering. */
export function useScrolledPast(threshold: number): boolean {
  const [isPast, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return isPast;
}
