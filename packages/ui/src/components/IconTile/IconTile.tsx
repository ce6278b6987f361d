import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Heading } from 'react-aria-components';
import * as styles from './IconTile.css.ts';
import { cx } from '../../styles/cx.ts';

export const iconTileLayouts = ['stacked', 'inline'] as const;
export type IconTileLayout = (typeof iconTileLayouts)[number];

export const iconTileElements = ['div', 'li', 'article'] as const;
export type IconTileElement = (typeof iconTileElements)[number];

export type IconTileProps = {
  /**
   * The icon itself, a lucide-react component (content's palette, `icons` in @ankerlicht/content):
   * passed as a component, not a name, so a page's code holds only the icons it draws. Decorative:
   * the title carries the meaning.
   */
  icon: LucideIcon;
  title: ReactNode;
  /** The explaining text under the title (optional for short complaint tiles). */
  children?: ReactNode;
  /**
   * Level of the title in the page outline; `'none'` renders it as bold text, for tiles too
   * short to be sections (a grid of complaint names).
   */
  headingLevel?: 2 | 3 | 4 | 'none';
  /** stacked: icon above the title (treatment methods); inline: icon beside it (complaint tiles). */
  layout?: IconTileLayout;
  /** `li` inside a list Grid. */
  as?: IconTileElement;
  className?: string;
};

/** An icon, a title and a short text: a treatment method, a complaint, a way of working. */
export function IconTile({
  icon: Icon,
  title,
  children,
  headingLevel = 3,
  layout = 'stacked',
  as: Element = 'div',
  className,
}: IconTileProps) {
  return (
    <Element className={cx(styles.tile, styles.layout[layout], className)}>
      <span className={styles.iconWrap}>
        <Icon aria-hidden="true" focusable="false" className={styles.icon} />
      </span>
      <div className={styles.text}>
        {headingLevel === 'none' ? (
          <p className={styles.title}>{title}</p>
        ) : (
          <Heading level={headingLevel} className={styles.title}>
            {title}
          </Heading>
        )}
        {children && <div className={styles.body}>{children}</div>}
      </div>
    </Element>
  );
}
