// The words of ../exclusions.ts in English, in the structure and order of the Dutch (a list's ids in comments).
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/exclusions.ts';

export default {
  exclusionIntro:
    'We offer outpatient care: you come by appointment and go home afterwards. In some situations other, more intensive care is needed, and then we are not the right place. We discuss this honestly with you and your referrer, and help you find care that suits you better.',
  adultExclusionCriteria: [
    // active-suicidality
    {
      title: 'Active suicidality',
    },
    // active-addiction
    {
      title: 'Currently addicted to alcohol, drugs or gambling',
    },
    // self-harm-or-violence
    {
      title: 'Active self-harm or a tendency towards violence against others',
    },
    // active-psychosis
    {
      title: 'Currently psychotic, for example hearing voices or seeing things that are not there',
    },
    // severe-eating-disorder
    {
      title: 'Severe eating disorders',
    },
  ],
  adultTreatmentExclusionTiles: [
    // active-suicidality
    {
      title: 'Acute suicidality',
      description: 'If you have concrete plans to end your life, intensive help is needed right away.',
    },
    // alcohol-or-drug-addiction
    {
      title: 'Alcohol or drug addiction',
      description: 'An active addiction is treated first by an addiction care service.',
    },
    // gambling-addiction
    {
      title: 'Gambling addiction',
      description: 'For gambling addiction too, specialised addiction care is the best first step.',
    },
    // self-harm
    {
      title: 'Active self-harm',
      description: 'If you regularly injure yourself, you need care that is available more often and more quickly.',
    },
    // violence
    {
      title: 'A tendency towards violence against others',
      description: 'Threats or violence against others call for a different kind of help.',
    },
    // active-psychosis
    {
      title: 'Active psychosis',
      description: 'If you hear voices or see things that are not there, a specialised psychosis team can help.',
    },
    // severe-eating-disorder
    {
      title: 'Severe eating disorder',
      description: 'Severe anorexia or bulimia needs a specialised eating disorder centre.',
    },
    // crisis-care
    {
      title: 'Crisis or admission needed',
      description: 'If you need round-the-clock care or admission, a crisis service or clinic is the better place.',
    },
    // mania
    {
      title: 'Manic episode',
      description: 'During a manic period, stabilisation comes first, often with medication.',
    },
    // forensic
    {
      title: 'Court-ordered treatment',
      description: 'Treatment ordered by a court belongs in forensic care.',
    },
    // cognitive-impairment
    {
      title: 'Severe cognitive impairment',
      description: 'Dementia or severe brain injury needs care that is designed for it.',
    },
    // no-treatable-condition
    {
      title: 'Mainly practical or social problems',
      description:
        'For debts, housing or conflicts at work without a mental health condition, the neighbourhood team or a social worker is better placed to help.',
    },
  ],
  childExclusionCriteria: [
    // forensic
    {
      title: 'Forensic issues',
      description: 'For example when help has been ordered by a juvenile court or youth probation.',
    },
    // crisis
    {
      title: 'Crisis situations',
      description:
        'If the situation at home or for your child is acutely unsafe, call your GP, the out-of-hours GP service or, in immediate danger, 112.',
    },
    // eating-disorder
    {
      title: 'Eating disorders',
      description: 'Children with an eating disorder need specialised care, often together with a paediatrician.',
    },
    // addiction
    {
      title: 'Addiction',
      description: 'For addiction to alcohol, drugs or gaming, youth addiction care is the best place.',
    },
    // mild-intellectual-disability
    {
      title: 'Mild intellectual disability',
      description: 'We refer children with a mild intellectual disability to care that is designed for them.',
    },
  ],
} satisfies Translation<typeof source>;
