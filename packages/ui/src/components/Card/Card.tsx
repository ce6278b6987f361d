import { useId, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { Link } from '../Link/Link.tsx';
import * as styles from './Card.css.ts';

export const cardVariants = ['outlined', 'raised', 'subtle'] as const;
export type CardVariant = (typeof cardVariants)[number];

export const cardPaddings = ['md', 'lg', 'xl'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElement = (typeof cardElements)[number];

type CardLinkProps =
  | {
      /**
       * Makes the whole card a link: the heading becomes the link and its hit area covers the card.
       * The card must then hold no other links, buttons or fields (nested interactive content).
       */
      href: string;
      heading: ReactNode;
    }
  | { href?: never; heading?: ReactNode };

export type CardProps = CardLinkProps & {
  children?: ReactNode;
  /** Level of the heading in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Shown above the heading, such as a Badge or an icon. */
  eyebrow?: ReactNode;
  /** outlined: a hairline border; raised: a shadow on white; subtle: a sand panel. */
  variant?: CardVariant;
  /** Inner space, from the space scale. */
  padding?: CardPadding;
  /** `article` for self-contained content, `section` for a part of the page, `li` inside a list Grid. */
  as?: CardElement;
  className?: string;
  id?: string;
};

/**
 * A surface that groups content about one subject, with an optional heading. With `href` the
 * whole card is one link, named by its heading.
 */
export function Card({
  heading,
  headingLevel = 3,
  eyebrow,
  href,
  variant = 'outlined',
  padding = 'lg',
  as: Element = 'div',
  className,
  children,
  id,
}: CardProps) {
  const headingId = useId();
  const isLink = href !== undefined;
  return (
    <Element
      id={id}
      // A section is only a landmark with a name; the heading gives it one.
      aria-labelledby={Element === 'section' && heading ? headingId : undefined}
      className={[styles.card, styles.variant[variant], styles.padding[padding], isLink && styles.linkCard, className]
        .filter(Boolean)
        .join(' ')}
    >
      {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
      {heading && (
        <Heading level={headingLevel} id={headingId} className={styles.heading}>
          {isLink ? (
            <Link href={href} isQuiet className={styles.headingLink}>
              {heading}
            </Link>
          ) : (
            heading
          )}
        </Heading>
      )}
      {children && <div className={styles.body}>{children}</div>}
    </Element>
  );
}
