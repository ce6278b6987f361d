import { useId, type ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { CircleCheck, Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './Notice.css.ts';
import { cx } from '../../styles/cx.ts';

export const noticeTones = ['info', 'warning', 'critical', 'success'] as const;
export type NoticeTone = (typeof noticeTones)[number];

/** How a notice that appears while the visitor is on the page is announced. */
export const noticeAnnouncements = ['none', 'polite', 'assertive'] as const;
export type NoticeAnnouncement = (typeof noticeAnnouncements)[number];

const messages = defineMessages({
  info: { id: 'ui.notice.toneInfo', defaultMessage: 'Informatie:' },
  warning: { id: 'ui.notice.toneWarning', defaultMessage: 'Let op:' },
  critical: { id: 'ui.notice.toneCritical', defaultMessage: 'Belangrijk:' },
  success: { id: 'ui.notice.toneSuccess', defaultMessage: 'Gelukt:' },
});

const icons: Record<NoticeTone, LucideIcon> = {
  info: Info,
  warning: TriangleAlert,
  critical: OctagonAlert,
  success: CircleCheck,
};

export type NoticeProps = {
  children: ReactNode;
  /** info, warning, critical (the red insurer notice) or success. */
  tone?: NoticeTone;
  /** A short title, rendered as a heading; a titled static notice is a named region. */
  title?: ReactNode;
  titleLevel?: 2 | 3 | 4;
  /**
   * Only for a notice that appears after the page loaded (after a submit, a filter): polite gives
   * `role="status"`, assertive `role="alert"`. A notice that is there from the start is not announced.
   */
  announce?: NoticeAnnouncement;
  className?: string;
  id?: string;
};

/** A block that draws attention to information: a stop on registrations, a tip, a confirmation. */
export function Notice({ tone = 'info', title, titleLevel = 2, announce = 'none', className, id, children }: NoticeProps) {
  const intl = useIntl();
  const headingId = useId();
  const Icon = icons[tone];
  // The tone is said in words too, so colour and icon are never the only cue.
  const toneLabel = <span className={visuallyHidden}>{intl.formatMessage(messages[tone])}</span>;
  const role = announce === 'polite' ? 'status' : announce === 'assertive' ? 'alert' : title ? 'region' : undefined;
  return (
    <div
      id={id}
      role={role}
      aria-labelledby={role === 'region' ? headingId : undefined}
      className={cx(styles.notice, styles.tone[tone], className)}
    >
      <Icon aria-hidden="true" className={styles.icon} />
      <div className={styles.content}>
        {title ? (
          <Heading level={titleLevel} id={headingId} className={styles.title}>
            {toneLabel} {title}
          </Heading>
        ) : (
          // Out of flow (visually hidden) and a white-space-only text node, so neither adds a gap.
          <>{toneLabel} </>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
