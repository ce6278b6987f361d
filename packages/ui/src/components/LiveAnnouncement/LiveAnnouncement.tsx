import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';

export type LiveAnnouncementProps = {
  /** What to announce; a new value is announced once and cleared after `durationMs`. */
  message: string | null;
  durationMs?: number;
};

/**
 * A polite live region for screen readers that speaks a message once, then empties itself
 * (the language-change announcement is kept for one second: docs/product-rules.md §1).
 */
export function LiveAnnouncement({ message, durationMs = 1000 }: LiveAnnouncementProps) {
  const [shown, setShown] = useState<string | null>(null);
  const [previous, setPrevious] = useState(message);
  if (message !== previous) {
    setPrevious(message);
    setShown(message);
  }
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);
  return (
    <div role="status" aria-live="polite" className={visuallyHidden}>
      {shown}
    </div>
  );
}
