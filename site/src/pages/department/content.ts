import { departmentCallsToAction, type Department, type Locale } from '@ankerlicht/content';
import type { CallToActionProps } from '@ankerlicht/ui';

/**
 * The ui CallToAction's words for a department, in one language: its title and text, both
 * registration links and its waiting-time line. Which links show is left to the block's flags.
 */
export function callToActionContent(
  department: Department,
  language: Locale,
): Pick<CallToActionProps, 'department' | 'title' | 'text' | 'adultLink' | 'childLink' | 'waitingTime'> {
  const texts = departmentCallsToAction[department];
  const adults = departmentCallsToAction.adults;
  const children = departmentCallsToAction.children;
  return {
    department,
    title: texts.title[language],
    text: texts.text[language],
    adultLink: { href: adults.registerHref, label: adults.registerLabel[language] },
    childLink: { href: children.registerHref, label: children.registerLabel[language] },
    waitingTime: {
      text: texts.waitingTimeInfo[language],
      link: { href: texts.waitingTimeHref, label: texts.waitingTimeLabel[language] },
    },
  };
}
