import type { ReactNode } from 'react';
import * as styles from './Layout.css.ts';
import type { LayoutElement, SpaceName, StackAlignment, StackDirection } from './layoutOptions.ts';

export type StackProps = {
  children: ReactNode;
  /** Space between the items, from the theme's space scale. */
  gap?: SpaceName;
  /** vertical: one item under the other; horizontal: side by side, wrapping when space runs out. */
  direction?: StackDirection;
  /** Cross-axis alignment of the items. */
  align?: StackAlignment;
  /** `ul` or `ol` when the items are a list; each child should then be an `li`. */
  as?: LayoutElement;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
};

/** Items in one direction with an even gap: the spacing between blocks of a page or a card. */
export function Stack({
  as: Element = 'div',
  gap = 'md',
  direction = 'vertical',
  align = 'stretch',
  className,
  ...props
}: StackProps) {
  const isList = Element === 'ul' || Element === 'ol';
  return (
    <Element
      {...props}
      // list-style: none makes Safari drop list semantics; the explicit role keeps them.
      role={isList ? 'list' : undefined}
      className={[
        styles.stack,
        styles.direction[direction],
        styles.align[align],
        styles.gap[gap],
        isList && styles.list,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
