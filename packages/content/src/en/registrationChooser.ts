// The words of ../registrationChooser.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/registrationChooser.ts';

export default {
  registrationPaths: {
    adults: {
      title: 'Adults',
      subtitle: 'Individual, couples or group therapy',
      benefits: ['Treatment for mental health issues', 'Covered by basic health insurance', 'Treatment in several languages'],
      formLinkLabel: 'Register as an adult',
      waitingTimeLinkLabel: 'See the waiting time for adults',
    },
    children: {
      title: 'Children and young people',
      subtitle: 'Assessment and treatment',
      benefits: [
        'Short waiting time: {waitingTime}',
        'Contracts with eight municipalities and regions',
        'Culturally sensitive approach',
      ],
      formLinkLabel: 'Register a child or young person',
      waitingTimeLinkLabel: 'See the waiting time for children and young people',
    },
  },
  registrationSteps: {
    'online-registration': {
      title: 'Register online',
      description: 'You fill in the form and attach the referral letter. It takes about ten minutes.',
    },
    screening: {
      title: 'Screening by our team',
      description:
        'Our screening team reviews your details and the referral letter, and assesses whether we can offer the right help.',
    },
    contact: {
      title: 'Contact about the next steps',
      description: 'Within 2 to 4 weeks, we call you to tell you what the next step is and when you can start.',
    },
  },
  registrationContactTiles: {
    phone: {
      title: 'Call us',
    },
    email: {
      title: 'Email us',
    },
    address: {
      title: 'Our locations',
    },
  },
} satisfies Translation<typeof source>;
