import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { ExternalLink } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { isExternalHref } from './isExternalHref.ts';
import { buttonClassName, type ButtonStyleProps } from '../Button/buttonStyle.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './Link.css.ts';
import { cx } from '../../styles/cx.ts';

const messages = defineMessages({
  newTab: { id: 'ui.link.opensInNewTab', defaultMessage: '(opent in een nieuw tabblad)' },
});

export type LinkProps = Omit<AriaLinkProps, 'className' | 'style' | 'children'> & {
  children: React.ReactNode;
  className?: string;
  /** No underline until hovered: for navigation lists and cards where the context shows it is a link. */
  isQuiet?: boolean;
};

/**
 * Navigation. Internal paths go through the router (React Aria's RouterProvider); absolute
 * http(s) links open in a new tab and say so in the visitor's language.
 */
export function Link({ className, isQuiet, ...props }: LinkProps) {
  return <BaseLink {...props} className={cx(styles.link, isQuiet && styles.quiet, className)} />;
}

/** The behaviour both links share, with no look of its own. */
function BaseLink({ href, children, className, ...props }: Omit<LinkProps, 'isQuiet'>) {
  const intl = useIntl();
  const external = isExternalHref(href);
  return (
    <AriaLink
      {...props}
      href={href}
      target={external ? '_blank' : props.target}
      rel={external ? 'noopener noreferrer' : props.rel}
      className={className}
    >
      {children}
      {external && (
        <>
          <ExternalLink aria-hidden="true" className={styles.externalIcon} />
          <span className={visuallyHidden}> {intl.formatMessage(messages.newTab)}</span>
        </>
      )}
    </AriaLink>
  );
}

export type LinkButtonProps = Omit<LinkProps, 'isQuiet'> & ButtonStyleProps;

/** A link that looks like a button: for calls to action that go to another page. */
export function LinkButton({ variant, size, isFullWidth, className, ...props }: LinkButtonProps) {
  return <BaseLink {...props} className={buttonClassName({ variant: variant ?? 'primary', size, isFullWidth }, className)} />;
}
