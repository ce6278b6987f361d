// The words of ../facts.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/facts.ts';

export default {
  phoneHours: {
    text: 'Weekdays from 09:00 to 12:00 and from 13:00 to 16:30',
    shortText: 'Mon–Fri 09:00–12:00 and 13:00–16:30',
  },
  session: {
    text: 'A session lasts about 45 minutes. Usually we meet once a week or once every two weeks.',
  },
  cancellation: {
    text: 'Can’t make it? Please cancel at least 24 hours in advance; this is free of charge. If you cancel later or do not come, we may charge {amount}. Your health insurer or municipality does not pay this amount.',
  },
  deductible: {
    text: 'From the age of 18, you first pay the mandatory deductible (eigen risico). In {year} this is {amount} per calendar year. If you have also chosen a voluntary deductible, that comes on top. Children under 18 pay no deductible.',
  },
  funding: {
    text: 'Up to the age of 18, the municipality where your child lives pays for treatment. From 18, the health insurer pays, through basic health insurance.',
  },
  screeningCall: {
    text: 'Within 2 to 4 weeks of your registration, someone from our screening team will give you a short phone call.',
  },
  intake: {
    text: 'Once a place is available, the intake usually takes place 1 to 3 weeks after the screening.',
  },
  shortTreatment: {
    text: 'A short treatment consists of about 8 to 12 sessions spread over 3 to 6 months. If more is needed, we decide together what suits you.',
  },
  urgentAppointment: {
    text: 'In urgent cases we try to see you within a week. Call us directly, or ask your referrer to call.',
  },
  youthConsent: {
    text: 'If your child is under 16, we need the consent of both parents with parental authority. From the age of 12, we agree with your child what we share with you as parents.',
  },
  medicalFileRetention: {
    text: 'We keep your medical file for 20 years, counted from the last change to it. The law requires this.',
  },
  treatmentLanguages: {
    text: 'You can be treated in Dutch, English or Turkish. Together our team speaks more than five languages, including Arabic, Tarifit (Berber), Farsi and Bulgarian.',
  },
} satisfies Translation<typeof source>;
