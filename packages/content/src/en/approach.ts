// The words of ../approach.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/approach.ts';

export default {
  adultApproachTimeline: {
    registration: {
      title: 'Registration',
      description: 'You register online or by phone, and send us your GP’s referral letter.',
    },
    'phone-screening': {
      title: 'Phone screening',
      description:
        'Our screening team calls you. We briefly discuss your symptoms and decide whether we can offer the right help.',
      timing: 'Within 2 to 4 weeks of registration',
    },
    intake: {
      title: 'Intake',
      description:
        'In one or two sessions we get to know you. Beforehand, you receive a questionnaire. We look at your symptoms, your life and your strengths.',
      timing: 'After the waiting time of {waitingTime}',
    },
    'treatment-plan': {
      title: 'Treatment plan',
      description:
        'Together with your practitioner, you agree on your goals and the treatment that suits them. You have a say in every decision.',
    },
    treatment: {
      title: 'Treatment',
      description:
        'You have sessions of about 45 minutes, usually every week or every other week, at one of our locations or online.',
      timing: 'Short: 8 to 12 sessions over 3 to 6 months',
    },
    'evaluation-and-completion': {
      title: 'Review and completion',
      description:
        'We regularly review together whether you are getting closer to your goals. At the end we agree how you will keep up the progress and, with your consent, send a letter to your GP.',
    },
  },
  childApproachTimeline: {
    'registration-and-screening': {
      title: 'Registration and screening',
      description:
        'You register your child with the referral letter. Our screening team then calls you to briefly discuss what is going on and whether we can help.',
      timing: 'Within 2 to 4 weeks of registration',
    },
    'parent-intake': {
      title: 'Parent intake',
      description:
        'First we meet you as parents, without your child. You tell us about your child’s development, the family and what worries you.',
      timing: 'Usually 1 to 3 weeks after screening',
    },
    'introduction-with-child': {
      title: 'Meeting your child',
      description:
        'Next, the practitioner gets to know your child: with young children, often through play; with teenagers, by talking.',
    },
    'treatment-plan': {
      title: 'Treatment plan',
      description:
        'We discuss with you and your child what we see and what we propose. Together we set goals that are clear to your child too.',
    },
    treatment: {
      title: 'Treatment',
      description:
        'Your child has sessions of about 45 minutes. You have regular parent sessions and, if it helps, we consult the school.',
    },
    'evaluation-and-completion': {
      title: 'Review and completion',
      description:
        'We regularly check how close your child is to the goals. Once they are reached, we finish with a final session and tips for keeping up the progress.',
    },
  },
  ageGroupApproaches: {
    'ages-4-8': {
      title: 'Ages 4 to 8',
      description: 'Young children express themselves mainly through play. At this age, parents are the most important helpers.',
      points: [
        'Play therapy, drawing and stories instead of long conversations',
        'A lot of parent guidance, sometimes sessions with parent and child together',
        'Short sessions with set routines, so your child knows what to expect',
      ],
    },
    'ages-8-12': {
      title: 'Ages 8 to 12',
      description: 'Children can now put more into words and like to learn by doing. We combine talking with play and exercises.',
      points: [
        'Cognitive behavioural therapy with workbooks, games and tasks for home',
        'Parents practise with their child at home and have sessions of their own',
        'With your consent, consultation with the class teacher or SENCo (special educational needs coordinator)',
      ],
    },
    'ages-12-18': {
      title: 'Ages 12 to 18',
      description:
        'Young people want a say in decisions. The practitioner mainly talks with the young person, and parents stay involved in the background.',
      points: [
        'Conversations in which the young person chooses their own goals',
        'From the age of 12, agreements about what we share with parents',
        'Online sessions and short check-ins in between, when that works better',
      ],
    },
  },
} satisfies Translation<typeof source>;
