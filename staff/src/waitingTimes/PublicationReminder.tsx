import { useEffect, useState } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { Link, Notice, Stack } from '@ankerlicht/ui';
import { staffRpc } from '../inbox/auditedRead.ts';
import { todayInAmsterdam } from '../inbox/age.ts';
import { hrefOf } from '../navigation.ts';
import { isOutdated, readPublished, REMINDER_AFTER_DAYS } from './publication.ts';
import { dayOf } from './spanText.ts';

const messages = defineMessages({
  link: { id: 'staff.waitingTimesReminder.link', defaultMessage: 'Wachttijden publiceren' },
});

type V = MessageValue;
const valueMessages = defineMessages<{ readonly outdated: { readonly date: V; readonly days: V } }>({
  // {days}: REMINDER_AFTER_DAYS (35).
  outdated: {
    id: 'staff.waitingTimesReminder.outdated',
    defaultMessage:
      'De wachttijden op de website zijn van {date}, meer dan {days} dagen geleden. Publiceer de cijfers van de afgelopen maand.',
  },
});

/**
 * For admins, on the inbox's start screen: a reminder when the waiting times the site shows
 * (published_waiting_times, the newest publication) hold for a day more than REMINDER_AFTER_DAYS
 * before today, Amsterdam's date, with a link to the screen that publishes them. Nothing while
 * they are recent, or when they cannot be read (the inbox says what failed itself).
 * `today`: for tests, the day to count to.
 */
export function PublicationReminder({ today }: { today?: string }) {
  const intl = useIntl();
  const [asOf, setAsOf] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void readPublished(staffRpc).then(({ data, error }) => {
      if (current && error === null && typeof data?.asOf === 'string') setAsOf(data.asOf);
    });
    return () => {
      current = false;
    };
  }, []);

  if (asOf === null || !isOutdated(asOf, today ?? todayInAmsterdam())) return null;
  return (
    <Notice tone="warning">
      <Stack gap="xs">
        <p>{intl.formatMessage(valueMessages.outdated, { date: dayOf(intl, asOf), days: REMINDER_AFTER_DAYS })}</p>
        <p>
          <Link href={hrefOf({ name: 'waitingTimes' })}>{intl.formatMessage(messages.link)}</Link>
        </p>
      </Stack>
    </Notice>
  );
}
