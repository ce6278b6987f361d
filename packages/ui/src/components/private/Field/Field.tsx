import { useId, type ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../../styles/visuallyHidden.css.ts';
import { cx } from '../../../styles/cx.ts';
import * as styles from './Field.css.ts';

const messages = defineMessages({
  errorPrefix: { id: 'ui.field.errorPrefix', defaultMessage: 'Fout:' },
  required: { id: 'ui.field.required', defaultMessage: '(verplicht)' },
});

/** Exactly one way to name a field: a visible label (preferred), an aria-label, or the id of a visible label elsewhere. */
export type FieldLabelling =
  | { label: ReactNode; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { label?: never; 'aria-label': string; 'aria-labelledby'?: never }
  | { label?: never; 'aria-label'?: never; 'aria-labelledby': string };

export type FieldMessageProps = {
  /** A hint under the label (format, why we ask). Stays visible when the field is invalid. */
  description?: ReactNode;
  /** Shown under the hint, above the control, when the field is invalid; read with a hidden "Fout:" before it. */
  errorMessage?: ReactNode;
  /** Marks the label with an asterisk and the control with aria-required. */
  isRequired?: boolean;
  /** Whether the field shows as invalid; defaults to whether an `errorMessage` is given. */
  isInvalid?: boolean;
};

export type FieldBaseProps = FieldLabelling & FieldMessageProps;

/** A field is invalid when told so, or else when it has an error message to show. */
export function resolveInvalid({ isInvalid, errorMessage }: FieldMessageProps): boolean {
  return isInvalid ?? (errorMessage != null && errorMessage !== false && errorMessage !== '');
}

/**
 * The React Aria props every ui field sets itself, so its own props type leaves them out of React
 * Aria's: styling is the design system's, validity comes from `errorMessage`, and the name from
 * FieldLabelling.
 */
export type FieldOwnedProps =
  'className' | 'style' | 'children' | 'isInvalid' | 'validationBehavior' | 'aria-label' | 'aria-labelledby';

/**
 * A ui field's props: its React Aria root's, less those the field sets itself and `TRetyped` (the
 * ones the field types its own way), plus one way to be named, hint and error, and a class name.
 */
export type FieldProps<TAriaProps, TRetyped extends PropertyKey = never> = Omit<TAriaProps, FieldOwnedProps | TRetyped> &
  FieldBaseProps & {
    className?: string;
  };

/**
 * Splits a field's props into what its React Aria root gets (`root`), what its FieldHeader shows
 * (`header`), and the rest, which the root also gets (id, name, value, onChange, aria-label…).
 * `validationBehavior="aria"`: one valibot schema validates the form, React Aria only shows the result.
 */
export function splitFieldProps<P extends FieldMessageProps & { label?: ReactNode; className?: string }>(props: P) {
  const { label, description, errorMessage, isInvalid, isRequired, className, ...rest } = props;
  return {
    rest,
    root: {
      isRequired,
      isInvalid: resolveInvalid({ isInvalid, errorMessage }),
      validationBehavior: 'aria' as const,
      className: cx(styles.field, className),
    },
    header: { label, description, errorMessage, isRequired },
  };
}

const requiredMark = '*';

/** The visible asterisk of a required field; hidden from screen readers, which hear aria-required instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      {requiredMark}
    </span>
  );
}

/** The label, with a visible asterisk when required; screen readers hear "required" from aria-required instead. */
export function FieldLabel({
  children,
  isRequired,
  announceRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
  /** Also says "(verplicht)" in hidden words, for a control that cannot carry aria-required (a button). */
  announceRequired?: boolean;
}) {
  const intl = useIntl();
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <>
          <RequiredMark />
          {announceRequired && (
            <>
              {' '}
              <span className={visuallyHidden}>{intl.formatMessage(messages.required)}</span>
            </>
          )}
        </>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/**
 * The error message, shown only while the field is invalid (React Aria's FieldError, referenced by the
 * control's aria-describedby). Falls back to React Aria's own validation text when no message is given.
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <FieldError className={styles.error}>
      {({ validationErrors }) => {
        const message = children ?? (validationErrors.length > 0 ? validationErrors.join(' ') : null);
        if (message == null || message === false || message === '') return null;
        return <FieldErrorText>{message}</FieldErrorText>;
      }}
    </FieldError>
  );
}

/** An error's icon and words, read with a hidden "Fout:" before them; for an element styled `fieldStyles.error`. */
export function FieldErrorText({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <CircleAlert aria-hidden="true" className={styles.errorIcon} />
      <span>
        <span className={visuallyHidden}>{intl.formatMessage(messages.errorPrefix)}</span> {children}
      </span>
    </>
  );
}

/** Label, then hint, then error: the order of GOV.UK and the NL Design System. The control follows. */
export function FieldHeader({
  label,
  description,
  errorMessage,
  isRequired,
  announceRequired,
}: {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isRequired?: boolean;
  announceRequired?: boolean;
}) {
  return (
    <>
      {label != null && label !== false && (
        <FieldLabel isRequired={isRequired} announceRequired={announceRequired}>
          {label}
        </FieldLabel>
      )}
      {description != null && description !== false && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}

/**
 * The hint and the error of a field that is not one React Aria field (the native select, the
 * date's three boxes), with ids of their own: whether it is invalid, the ids for its controls'
 * aria-describedby, and the two paragraphs to place under its label.
 */
export function usePlainFieldMessages({ description, errorMessage, isInvalid: isInvalidProp }: FieldMessageProps) {
  const ownId = useId();
  const isInvalid = resolveInvalid({ isInvalid: isInvalidProp, errorMessage });
  const hasHint = description != null && description !== false;
  const hasError = isInvalid && errorMessage != null && errorMessage !== false && errorMessage !== '';
  const describedBy = [hasHint && `${ownId}-hint`, hasError && `${ownId}-error`].filter(Boolean).join(' ') || undefined;
  const hintAndError = (
    <>
      {hasHint && (
        <p id={`${ownId}-hint`} className={styles.description}>
          {description}
        </p>
      )}
      {hasError && (
        <p id={`${ownId}-error`} className={styles.error}>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </p>
      )}
    </>
  );
  return { isInvalid, describedBy, hintAndError };
}
