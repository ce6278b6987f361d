// The words of ../journeys.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/journeys.ts';

export default {
  careJourney: {
    'phone-screening': {
      title: 'Phone screening',
      description:
        'After you register, our screening team calls you. In this short call we talk about what you need help with and decide whether we can accept your registration. If we are not the right fit, we help you look for other care.',
    },
    intake: {
      title: 'Intake',
      description:
        'In the intake we get to know you better. We talk about your symptoms, your background and what you want to achieve. You can ask us questions too.',
    },
    'treatment-plan': {
      title: 'Treatment plan',
      description:
        'Together with your practitioner, you make a plan: what are your goals, which treatment suits them, and how often will we meet? You have a say in every decision.',
    },
    'therapy-and-recovery': {
      title: 'Therapy and recovery',
      description:
        'During therapy you work on your goals step by step. We regularly review together how things are going and adjust the plan where needed.',
    },
  },
  departmentJourneys: {
    adults: {
      registration: {
        title: 'Registration',
        description: 'You register with the online form and attach your GP’s referral letter.',
      },
      screening: {
        title: 'Screening call',
        description: 'Within 2 to 4 weeks our screening team calls you. We discuss whether we can offer the right help.',
      },
      intake: {
        title: 'Intake',
        description:
          'After the waiting time, you have an intake with a practitioner. Together we map out your symptoms and goals.',
      },
      treatment: {
        title: 'Treatment',
        description: 'You start treatment following the plan you made together with your practitioner.',
      },
    },
    children: {
      registration: {
        title: 'Registration',
        description:
          'You register your child with the online form and attach the referral letter from, for example, the GP, the youth doctor or the neighbourhood team.',
      },
      screening: {
        title: 'Screening call',
        description:
          'Our screening team calls you as the parent. We discuss what is going on with your child and whether we can help.',
      },
      intake: {
        title: 'Intake',
        description:
          'First we meet you as parents. After that, the practitioner gets to know your child in a way that suits their age.',
      },
      treatment: {
        title: 'Treatment',
        description: 'Your child starts treatment. You stay involved as a parent, with regular parent sessions.',
      },
    },
  },
} satisfies Translation<typeof source>;
