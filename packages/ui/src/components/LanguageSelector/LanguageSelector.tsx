import { Link } from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './LanguageSelector.css.ts';

export type LanguageOption<T extends string> = {
  value: T;
  /** The short label shown on the link, such as "NL". */
  label: string;
  /** The language's own name, read by screen readers, such as "Nederlands". */
  nativeName: string;
  /** The link's `lang`; the value when not given. */
  lang?: string;
  /** The same page in this language, such as "/en/faq". */
  href: string;
};

export type LanguageSelectorProps<T extends string> = {
  options: readonly LanguageOption<T>[];
  /** The language the page is in: its link is the current one (`aria-current`). */
  value: T;
  /** Accessible name of the group. */
  'aria-label': string;
  className?: string;
};

/**
 * One link per language to the same page in that language, so it works before and without
 * JavaScript; the current language is marked `aria-current` and drawn pressed. Each link carries
 * `data-language` (the option's value), so a page script can store the choice on the first click.
 */
export function LanguageSelector<T extends string>({ options, value, className, ...props }: LanguageSelectorProps<T>) {
  return (
    <div role="group" aria-label={props['aria-label']} className={[styles.group, className].filter(Boolean).join(' ')}>
      {options.map((option) => {
        const lang = option.lang ?? option.value;
        const isCurrent = option.value === value;
        return (
          <Link
            key={option.value}
            href={option.href}
            lang={lang}
            data-language={option.value}
            aria-current={isCurrent ? 'true' : undefined}
            className={styles.option}
          >
            <span aria-hidden="true">{option.label}</span>
            <span className={visuallyHidden}>{option.nativeName}</span>
          </Link>
        );
      })}
    </div>
  );
}
