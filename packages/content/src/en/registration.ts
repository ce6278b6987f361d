// The words of ../registration.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/registration.ts';

export default {
  departmentCallsToAction: {
    adults: {
      title: 'Ready to take the first step?',
      text: 'Register with your GP’s referral letter and our screening team will contact you. Not sure yet? Just give us a call.',
      registerLabel: 'Register as an adult',
      waitingTimeLabel: 'Waiting time for adults',
      waitingTimeInfo: 'The wait for an intake is currently {waitingTime} from registration.',
    },
    children: {
      title: 'Help for your child, without a long wait',
      text: 'Register your child with the referral letter from the GP, youth doctor, medical specialist or neighbourhood team. We will then call you to plan the next step together.',
      registerLabel: 'Register a child or young person',
      waitingTimeLabel: 'Waiting time for children and young people',
      waitingTimeInfo: 'The waiting time is currently {waitingTime}.',
    },
  },
  referralRequirements: {
    adults: {
      referrers: ['The GP'],
      letterMustInclude: [
        'The date of the referral (before treatment starts)',
        'Name, profession and AGB code of the referrer',
        'The suspected mental health condition according to the DSM-5',
        'The client’s name and date of birth',
      ],
      note: 'Treatment for relationship problems, work problems or an adjustment disorder alone is not covered by basic health insurance, even with a referral.',
    },
    children: {
      referrers: [
        'The GP',
        'A medical specialist, such as a paediatrician',
        'The youth doctor',
        'A member of the neighbourhood team or Parent and Child Team',
      ],
      referrersNote:
        'For young people aged 18 to 23: only a GP or a medical specialist (Health Insurance Act, Zorgverzekeringswet).',
      letterMustInclude: [
        'The date of the referral',
        'Name, profession and AGB code of the referrer (or the neighbourhood team’s details)',
        'The reason for referral: which symptoms or questions there are',
        'The client’s name and date of birth',
      ],
      note: 'For youth care paid for by the municipality, the referral must be to youth mental health care. If it comes from the neighbourhood team, it is often a decision letter (beschikking) from the municipality.',
    },
  },
} satisfies Translation<typeof source>;
