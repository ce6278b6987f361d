import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cx } from '../../styles/cx.ts';
import { field as fieldFrame } from '../private/Field/Field.css.ts';
import * as styles from './ErrorSummary.css.ts';

const messages = defineMessages({
  title: { id: 'ui.errorSummary.title', defaultMessage: 'Er is een probleem' },
});

export type ErrorSummaryItem = {
  /** The id of the field's control (the `id` prop given to the field); the link goes to it. */
  id: string;
  /** The same message the field shows. */
  message: ReactNode;
};

export type ErrorSummaryProps = {
  /** Every problem, in the order of the fields on the page. Nothing renders while the list is empty. */
  errors: ReadonlyArray<ErrorSummaryItem>;
  /** Overrides "Er is een probleem" / "There is a problem" / "Bir sorun var". */
  title?: ReactNode;
  /** A line under the title, such as what to do. */
  description?: ReactNode;
  headingLevel?: 2 | 3;
  /**
   * The form's submit count. The summary takes focus when errors appear; pass this so a second failed
   * submit (errors still shown) moves focus back to it as well.
   */
  submitCount?: number;
  className?: string;
  id?: string;
};

const focusableSelector =
  'input:not([type="hidden"]):not([disabled]), select, textarea, button:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The control to focus for a field id: the element itself, else the chosen radio, else its first focusable part. */
function controlFor(target: HTMLElement): HTMLElement | null {
  if (target.matches(focusableSelector)) return target;
  return target.querySelector<HTMLElement>('input[type="radio"]:checked') ?? target.querySelector<HTMLElement>(focusableSelector);
}

/**
 * Moves focus to the field with this id and brings its label into view. Returns false when there is no such field
 * (the link then does what a link does).
 */
export function focusField(id: string): boolean {
  const target = document.getElementById(id);
  const control = target && controlFor(target);
  if (!target || !control) return false;
  // Scroll the whole field (label, hint, error) into view, not just the control, as GOV.UK does.
  const frame = target.closest<HTMLElement>(`.${fieldFrame}`) ?? target;
  frame.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
  return true;
}

/**
 * A box at the top of a form listing every problem as a link to its field. It takes focus when errors appear,
 * so keyboard and screen reader users start from the list; each link moves focus to its field.
 */
export function ErrorSummary({ errors, title, description, headingLevel = 2, submitCount, className, id }: ErrorSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) boxRef.current?.focus();
  }, [hasErrors, submitCount]);

  if (!hasErrors) return null;
  const Heading = `h${headingLevel}` as const;
  const followLink = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusField(fieldId)) event.preventDefault();
  };
  return (
    // Focused on appearance, read in full: no role or name needed (GOV.UK's pattern).
    <div ref={boxRef} id={id} tabIndex={-1} className={cx(styles.summary, className)}>
      <Heading id={headingId} className={styles.title}>
        {title ?? intl.formatMessage(messages.title)}
      </Heading>
      {description != null && <div className={styles.description}>{description}</div>}
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.id}>
            <a href={`#${error.id}`} onClick={followLink(error.id)} className={styles.link}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
