// The words of ../adultTreatments.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/adultTreatments.ts';

export default {
  adultTreatmentMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'The most widely used treatment for anxiety, panic, low mood and obsessive-compulsive problems. You map out which thoughts and habits keep your symptoms going, and then practise new ways of thinking and acting, between sessions too. The treatment is practical and usually short: often 8 to 12 sessions.',
    },
    emdr: {
      description:
        'EMDR is a proven treatment for symptoms after a traumatic event, such as an accident, violence, war or fleeing your country. You recall the memory while your attention also goes to something else, such as a moving light bar or clicks. As a result, the memory loses its emotional charge. You help decide the pace.',
    },
    'acceptance-and-commitment-therapy': {
      description:
        'Sometimes symptoms do not go away completely, such as pain or worrying. ACT helps you deal with them differently. You learn to let difficult feelings be, and to put your energy into what truly matters to you: your family, work or faith. This gives your life direction again.',
    },
    'schema-therapy': {
      description:
        'Schema therapy is for people whose problems keep returning, for example in relationships or at work. These often relate to patterns that developed in childhood. You learn to recognise those patterns and deal with them in a healthier way. This treatment usually takes longer than a year.',
    },
    'couples-therapy': {
      description:
        'When one of you has mental health problems, the relationship is often under strain. In couples therapy you come as a couple. You learn to listen to each other better, tackle problems together and support each other. Basic health insurance covers this when it is part of treating a mental health condition in one of you.',
    },
    'group-therapy': {
      description:
        'In a group of six to eight people, led by two practitioners, you work on your symptoms. Many people find it a relief to discover that others go through the same thing. You learn from each other’s experiences. We run groups on topics including anxiety, low mood and assertiveness.',
    },
  },
  adultTreatmentExclusionTiles: {
    'active-suicidality': {
      title: 'Immediate risk of suicide',
      description: 'If you have concrete plans to end your life, intensive help is needed right away.',
    },
    'alcohol-or-drug-addiction': {
      title: 'Alcohol or drug addiction',
      description: 'An active addiction is treated first by an addiction care service.',
    },
    'gambling-addiction': {
      title: 'Gambling addiction',
      description: 'For gambling addiction too, specialised addiction care is the best first step.',
    },
    'self-harm': {
      title: 'Self-harm',
      description: 'If you regularly injure yourself, you need care that is available more often and more quickly.',
    },
    violence: {
      title: 'A tendency towards violence against others',
      description: 'Threats or violence against others call for a different kind of help.',
    },
    'active-psychosis': {
      title: 'Psychosis',
      description: 'If you hear voices or see things that are not there, a specialised psychosis team can help.',
    },
    'severe-eating-disorder': {
      title: 'Severe eating disorder',
      description: 'Severe anorexia or bulimia needs a specialised eating disorder centre.',
    },
    'crisis-care': {
      title: 'Crisis or admission needed',
      description: 'If you need round-the-clock care or admission, a crisis service or an inpatient clinic is the better place.',
    },
    mania: {
      title: 'Manic episode',
      description:
        'During a manic episode you are extremely busy, restless or overconfident. You first need to calm down again, often with medication.',
    },
    forensic: {
      title: 'Court-ordered treatment',
      description: 'Treatment ordered by a court belongs in forensic care.',
    },
    'cognitive-impairment': {
      title: 'Severe problems with thinking and memory',
      description: 'Dementia or severe brain injury needs care that is designed for it.',
    },
    'no-treatable-condition': {
      title: 'Mainly practical or social problems',
      description:
        'For debts, housing or conflicts at work without a mental health condition, the neighbourhood team or a social worker is better placed to help.',
    },
  },
} satisfies Translation<typeof source>;
