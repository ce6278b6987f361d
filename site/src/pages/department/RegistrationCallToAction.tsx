import { Card, LinkButton, Stack } from '@ankerlicht/ui';
import { departmentCallsToAction, type CareDepartment } from '@ankerlicht/content';
import { useContentLanguage } from '../../i18n/useContentLanguage.ts';
import * as styles from './Section.css.ts';

export type RegistrationCallToActionProps = {
  /** Whose texts to use and which register links to show. */
  departments: readonly CareDepartment[];
  /** Adds the current waiting time of each department. */
  showWaitingTime?: boolean;
};

/** The shared call to action to register (spec §2.6), with one register button per department. */
export function RegistrationCallToAction({ departments, showWaitingTime = false }: RegistrationCallToActionProps) {
  const language = useContentLanguage();
  const [first] = departments;
  if (!first) return null;
  const texts = departmentCallsToAction[first];
  return (
    <Card as="section" heading={texts.title[language]} headingLevel={2} variant="subtle" className={styles.callToAction}>
      <Stack gap="md">
        <p className={styles.text}>{texts.text[language]}</p>
        {showWaitingTime &&
          departments.map((department) => (
            <p key={department}>{departmentCallsToAction[department].waitingTimeInfo[language]}</p>
          ))}
        <div className={styles.actions}>
          {departments.map((department) => (
            <LinkButton key={department} href={departmentCallsToAction[department].registerHref}>
              {departmentCallsToAction[department].registerLabel[language]}
            </LinkButton>
          ))}
        </div>
      </Stack>
    </Card>
  );
}
