// The words of ../childTreatments.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childTreatments.ts';

export default {
  childTreatmentMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Cognitive behavioural therapy helps with anxiety, low mood, obsessive-compulsive problems and fear of failure. Your child learns to recognise their own thoughts and check them: is this really true? With exercises, worksheets and small tasks at home, your child tries out new behaviour step by step. With young children we use drawings and games; with teenagers, more conversation.',
    },
    'play-therapy': {
      description:
        'Play therapy is for children aged about 4 to 12. In the playroom your child chooses their own materials: dolls, sand, clay or drawing materials. What they find hard to say becomes visible in play. The play therapist helps your child express and work through feelings. You regularly hear what we notice and what you can do at home.',
    },
    emdr: {
      description:
        'Has your child been through something distressing, such as an accident, violence or a sudden loss? EMDR helps make the memory less frightening. Your child briefly thinks about the event while, for example, following a moving hand or listening to clicks. Often only a few sessions are needed. Young children may sit on a parent’s lap.',
    },
    'systemic-therapy': {
      description:
        'In systemic therapy we look not only at your child but at the whole family. How do you interact? What happens when tension rises? Together we look for new ways of talking and responding. Brothers, sisters or grandparents can join in too. We take your culture and customs into account.',
    },
  },
  childComplaintTiles: {
    anxiety: {
      title: 'Anxiety',
      description: 'Worrying a lot, being afraid to be alone, or being too scared to go places.',
    },
    'low-mood': {
      title: 'Low mood',
      description: 'Often sad or irritable, not feeling like doing anything, or withdrawing.',
    },
    trauma: {
      title: 'Distressing experiences and trauma',
      description:
        'Symptoms after a distressing event, such as nightmares, being easily startled or not being able to stop thinking about it.',
    },
    behaviour: {
      title: 'Behavioural problems',
      description: 'Frequent angry outbursts, arguing, or difficulty with rules, at home or at school.',
    },
    attention: {
      title: 'Attention and ADHD',
      description: 'Difficulty paying attention, sitting still or waiting, and being easily distracted.',
    },
    autism: {
      title: 'Autism',
      description: 'Experiencing sensory input, social contact and change differently, and struggling because of it.',
    },
    'fear-of-failure': {
      title: 'Fear of failure',
      description: 'Being so afraid of making mistakes that tests, presentations or sport start to go badly.',
    },
    'social-problems': {
      title: 'Social problems and bullying',
      description: 'Finding it hard to make friends, being left out or bullied.',
    },
    grief: {
      title: 'Grief and loss',
      description: 'A death, a divorce, or leaving their home country.',
    },
    'self-image': {
      title: 'Low self-esteem',
      description: 'Little self-confidence, not feeling good enough, or being very insecure.',
    },
    sleep: {
      title: 'Sleep problems',
      description: 'Difficulty falling asleep, waking up often, or being afraid to sleep alone.',
    },
    'obsessive-compulsive': {
      title: 'Obsessions and compulsions',
      description: 'Having to do or check things over and over, or thoughts that will not go away.',
    },
  },
} satisfies Translation<typeof source>;
