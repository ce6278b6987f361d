import { useId, useRef, type ReactNode } from 'react';
import { Button, FieldErrorContext, FileTrigger, LabelContext, Provider, TextContext } from 'react-aria-components';
import { useField } from 'react-aria';
import { FileText, Upload, X } from 'lucide-react';
import { defineMessages, useIntl, type IntlShape, type MessageValue, type NoMessageValues } from 'react-intl';
import { buttonClassName } from '../Button/buttonStyle.ts';
import { FieldHeader, fieldStyles, resolveInvalid, type FieldBaseProps } from '../private/Field/index.ts';
import { cx } from '../../styles/cx.ts';
import { checkFile, defaultAcceptedExtensions, defaultMaxBytes, normaliseExtension, type FileErrorCode } from './checkFile.ts';
import * as styles from './FilePicker.css.ts';

const messages = defineMessages<{
  readonly choose: NoMessageValues;
  readonly chooseAnother: NoMessageValues;
  readonly noFile: NoMessageValues;
  readonly chosen: { readonly fileName: MessageValue; readonly fileSize: MessageValue };
  readonly remove: NoMessageValues;
  readonly removeFile: { readonly fileName: MessageValue };
  readonly accepted: { readonly maxSize: MessageValue; readonly types: MessageValue };
  readonly errorType: { readonly types: MessageValue };
  readonly errorEmpty: NoMessageValues;
  readonly errorTooLarge: { readonly maxSize: MessageValue };
}>({
  choose: { id: 'ui.filePicker.choose', defaultMessage: 'Kies een bestand' },
  chooseAnother: { id: 'ui.filePicker.chooseAnother', defaultMessage: 'Kies een ander bestand' },
  noFile: { id: 'ui.filePicker.noFile', defaultMessage: 'Geen bestand gekozen' },
  chosen: { id: 'ui.filePicker.chosen', defaultMessage: '{fileName} ({fileSize})' },
  remove: { id: 'ui.filePicker.remove', defaultMessage: 'Verwijder' },
  removeFile: { id: 'ui.filePicker.removeFile', defaultMessage: 'Verwijder {fileName}' },
  accepted: { id: 'ui.filePicker.accepted', defaultMessage: 'Toegestaan: {types}, maximaal {maxSize}.' },
  errorType: { id: 'ui.filePicker.errorType', defaultMessage: 'Het gekozen bestand moet een {types} zijn' },
  errorEmpty: { id: 'ui.filePicker.errorEmpty', defaultMessage: 'Het gekozen bestand is leeg' },
  errorTooLarge: { id: 'ui.filePicker.errorTooLarge', defaultMessage: 'Het gekozen bestand is te groot (maximaal {maxSize})' },
});

/**
 * A byte count in the visitor's language: 512 bytes, 1 byte, 120 kB, 2,4 MB (binary multiples, as
 * file managers show). Below a kilobyte the unit is written out ('long'), so it takes the
 * language's plural: the short unit is 'byte' for every count in English ("15 byte").
 */
export function formatFileSize(bytes: number, intl: Pick<IntlShape, 'formatNumber'>): string {
  if (bytes < 1024) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  if (bytes < 1024 * 1024) {
    return intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 });
  }
  return intl.formatNumber(bytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}

export type FilePickerProps = FieldBaseProps & {
  /** The chosen file; the form keeps it, so it stays shown after a failed submit. */
  value: File | null;
  /** Called with the chosen file (also one that fails the checks, so it stays visible with its error) or null on remove. */
  onChange: (file: File | null) => void;
  /** Extensions the picker offers and accepts; PDF, Word and images by default. */
  acceptedExtensions?: readonly string[];
  /** Largest accepted size in bytes; 10 MB by default. */
  maxBytes?: number;
  /** Lands on the choose button, so an error summary can link to it. */
  id?: string;
  isDisabled?: boolean;
  className?: string;
};

/**
 * Choose one file with a real button (React Aria FileTrigger): the referral letter. Shows the chosen file's name
 * and size with a remove button, the accepted types and size, and, in the visitor's language, why a file cannot
 * be sent (wrong type, empty, too large; see `checkFile`). That check outranks `errorMessage` (say, "required").
 */
