import type { Localized } from './locale.ts';

export const testimonialRoles = ['client', 'parent'] as const;
export type TestimonialRole = (typeof testimonialRoles)[number];

export type Testimonial = {
  id: string;
  quote: Localized;
  /** Always anonymous: we never publish who said it. */
  author: Localized;
  role: TestimonialRole;
};

export const testimonialRoleLabels: Readonly<Record<TestimonialRole, Localized>> = {
  client: { nl: 'Cliënt', en: 'Client', tr: 'Danışan' },
  parent: { nl: 'Ouder', en: 'Parent', tr: 'Ebeveyn' },
};

/** Shared with permission and without names, as told to us. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 'client-turkish',
    quote: {
      nl: 'Ik kon eindelijk in mijn eigen taal vertellen wat er in mij omging. Mijn psycholoog begreep ook wat ik niet uitlegde. Na een paar maanden slaap ik weer en durf ik weer dingen te ondernemen.',
      en: 'At last I could tell someone, in my own language, what was going on inside me. My psychologist understood even what I left unsaid. A few months on, I am sleeping again and I have the courage to do things again.',
      tr: 'Sonunda içimden geçenleri kendi dilimde anlatabildim. Psikoloğum, söylemediğim şeyleri bile anladı. Birkaç ay sonra yeniden uyuyabiliyorum ve bir şeyler yapmaya yeniden cesaret ediyorum.',
    },
    author: { nl: '41 jaar', en: 'aged 41', tr: '41 yaşında' },
    role: 'client',
  },
  {
    id: 'parent-anxiety',
    quote: {
      nl: 'Onze dochter durfde niet meer naar school. Wij als ouders deden vanaf het begin mee en kregen tips voor thuis. De speltherapeut nam de tijd. Nu fietst ze weer zelf naar school.',
      en: 'Our daughter was too scared to go to school. As parents, we were involved from the start and were given tips for home. The play therapist took her time. Now our daughter cycles to school on her own again.',
      tr: 'Kızımız artık okula gitmeye cesaret edemiyordu. Biz ebeveynler en başından sürece dahil olduk ve evde uygulayabileceğimiz öneriler aldık. Oyun terapisti ona zaman ayırdı. Şimdi kızımız okula yine kendi başına bisikletle gidiyor.',
    },
    author: { nl: 'moeder van een meisje van 9', en: 'mother of a 9-year-old girl', tr: '9 yaşında bir kız çocuğunun annesi' },
    role: 'parent',
  },
  {
    id: 'client-trauma',
    quote: {
      nl: 'Ik zag op tegen EMDR, maar alles werd rustig uitgelegd. Ik mocht zelf het tempo bepalen. De herinneringen zijn er nog, maar ze bepalen mijn dag niet meer.',
      en: 'I was nervous about EMDR, but everything was explained calmly and I could set the pace myself. The memories are still there, but they no longer rule my day.',
      tr: 'EMDR’den çekiniyordum ama her şey sakin sakin anlatıldı. Hızı kendim belirleyebildim. Anılar hâlâ duruyor ama artık günümü onlar belirlemiyor.',
    },
    author: { nl: '28 jaar', en: 'aged 28', tr: '28 yaşında' },
    role: 'client',
  },
];
