import { defineMessages } from 'react-intl';

/** The words for the values a registration's fields hold (the database's codes). */
export const typeLabels = defineMessages({
  adults: { id: 'staff.type.adults', defaultMessage: 'Volwassene' },
  children: { id: 'staff.type.children', defaultMessage: 'Kind of jongere' },
});

export const locationLabels = defineMessages({
  amsterdam: { id: 'staff.location.amsterdam', defaultMessage: 'Amsterdam' },
  zaandam: { id: 'staff.location.zaandam', defaultMessage: 'Zaandam' },
});

export const languageLabels = defineMessages({
  dutch: { id: 'staff.language.dutch', defaultMessage: 'Nederlands' },
  english: { id: 'staff.language.english', defaultMessage: 'Engels' },
  turkish: { id: 'staff.language.turkish', defaultMessage: 'Turks' },
  bulgarian: { id: 'staff.language.bulgarian', defaultMessage: 'Bulgaars' },
  farsi: { id: 'staff.language.farsi', defaultMessage: 'Farsi' },
});

export const genderLabels = defineMessages({
  male: { id: 'staff.gender.male', defaultMessage: 'Man' },
  female: { id: 'staff.gender.female', defaultMessage: 'Vrouw' },
  other: { id: 'staff.gender.other', defaultMessage: 'Anders' },
});

/** The workflow, in its order. */
export const statuses = ['new', 'contacted', 'intake_planned', 'referred_elsewhere', 'declined', 'withdrawn'] as const;
export type Status = (typeof statuses)[number];

export const statusLabels = defineMessages({
  new: { id: 'staff.status.new', defaultMessage: 'Nieuw' },
  contacted: { id: 'staff.status.contacted', defaultMessage: 'Contact opgenomen' },
  intake_planned: { id: 'staff.status.intakePlanned', defaultMessage: 'Intake gepland' },
  referred_elsewhere: { id: 'staff.status.referredElsewhere', defaultMessage: 'Doorverwezen' },
  declined: { id: 'staff.status.declined', defaultMessage: 'Afgewezen' },
  withdrawn: { id: 'staff.status.withdrawn', defaultMessage: 'Ingetrokken' },
});

export const notificationLabels = defineMessages({
  pending: { id: 'staff.notification.pending', defaultMessage: 'E-mail nog niet verstuurd' },
  sending: { id: 'staff.notification.sending', defaultMessage: 'E-mail wordt verstuurd' },
  sent: { id: 'staff.notification.sent', defaultMessage: 'E-mail verstuurd' },
  failed: { id: 'staff.notification.failed', defaultMessage: 'E-mail mislukt' },
});

/** A label of one of these tables for a code, or the code itself when the table lacks it. */
export function labelOf<T extends Record<string, { id: string; defaultMessage: string }>>(
  table: T,
  code: string | null | undefined,
): T[keyof T] | null {
  return code != null && Object.hasOwn(table, code) ? (table[code as keyof T] as T[keyof T]) : null;
}
