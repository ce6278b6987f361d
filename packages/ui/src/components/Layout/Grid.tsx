import type { ReactNode } from 'react';
import * as styles from './Layout.css.ts';
import type { GridColumnCount, GridItemMinWidth, LayoutElement, SpaceName } from './layoutOptions.ts';
import { cx } from '../../styles/cx.ts';

/** Columns per breakpoint: mobile is below 768 px, tablet from 768 px, wide from 1536 px. */
export type ResponsiveColumns = {
  mobile?: GridColumnCount;
  tablet?: GridColumnCount;
  wide?: GridColumnCount;
};

type GridColumnsProps =
  | {
      /** A fixed number of columns, or one per breakpoint (a breakpoint left out keeps the narrower one's count). */
      columns: GridColumnCount | ResponsiveColumns;
      minItemWidth?: never;
    }
  | {
      columns?: never;
      /** As many columns as fit with items at least this wide (the default: medium). */
      minItemWidth?: GridItemMinWidth;
    };

export type GridProps = GridColumnsProps & {
  children: ReactNode;
  /** Space between rows and columns, from the theme's space scale. */
  gap?: SpaceName;
  /** `ul` or `ol` when the items are a list (cards, tiles); each child should then be an `li`. */
  as?: LayoutElement;
  className?: string;
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
};

function columnClasses(columns: GridColumnCount | ResponsiveColumns): string[] {
  const { mobile = 1, tablet, wide } = typeof columns === 'number' ? { mobile: columns } : columns;
  return [
    styles.columnsMobile[mobile],
    tablet !== undefined && styles.columnsTablet[tablet],
    wide !== undefined && styles.columnsWide[wide],
  ].filter((name): name is string => typeof name === 'string');
}

/**
 * Items in rows and columns with an even gap. Give `columns` per breakpoint
 * (`{ mobile: 1, tablet: 2, wide: 3 }`), or a `minItemWidth` and let as many columns as fit.
 */
export function Grid({ as: Element = 'div', gap = 'lg', columns, minItemWidth, className, ...props }: GridProps) {
  const isList = Element === 'ul' || Element === 'ol';
  const layout = columns !== undefined ? columnClasses(columns) : [styles.minItemWidth[minItemWidth ?? 'medium']];
  return (
    <Element
      {...props}
      // list-style: none makes Safari drop list semantics; the explicit role keeps them.
      role={isList ? 'list' : undefined}
      className={cx(styles.grid, ...layout, styles.gap[gap], isList && styles.list, className)}
    />
  );
}
