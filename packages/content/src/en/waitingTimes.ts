// The words of ../waitingTimes.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/waitingTimes.ts';

export default {
  waitingTimePartLabels: {
    registration: 'From registration to intake',
    treatment: 'From intake to treatment',
  },
  waitingTimesAsOf: 'Figures as of {date}',
  waitingTimesAsOfStale: 'These figures are from {date}. There are no newer figures yet.',
  // Above each location's waits, where a publication gives them per location.
  waitingTimesPerLocation: 'The waiting time varies by location.',
  waitingTimePartsExplanation:
    'Our waiting time has two parts. The wait for an intake runs from registration to the first appointment with a practitioner, called the intake. The wait for treatment runs from the intake to the start of your treatment. Mental health providers in the Netherlands publish their waiting times in these two parts, under the rules of the Dutch Healthcare Authority (NZa).',
  waitingTimeCards: {
    adults: {
      title: 'Adults',
      description: 'From registration to the start of the intake',
      linkLabel: 'More about the waiting time for adults',
    },
    children: {
      title: 'Children and young people',
      description: 'From registration to the start of treatment',
      linkLabel: 'More about the waiting time for children and young people',
    },
    urgent: {
      title: 'Urgent',
      description: 'In urgent cases we try to see you within a week',
      linkLabel: 'Contact us in urgent cases',
    },
  },
  waitingTimeInfo: {
    adults: {
      title: 'Waiting time for adults',
      description: 'If your symptoms get worse while you wait, please contact your GP.',
      longWait: 'We know this is a long wait, and we are working to shorten it.',
      screeningInfo:
        'You will not wait the whole time without hearing from us. Within 2 to 4 weeks of your registration, our screening team calls you. We discuss your symptoms and whether we can offer the right help, so you quickly know where you stand.',
      treeknormExceeded:
        'Our waiting time is longer than the agreed maximum waiting time in mental health care (Treeknorm): 4 weeks from registration to the intake and 10 weeks from the intake to the start of treatment (14 weeks in all).',
      treeknormMayBeExceeded:
        'Our waiting time may be longer than the agreed maximum waiting time in mental health care (Treeknorm): 4 weeks from registration to the intake and 10 weeks from the intake to the start of treatment (14 weeks in all).',
      mediationInfo:
        'If you would rather not wait this long, please contact your health insurer. Its care mediation service (zorgbemiddeling) helps you find a provider where you can start sooner. You can also register with us first and then ask your health insurer for care mediation.',
      alertInfo:
        'Registrations closed for people insured with Menzis or Anderzorg: the budget we agreed with Menzis (which includes Anderzorg) for this year has been used up. If you are insured with Menzis or Anderzorg, we are sorry that we cannot accept your registration at the moment. Your health insurer can help you find another provider (care mediation).',
    },
    children: {
      title: 'Waiting time for children and young people',
      description:
        'We believe children and young people up to 23 should get help quickly: problems stay smaller, and your child can get back to school, friends and home life.',
      screeningInfo:
        'After registration, our screening team reviews the details and the referral letter. Within 2 to 4 weeks we call you, the parent, for a short phone call about your child. We then arrange the first meeting with you as parents.',
    },
    urgent: {
      title: 'Urgent cases',
      description:
        'If the situation is urgent, for example because symptoms are getting worse quickly, we try to see you or your child within a week. Ask your referrer to call us, or call us yourself. In immediate danger call 112, and if you are thinking about suicide call 113 (0800-0113).',
    },
  },
} satisfies Translation<typeof source>;
