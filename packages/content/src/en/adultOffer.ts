// The words of ../adultOffer.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/adultOffer.ts';

export default {
  adultOfferMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Together with your practitioner you look at which thoughts and habits keep your symptoms going, and practise new ways of thinking and acting.',
    },
    emdr: {
      description:
        'A proven treatment after traumatic events. Distressing memories become less intense, so they have less hold over your life.',
    },
    'acceptance-and-commitment-therapy': {
      description:
        'You learn to allow difficult thoughts and feelings instead of fighting them, and to live by what matters to you again.',
    },
    'schema-therapy': {
      description:
        'For long-standing or recurring problems. You discover which patterns from your past still play a part today, and how to break them.',
    },
    'interpersonal-therapy': {
      title: 'Interpersonal therapy',
      description:
        'A short treatment for depression. You work on your relationships with others and on big changes in your life, such as loss or a move.',
    },
    mindfulness: {
      title: 'Mindfulness-based cognitive therapy',
      description:
        'Over eight sessions you learn to observe your thoughts with attention and without judgement. This helps prevent a relapse into depression.',
    },
    'couples-therapy': {
      description:
        'Mental health problems affect your partner too. Together you learn to talk better and support each other. Covered when it is part of treating a mental health condition in one of you.',
    },
    'group-therapy': {
      description:
        'In a small group you work with others on similar problems, such as anxiety or low mood. You learn from and support each other.',
    },
    'exposure-therapy': {
      title: 'Exposure therapy',
      description:
        'Step by step and at your own pace, you face the situations you find frightening, and you notice the fear decreasing.',
    },
    psychoeducation: {
      description:
        'Clear information about your symptoms, for you and, if you wish, for your loved ones. Understanding what is happening is often the first step to recovery.',
    },
    'psychiatric-consultation': {
      title: 'Psychiatric consultation and medication',
      description:
        'Where needed, our psychiatrist or nurse specialist is involved. They advise on medication and monitor its use alongside your therapy.',
    },
  },
  adultComplaintAreas: {
    'anxiety-and-panic': {
      title: 'Anxiety and panic',
      description: 'Panic attacks, social anxiety, phobias or constant worrying.',
    },
    depression: {
      title: 'Depression and low mood',
      description: 'Feeling low for a long time, having little energy and no longer enjoying anything.',
    },
    trauma: {
      title: 'Trauma and PTSD',
      description:
        'Symptoms after violence, an accident, war or fleeing your country, such as flashbacks and being easily startled.',
    },
    'obsessive-compulsive': {
      title: 'Obsessive-compulsive problems',
      description: 'Obsessive thoughts or compulsive actions that take a lot of time and are hard to stop.',
    },
    grief: {
      title: 'Grief',
      description: 'A loss that still dominates your daily life after a long time.',
    },
    personality: {
      title: 'Personality problems',
      description: 'Recurring problems in relationships, with emotions or with how you see yourself.',
    },
    'somatic-symptoms': {
      title: 'Physical symptoms without a clear cause',
      description: 'Pain, fatigue or dizziness that doctors cannot explain, and that limits your life.',
    },
    adhd: {
      title: 'ADHD in adults',
      description: 'Difficulty concentrating, planning and staying calm, at work and at home.',
    },
    'migration-and-culture': {
      title: 'Problems related to migration and culture',
      description: 'Anxiety or low mood linked to living between two cultures, homesickness or discrimination.',
    },
  },
  adultExclusionCriteria: {
    'active-suicidality': {
      title: 'You are currently thinking seriously about suicide.',
    },
    'active-addiction': {
      title: 'You are currently addicted to alcohol, drugs or gambling.',
    },
    'self-harm-or-violence': {
      title: 'You harm yourself, or you tend to be violent towards others.',
    },
    'active-psychosis': {
      title: 'You currently have a psychosis: for example, you hear voices or see things that are not there.',
    },
    'severe-eating-disorder': {
      title: 'You have a severe eating disorder, such as anorexia or bulimia.',
    },
  },
} satisfies Translation<typeof source>;
