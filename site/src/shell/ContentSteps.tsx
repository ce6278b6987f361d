import { StepList } from '@ankerlicht/ui';
import type { IconName, Localized } from '@ankerlicht/content';
import { useContentLanguage } from '../i18n/useContentLanguage.ts';

export type ContentStep = {
  readonly id: string;
  readonly title: Localized;
  readonly description: Localized;
  readonly icon?: IconName;
};

/** A step list of content steps (the care journey, the registration steps), in the visitor's language. */
export function ContentSteps({ steps }: { steps: readonly ContentStep[] }) {
  const language = useContentLanguage();
  return (
    <StepList
      steps={steps.map((step) => ({
        id: step.id,
        title: step.title[language],
        description: step.description[language],
        icon: step.icon,
      }))}
    />
  );
}
