import type { ReactNode } from 'react';
import type { Locale, Localized } from '@ankerlicht/content';
import type { LucideIcon } from 'lucide-react';
import { Heading } from 'react-aria-components';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './StepList.css.ts';
import { cx } from '../../styles/cx.ts';

export const stepListVariants = ['steps', 'timeline'] as const;
export type StepListVariant = (typeof stepListVariants)[number];

/** Up to this many steps sit side by side from 768 px; more become a vertical timeline. */
export const maxHorizontalSteps = 4;

const messages = defineMessages<{ readonly step: { readonly number: MessageValue } }>({
  step: { id: 'ui.stepList.step', defaultMessage: 'Stap {number}:' },
});

export type Step = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon beside the title: a lucide-react component, as IconTile's. */
  icon?: LucideIcon;
};

/** A step as content holds it: title and description in every language. */
export type LocalizedStep = {
  readonly id: string;
  readonly title: Localized;
  readonly description: Localized;
  readonly icon?: LucideIcon;
};

/** Content steps (the care journey, the registration steps) as the steps of a list in one language. */
export function localizedSteps(steps: readonly LocalizedStep[], locale: Locale): Step[] {
  return steps.map((step) => ({
    id: step.id,
    title: step.title[locale],
    description: step.description[locale],
    icon: step.icon,
  }));
}

export type StepListProps = {
  steps: readonly Step[];
  /**
   * steps: side by side from 768 px when at most four fit, a vertical timeline below that and
   * otherwise; timeline: always a vertical timeline (the six-step approach pages).
   */
  variant?: StepListVariant;
  /** Level of each step's title in the page outline. */
  headingLevel?: 3 | 4;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/** Numbered steps of a process: the care journey, the registration steps, the approach timelines. */
export function StepList({ steps, variant = 'steps', headingLevel = 3, className, ...props }: StepListProps) {
  const intl = useIntl();
  const isHorizontal = variant === 'steps' && steps.length <= maxHorizontalSteps;
  return (
    // The wrapper is the container the list's columns are measured against (StepList.css.ts).
    <div className={cx(styles.container, className)}>
      <ol
        {...props}
        // list-style: none makes Safari drop list semantics; the explicit role keeps them.
        role="list"
        className={cx(styles.list, isHorizontal && styles.horizontal[steps.length as 1 | 2 | 3 | 4])}
      >
        {steps.map((step, index) => {
          const Icon = step.icon;
          const number = intl.formatMessage(messages.step, { number: index + 1 });
          return (
            <li key={step.id} className={styles.step}>
              <span aria-hidden="true" className={styles.marker}>
                {index + 1}
              </span>
              <div className={styles.content}>
                <Heading level={headingLevel} className={styles.title}>
                  {Icon && <Icon aria-hidden="true" focusable="false" className={styles.icon} />}
                  <span>
                    {/* The hidden number precedes the title in the heading's name: "Stap 2: Intakegesprek". */}
                    <span className={visuallyHidden}>{number}</span> {step.title}
                  </span>
                </Heading>
                {step.description && <div className={styles.description}>{step.description}</div>}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
