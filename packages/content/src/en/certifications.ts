// The words of ../certifications.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/certifications.ts';

export default {
  kwaliteitsstatuut: {
    name: 'Quality statute for mental health care (Kwaliteitsstatuut GGZ)',
    description:
      'Our quality statute is in the public register of Zorginstituut Nederland (the National Health Care Institute). It describes how our care is organised, who is responsible and how we safeguard quality.',
    logoAlt: 'Quality statute for mental health care (Kwaliteitsstatuut GGZ)',
  },
  iso9001: {
    description:
      'Every year an independent body checks that our way of working is properly recorded and that we learn from complaints, mistakes and client experiences.',
    logoAlt: 'ISO 9001 certificate',
  },
  nen7510: {
    description:
      'The Dutch standard for information security in healthcare. It shows that we store your medical data securely and share it only with those who are allowed to see it.',
    logoAlt: 'NEN 7510 information security certificate',
  },
  gzTraining: {
    name: 'Recognised training institution for healthcare psychologists',
    description:
      'Since 2024 we have been allowed to train healthcare psychologists. An institution is only given this recognition when its care, supervision and guidance meet strict requirements, which are checked regularly.',
    logoAlt: 'Recognised as a training institution for healthcare psychologists',
  },
  trainingInstitution: {
    title: 'Recognised training institution for healthcare psychologists',
    text: 'Since 2024 we have been a recognised training institution for healthcare psychologists (GZ-psycholoog). Psychologists can complete the two-year specialist training with us, supervised by experienced trainers and clinical supervisors. In this way we invest in tomorrow’s care and keep ourselves sharp.',
  },
} satisfies Translation<typeof source>;
