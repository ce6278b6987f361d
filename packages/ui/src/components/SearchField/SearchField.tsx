import {
  Button,
  Input,
  Label,
  SearchField as AriaSearchField,
  Text,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { Search, X } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import * as styles from './SearchField.css.ts';
import { cx } from '../../styles/cx.ts';

const messages = defineMessages({
  clear: { id: 'ui.searchField.clear', defaultMessage: 'Zoekopdracht wissen' },
});

/** A field is named by exactly one of a visible label, aria-label or aria-labelledby. */
type SearchFieldLabelling =
  | { label: string; 'aria-label'?: never; 'aria-labelledby'?: never }
  | { label?: never; 'aria-label': string; 'aria-labelledby'?: never }
  | { label?: never; 'aria-label'?: never; 'aria-labelledby': string };

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'> &
  SearchFieldLabelling & {
    /** A hint under the label, such as "Zoek op naam of functie". */
    description?: string;
    placeholder?: string;
    /** 300 px wide from 768 px (the team search); full width below 768 px and by default. */
    isDesktopFixed?: boolean;
    className?: string;
  };

/**
 * Free-text search that filters what is on the page (team, FAQ). Escape or the clear button
 * empties it; the clear button is out of the Tab order, as in the platform's own search fields.
 */
export function SearchField({ label, description, placeholder, isDesktopFixed, className, ...props }: SearchFieldProps) {
  const intl = useIntl();
  return (
    <AriaSearchField {...props} className={cx(styles.field, isDesktopFixed && styles.desktopFixed, className)}>
      {label && <Label className={styles.label}>{label}</Label>}
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={styles.control}>
        <Search aria-hidden="true" className={styles.searchIcon} />
        <Input placeholder={placeholder} className={styles.input} />
        <Button aria-label={intl.formatMessage(messages.clear)} className={styles.clearButton}>
          <X aria-hidden="true" className={styles.clearIcon} />
        </Button>
      </div>
    </AriaSearchField>
  );
}
