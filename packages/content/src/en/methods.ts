// The words of ../methods.ts in English, in the structure and order of the Dutch (a list's ids in comments).
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/methods.ts';

export default {
  cognitiveBehaviouralTherapyTitle: 'Cognitive behavioural therapy',
  emdrTitle: 'EMDR therapy',
  playTherapyTitle: 'Play therapy',
  systemicTherapyTitle: 'Systemic family therapy',
  psychoeducationTitle: 'Psychoeducation',
  acceptanceAndCommitmentTherapyTitle: 'Acceptance and commitment therapy (ACT)',
  schemaTherapyTitle: 'Schema therapy',
  couplesTherapyTitle: 'Couples therapy',
  groupTherapyTitle: 'Group therapy',
  childOfferMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Your child learns how thoughts, feelings and behaviour are connected. Through exercises tailored to them, they learn to think differently and try new things.',
    },
    // emdr
    {
      description:
        'For children who have been through something frightening. EMDR makes distressing memories less intense, so they bother your child less.',
    },
    // play-therapy
    {
      description:
        'Young children cannot always put their feelings into words, but they can show them in play. The play therapist helps your child work through feelings this way.',
    },
    // systemic-therapy
    {
      description:
        'A child’s problems affect the whole family. In systemic therapy we talk with the family together and look for what everyone can do to make things better at home.',
    },
    // parent-guidance
    {
      title: 'Parent guidance',
      description:
        'You receive information, support and practical tips for helping your child at home, so that what your child learns in treatment carries on at home.',
    },
    // psychodiagnostics
    {
      title: 'Psychological assessment',
      description:
        'Sometimes we first need a clearer picture. Using interviews, questionnaires and tests, we examine what is going on, for example when there are questions about concentration, autism or learning.',
    },
    // mindfulness
    {
      title: 'Mindfulness for children and young people',
      description:
        'With simple exercises your child learns to pay attention to the here and now. This helps with worrying, stress and restlessness.',
    },
    // social-skills-training
    {
      title: 'Social skills training',
      description:
        'In a small group, children practise making contact, standing up for themselves and working together. They discover that they are not alone.',
    },
    // psychoeducation
    {
      description:
        'We explain to your child and to you, in plain words, what is going on. When you understand what is happening, you can deal with it better.',
    },
  ],
  adultOfferMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Together with your practitioner you look at which thoughts and habits keep your symptoms going, and practise new ways of thinking and acting.',
    },
    // emdr
    {
      description:
        'A proven treatment after traumatic events. Distressing memories become less intense, so they have less hold over your life.',
    },
    // acceptance-and-commitment-therapy
    {
      description:
        'You learn to allow difficult thoughts and feelings instead of fighting them, and to live by what matters to you again.',
    },
    // schema-therapy
    {
      description:
        'For long-standing or recurring problems. You discover which patterns from your past still play a part today, and how to break them.',
    },
    // interpersonal-therapy
    {
      title: 'Interpersonal therapy',
      description:
        'A short treatment for depression. You work on your relationships with others and on big changes in your life, such as loss or a move.',
    },
    // mindfulness
    {
      title: 'Mindfulness-based cognitive therapy',
      description:
        'Over eight sessions you learn to observe your thoughts with attention and without judgement. This helps prevent a relapse into depression.',
    },
    // couples-therapy
    {
      description:
        'Mental health problems affect your partner too. Together you learn to talk better and support each other. Covered when it is part of treating a mental health condition in one of you.',
    },
    // group-therapy
    {
      description:
        'In a small group you work with others on similar problems, such as anxiety or low mood. You learn from and support each other.',
    },
    // exposure-therapy
    {
      title: 'Exposure therapy',
      description:
        'Step by step and at your own pace, you face the situations you find frightening, and you notice the fear decreasing.',
    },
    // psychoeducation
    {
      description:
        'Clear information about your symptoms, for you and, if you wish, for your loved ones. Understanding what is happening is often the first step to recovery.',
    },
    // psychiatric-consultation
    {
      title: 'Psychiatric consultation and medication',
      description:
        'Where needed, our psychiatrist or nurse specialist is involved. They advise on medication and monitor its use alongside your therapy.',
    },
  ],
  childTreatmentMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Cognitive behavioural therapy helps with anxiety, low mood, obsessive-compulsive problems and fear of failure. Your child learns to recognise their own thoughts and check them: is this really true? With exercises, worksheets and small tasks at home, your child tries out new behaviour step by step. With young children we use drawings and games; with teenagers, more conversation.',
    },
    // play-therapy
    {
      description:
        'Play therapy is for children aged about 4 to 12. In the playroom your child chooses their own materials: dolls, sand, clay or drawing materials. What they find hard to say becomes visible in play. The play therapist helps your child express and work through feelings. You regularly hear what we notice and what you can do at home.',
    },
    // emdr
    {
      description:
        'Has your child been through something distressing, such as an accident, violence or a sudden loss? EMDR helps make the memory less frightening. Your child briefly thinks about the event while, for example, following a moving hand or listening to clicks. Often only a few sessions are needed. Young children may sit on a parent’s lap.',
    },
    // systemic-therapy
    {
      description:
        'In systemic therapy we look not only at your child but at the whole family. How do you interact? What happens when tension rises? Together we look for new ways of talking and responding. Brothers, sisters or grandparents can join in too. We take your culture and customs into account.',
    },
  ],
  adultTreatmentMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'The most widely used treatment for anxiety, panic, low mood and obsessive-compulsive problems. You map out which thoughts and habits keep your symptoms going, and then practise new ways of thinking and acting, between sessions too. The treatment is practical and usually short: often 8 to 12 sessions.',
    },
    // emdr
    {
      description:
        'EMDR is a proven treatment for symptoms after a traumatic event, such as an accident, violence, war or fleeing your country. You recall the memory while your attention also goes to something else, such as a moving light bar or clicks. As a result, the memory loses its emotional charge. You help decide the pace.',
    },
    // acceptance-and-commitment-therapy
    {
      description:
        'Sometimes symptoms do not go away completely, such as pain or worrying. ACT helps you deal with them differently. You learn to let difficult feelings be, and to put your energy into what truly matters to you: your family, work or faith. This gives your life direction again.',
    },
    // schema-therapy
    {
      description:
        'Schema therapy is for people whose problems keep returning, for example in relationships or at work. These often relate to patterns that developed in childhood. You learn to recognise those patterns and deal with them in a healthier way. This treatment usually takes longer than a year.',
    },
    // couples-therapy
    {
      description:
        'When one of you has mental health problems, the relationship is often under strain. In couples therapy you come as a couple. You learn to listen to each other better, tackle problems together and support each other. Basic health insurance covers this when it is part of treating a mental health condition in one of you.',
    },
    // group-therapy
    {
      description:
        'In a group of six to eight people, led by two practitioners, you work on your symptoms. Many people find it a relief to discover that others go through the same thing. You learn from each other’s experiences. Our groups include anxiety, low mood and assertiveness.',
    },
  ],
} satisfies Translation<typeof source>;
