// The words of ../vacancy.ts in English, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/vacancy.ts';

export default {
  vacancy: {
    title: 'Psychologist or child development specialist (orthopedagoog) for children and young people',
    subtitle: 'Would you like to help children and their parents get back on track, in a team as diverse as the city?',
    location: 'Amsterdam, North Holland',
    hoursText: '24 to 36 hours per week',
    badge: 'Current vacancy',
    salary: {
      text: 'In line with the CAO GGZ (the collective agreement for mental health care), scale FWG 60, depending on experience',
    },
    sections: {
      about: {
        title: 'About Ankerlicht GGZ',
        paragraphs: [
          'Ankerlicht GGZ is an outpatient mental health care provider for adults, children and young people, with locations in Amsterdam Nieuw-West and Zaandam. Our clients come from all over the world, and so does our team: together we speak more than five languages.',
          'Our work rests on three core values: connection, diversity and tailored care. We are a flat organisation where people know each other, can quickly consult a colleague and have room for their own ideas.',
        ],
      },
      role: {
        title: 'Your role',
        paragraphs: [
          'As a psychologist or child development specialist in our team for children and young people, you carry out intakes, psychological assessments and treatments for children and young people aged 4 to 18. You work closely with parents, with schools and with colleagues such as the play therapist, systemic therapist and child and adolescent psychiatrist.',
          'You use proven methods such as cognitive behavioural therapy and parent guidance, and you help us think about how to keep improving our care.',
        ],
      },
      offer: {
        title: 'What we offer',
        paragraphs: ['With us you get room to grow, in a warm and committed team.'],
        bullets: [
          'A one-year contract with the prospect of a permanent position',
          'Your own training budget and time for peer review and supervision',
          'The chance of a training place to qualify as a healthcare psychologist: we are a recognised training institution',
          'Two easy-to-reach locations, with the option of working partly online',
          'A supportive team with short lines of communication and your own treatment room with play materials',
        ],
      },
      profile: {
        title: 'Who we are looking for',
        paragraphs: [
          'You are warm, curious and down to earth. You feel at home with families from very different backgrounds, and you work with parents to find what works. We also ask for:',
        ],
        bullets: [
          'A completed master’s degree in psychology or (ortho)pedagogy',
          'A valid registration with the Youth Quality Register (SKJ)',
          'A BAPD (NIP) or Logo (NVO) declaration for psychological assessment',
          'At least 2 years of experience with children and young people in mental health or youth care',
          'A plus: as well as Dutch, you speak Turkish, Arabic, Tarifit or another of our clients’ languages',
        ],
      },
      terms: {
        title: 'Employment terms',
        paragraphs: [
          'Your salary follows the CAO GGZ, scale FWG 60, depending on your experience. On top of that you receive 8% holiday pay, an 8.3% year-end bonus, a pension with PFZW and a travel allowance.',
          'Working hours are 24 to 36 hours per week, spread over at least three days. Together we make a schedule that suits you.',
        ],
      },
    },
    interested: {
      title: 'Interested?',
      text: 'Send your CV and a short cover letter to our director. Have questions first? Just email us, and we will call you back.',
      closing: 'We look forward to hearing from you. A certificate of conduct (VOG) is part of the procedure.',
    },
  },
} satisfies Translation<typeof source>;
