import { ToggleButton } from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './LanguageSelector.css.ts';

export type LanguageOption<T extends string> = {
  value: T;
  /** The short label shown on the button, such as "NL". */
  label: string;
  /** The language's own name, read by screen readers, such as "Nederlands". */
  nativeName: string;
  /** The button's `lang` attribute; the value when not given. */
  lang?: string;
};

export type LanguageSelectorProps<T extends string> = {
  options: readonly LanguageOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Accessible name of the group. */
  'aria-label': string;
  className?: string;
};

/** One toggle button per language; the active one is pressed (`aria-pressed`). */
export function LanguageSelector<T extends string>({ options, value, onChange, className, ...props }: LanguageSelectorProps<T>) {
  return (
    <div role="group" aria-label={props['aria-label']} className={[styles.group, className].filter(Boolean).join(' ')}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          className={styles.option}
          isSelected={option.value === value}
          onChange={() => option.value !== value && onChange(option.value)}
          lang={option.lang ?? option.value}
        >
          <span aria-hidden="true">{option.label}</span>
          <span className={visuallyHidden}>{option.nativeName}</span>
        </ToggleButton>
      ))}
    </div>
  );
}