export function FilePicker({
  value,
  onChange,
  acceptedExtensions = defaultAcceptedExtensions,
  maxBytes = defaultMaxBytes,
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  isDisabled,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
}: FilePickerProps) {
  const intl = useIntl();
  const chooseTextId = useId();
  const chosenId = useId();
  const chooseButtonRef = useRef<HTMLButtonElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);

  const extensions = acceptedExtensions.map(normaliseExtension);
  const types = intl.formatList(
    extensions.map((extension) => extension.slice(1).toUpperCase()),
    { type: 'disjunction' },
  );
  const maxSize = formatFileSize(maxBytes, intl);
  const fileError: FileErrorCode | null = value ? checkFile(value, { acceptedExtensions: extensions, maxBytes }) : null;
  const fileErrorText =
    fileError &&
    {
      type: intl.formatMessage(messages.errorType, { types }),
      empty: intl.formatMessage(messages.errorEmpty),
      tooLarge: intl.formatMessage(messages.errorTooLarge, { maxSize }),
    }[fileError];
  const shownError: ReactNode = fileErrorText ?? errorMessage;
  const invalid = fileError != null || resolveInvalid({ isInvalid, errorMessage });

  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    id,
    label,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledby,
    // There is always a description: the accepted types and size.
    description: true,
    errorMessage: shownError,
    isInvalid: invalid,
  });

  // The button's name is the field's name followed by its own text: "Verwijsbrief, Kies een bestand".
  const nameIds = [fieldProps['aria-labelledby'], chooseTextId].filter(Boolean).join(' ');
  const removeFile = () => {
    onChange(null);
    // The remove button disappears with the file: give focus back to the choose button.
    chooseButtonRef.current?.focus();
  };

  return (
    <div className={cx(fieldStyles.field, className)} data-invalid={invalid || undefined}>
      <Provider
        values={[
          [LabelContext, { ...labelProps, elementType: 'label' }],
          [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
          [FieldErrorContext, { isInvalid: invalid, validationErrors: [], validationDetails: validityWhen(invalid) }],
        ]}
      >
        <FieldHeader
          label={label}
          description={
            <>
              {description != null && (
                <>
                  <span className={styles.block}>{description}</span>{' '}
                </>
              )}
              <span className={styles.block}>{intl.formatMessage(messages.accepted, { types, maxSize })}</span>
            </>
          }
          errorMessage={shownError}
          isRequired={isRequired}
          // A button cannot carry aria-required: say "required" in hidden words in the label.
          announceRequired
        />
      </Provider>
      <div className={styles.row}>
        <FileTrigger
          ref={fileInputRef}
          acceptedFileTypes={extensions}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onChange(file);
            // Let the same file be chosen again after it was removed.
            if (fileInputRef.current) fileInputRef.current.value = '';
          }}
        >
          <Button
            ref={chooseButtonRef}
            id={fieldProps.id}
            isDisabled={isDisabled}
            aria-label={ariaLabel}
            aria-labelledby={ariaLabel ? undefined : nameIds}
            aria-describedby={[fieldProps['aria-describedby'], chosenId].filter(Boolean).join(' ')}
            className={buttonClassName({ variant: 'secondary' }, styles.chooseButton)}
          >
            <Upload aria-hidden="true" className={styles.icon} />
            <span id={chooseTextId}>{intl.formatMessage(value ? messages.chooseAnother : messages.choose)}</span>
          </Button>
        </FileTrigger>
      </div>
      <div className={cx(styles.file, value && styles.fileChosen)}>
        {value && <FileText aria-hidden="true" className={styles.icon} />}
        {/* Polite: choosing or removing a file is said once, after the file dialog closes. */}
        <span id={chosenId} aria-live="polite" className={value ? styles.fileName : styles.noFile}>
          {value
            ? intl.formatMessage(messages.chosen, { fileName: value.name, fileSize: formatFileSize(value.size, intl) })
            : intl.formatMessage(messages.noFile)}
        </span>
        {value && (
          <Button
            onPress={removeFile}
            isDisabled={isDisabled}
            aria-label={intl.formatMessage(messages.removeFile, { fileName: value.name })}
            className={buttonClassName({ variant: 'quiet', size: 'small' })}
          >
            <X aria-hidden="true" className={styles.icon} />
            <span>{intl.formatMessage(messages.remove)}</span>
          </Button>
        )}
      </div>
    </div>
  );
}

/** A ValidityState for React Aria's FieldError context: only `valid` matters to it here. */
function validityWhen(invalid: boolean): ValidityState {
  return {
    badInput: false,
    customError: invalid,
    patternMismatch: false,
    rangeOverflow: false,
    rangeUnderflow: false,
    stepMismatch: false,
    tooLong: false,
    tooShort: false,
    typeMismatch: false,
    valid: !invalid,
    valueMissing: false,
  };
}
