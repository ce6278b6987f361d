import { defineMessages, type IntlShape, type MessageValue } from 'react-intl';
import { daysBetween } from './age.ts';

/**
 * When to call someone back, as the list says it: the newest contact attempt's "Terugbellen op"
 * date (staff_registrations' call_back_on, migration 20261202220000_call_back_in_list.sql), counted
 * in days on Amsterdam's calendar, where the team phones from. A date before today is overdue: the
 * call has not been logged since, so it is still to be made.
 */
export type CallBack = { when: 'overdue' | 'today' | 'tomorrow' | 'later'; day: string; otherYear: boolean };

const messages = defineMessages<{
  readonly overdue: { readonly date: MessageValue };
  readonly today: Record<string, never>;
  readonly tomorrow: Record<string, never>;
  readonly later: { readonly date: MessageValue };
}>({
  overdue: { id: 'staff.inbox.callBack.overdue', defaultMessage: 'Terugbellen: {date} (te laat)' },
  today: { id: 'staff.inbox.callBack.today', defaultMessage: 'Terugbellen: vandaag' },
  tomorrow: { id: 'staff.inbox.callBack.tomorrow', defaultMessage: 'Terugbellen: morgen' },
  later: { id: 'staff.inbox.callBack.later', defaultMessage: 'Terugbellen: {date}' },
});

/** The call-back date against today (both YYYY-MM-DD, today as todayInAmsterdam gives it); null: none. */
export function callBackOf(callBackOn: string | null, today: string): CallBack | null {
  if (callBackOn === null) return null;
  const day = callBackOn.slice(0, 10);
  const days = daysBetween(today.slice(0, 10), day);
  const when = days < 0 ? 'overdue' : days === 0 ? 'today' : days === 1 ? 'tomorrow' : 'later';
  // A date may lie up to a year ahead (staff_log_contact), so "1 dec" alone could be last year's.
  return { when, day, otherYear: day.slice(0, 4) !== today.slice(0, 4) };
}

/** The words for a call-back: "Terugbellen: vandaag", "Terugbellen: 9 dec.", "Terugbellen: 2 dec. (te laat)". */
export function callBackText(intl: IntlShape, callBack: CallBack): string {
  if (callBack.when === 'today' || callBack.when === 'tomorrow') return intl.formatMessage(messages[callBack.when]);
  // The day as a calendar date: read and written in UTC so that no time zone moves it.
  const date = intl.formatDate(`${callBack.day}T00:00:00Z`, {
    day: 'numeric',
    month: 'short',
    ...(callBack.otherYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  return intl.formatMessage(messages[callBack.when], { date });
}
