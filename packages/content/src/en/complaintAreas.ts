// The words of ../complaintAreas.ts in English, in the structure and order of the Dutch (a list's ids in comments).
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/complaintAreas.ts';

export default {
  childComplaintTiles: [
    // anxiety
    {
      title: 'Anxiety',
      description: 'Worrying a lot, being afraid to be alone, or being too scared to go places.',
    },
    // low-mood
    {
      title: 'Low mood',
      description: 'Often sad or irritable, not feeling like doing anything, or withdrawing.',
    },
    // trauma
    {
      title: 'Distressing experiences and trauma',
      description:
        'Symptoms after a distressing event, such as nightmares, being easily startled or not being able to stop thinking about it.',
    },
    // behaviour
    {
      title: 'Behavioural problems',
      description: 'Frequent angry outbursts, arguing, or difficulty with rules, at home or at school.',
    },
    // attention
    {
      title: 'Attention and ADHD',
      description: 'Difficulty paying attention, sitting still or waiting, and being easily distracted.',
    },
    // autism
    {
      title: 'Autism',
      description: 'Experiencing sensory input, social contact and change differently, and struggling because of it.',
    },
    // fear-of-failure
    {
      title: 'Fear of failure',
      description: 'Being so afraid of making mistakes that tests, presentations or sport start to go badly.',
    },
    // social-problems
    {
      title: 'Social problems and bullying',
      description: 'Finding it hard to make friends, being left out or bullied.',
    },
    // grief
    {
      title: 'Grief and loss',
      description: 'A death, a divorce, or leaving their home country.',
    },
    // self-image
    {
      title: 'Low self-esteem',
      description: 'Little self-confidence, not feeling good enough, or being very insecure.',
    },
    // sleep
    {
      title: 'Sleep problems',
      description: 'Difficulty falling asleep, waking up often, or being afraid to sleep alone.',
    },
    // obsessive-compulsive
    {
      title: 'Obsessions and compulsions',
      description: 'Having to do or check things over and over, or thoughts that will not go away.',
    },
  ],
  adultComplaintAreas: [
    // anxiety-and-panic
    {
      title: 'Anxiety and panic',
      description: 'Panic attacks, social anxiety, phobias or constant worrying.',
    },
    // depression
    {
      title: 'Depression and low mood',
      description: 'Feeling low for a long time, having little energy and no longer enjoying anything.',
    },
    // trauma
    {
      title: 'Trauma and PTSD',
      description:
        'Symptoms after violence, an accident, war or fleeing your country, such as flashbacks and being easily startled.',
    },
    // obsessive-compulsive
    {
      title: 'Obsessive-compulsive problems',
      description: 'Obsessive thoughts or compulsive actions that take a lot of time and are hard to stop.',
    },
    // grief
    {
      title: 'Grief',
      description: 'A loss that still dominates your daily life after a long time.',
    },
    // personality
    {
      title: 'Personality problems',
      description: 'Recurring problems in relationships, with emotions or with how you see yourself.',
    },
    // somatic-symptoms
    {
      title: 'Physical symptoms without a clear cause',
      description: 'Pain, fatigue or dizziness that doctors cannot explain, and that limit your life.',
    },
    // adhd
    {
      title: 'ADHD in adults',
      description: 'Difficulty concentrating, planning and staying calm, at work and at home.',
    },
    // migration-and-culture
    {
      title: 'Problems related to migration and culture',
      description: 'Anxiety or low mood linked to living between two cultures, homesickness or discrimination.',
    },
  ],
} satisfies Translation<typeof source>;
