import type { FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './LanguageSelector.css.ts';
import { cx } from '../../styles/cx.ts';

export type LanguageOption<T extends string> = {
  value: T;
  /** The short label shown on the button, such as "NL". */
  label: string;
  /** The language's own name, read by screen readers, such as "Nederlands". */
  nativeName: string;
  /** The button's `lang`; the value when not given. */
  lang?: string;
  /** The same page in this language, such as "/en/faq". */
  href: string;
};

export type LanguageSelectorProps<T extends string> = {
  options: readonly LanguageOption<T>[];
  /** The language the page is in: its button is the pressed one (`aria-pressed="true"`). */
  value: T;
  /** Accessible name of the group. */
  'aria-label': string;
  /**
   * Goes to another language's page without a page load (the app's router). Without it, pressing
   * a language submits the form and the browser loads that page, as it does before the app starts.
   */
  navigate?: (href: string) => void;
  className?: string;
};

/**
 * One button per language; the current language's is pressed (`aria-pressed`). The buttons sit in
 * a GET form and each other language's button submits it to the same page in that language
 * (`formAction`), so the selector works before and without JavaScript; with `navigate` the app
 * goes there itself. Each button carries `data-language` (the option's value), so a page script
 * can store the choice on the first press.
 */
export function LanguageSelector<T extends string>({ options, value, navigate, className, ...props }: LanguageSelectorProps<T>) {
  function goClientSide(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosen = options.find((option) => option.value === submitter?.getAttribute('data-language'));
    if (!navigate || !chosen) return;
    event.preventDefault();
    navigate(chosen.href);
  }

  return (
    // Unnamed, so it is no `form` landmark: the group inside names the selector.
    <form method="get" onSubmit={goClientSide} className={cx(styles.form, className)}>
      <div role="group" aria-label={props['aria-label']} className={styles.group}>
        {options.map((option) => {
          const isCurrent = option.value === value;
          return (
            <Button
              key={option.value}
              // The current language goes nowhere: a plain button, so Enter on it submits nothing.
              type={isCurrent ? 'button' : 'submit'}
              formAction={isCurrent ? undefined : option.href}
              aria-pressed={isCurrent}
              lang={option.lang ?? option.value}
              data-language={option.value}
              className={styles.option}
            >
              <span aria-hidden="true">{option.label}</span>
              <span className={visuallyHidden}>{option.nativeName}</span>
            </Button>
          );
        })}
      </div>
    </form>
  );
}
