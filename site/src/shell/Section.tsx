import { useId, type ReactNode } from 'react';
import { Stack } from '@ankerlicht/ui';
import * as styles from './Section.css.ts';

/** A titled part of a page: an h2 that names the section landmark, then its content. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Stack gap="md">
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {children}
      </Stack>
    </section>
  );
}
