import type { ElementType, ReactNode } from 'react';
import * as styles from './Container.css.ts';
import { cx } from '../../styles/cx.ts';

export type ContainerProps = {
  children: ReactNode;
  /** The element to render: a landmark such as main, header or footer where that fits. */
  as?: ElementType;
  className?: string;
  id?: string;
};

/** Centres content at the page width: 1280 px, 1400 px from 1536 px screens. */
export function Container({ as: Element = 'div', className, ...props }: ContainerProps) {
  return <Element {...props} className={cx(styles.container, className)} />;
}
