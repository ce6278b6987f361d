// The words of ../childCare.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childCare.ts';

export default {
  whoWeHelp: {
    anxious: {
      title: 'Your child is often scared or worries a lot',
      description: 'They are afraid to sleep alone, dread going to school, or get stomach aches from tension.',
    },
    withdrawn: {
      title: 'Your child is low or withdrawn',
      description: 'They have lost interest in everything, stay in their room a lot, or say they don’t care any more.',
    },
    'distressing-event': {
      title: 'Your child has been through something distressing',
      description: 'For example an accident, violence, a death, or having to flee their home country.',
    },
    behaviour: {
      title: 'Things are going wrong at home or at school',
      description: 'There are many angry outbursts or arguments, or your child finds it hard to concentrate.',
    },
    'questions-about-development': {
      title: 'You have questions about your child’s development',
      description:
        'You wonder whether something more is going on, such as ADHD or autism, and want to know how best to help your child.',
    },
    'family-changes': {
      title: 'A lot is changing in the family',
      description: 'For example because of a divorce, illness, a move, or growing up between two cultures.',
    },
  },
  psychodiagnosticExaminations: {
    intelligence: {
      title: 'Intelligence assessment',
      description:
        'With a recognised test we map out how your child learns and thinks: what comes easily, and what takes more effort?',
    },
    'social-emotional': {
      title: 'Social and emotional assessment',
      description:
        'Through conversations, questionnaires and play we examine how your child feels and how they get on with others.',
    },
    'attention-and-concentration': {
      title: 'Attention and concentration assessment (ADHD)',
      description:
        'We assess whether ADHD is present, using information from you and the school as well as our own observations.',
    },
    autism: {
      title: 'Autism assessment',
      description:
        'Through a detailed interview about your child’s development, and by observing your child, we assess whether autism is present.',
    },
    neuropsychological: {
      title: 'Neuropsychological assessment',
      description: 'We examine memory, planning and information processing, for example when school takes a lot of effort.',
    },
  },
  psychodiagnosticsOutcome:
    'After the assessment, we discuss the results with you and, where it suits their age, with your child. You receive a report with practical advice for home and school.',
} satisfies Translation<typeof source>;
