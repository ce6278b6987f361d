// The words of ../../legal/privacy.ts in English, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/privacy.ts';

export default {
  privacyStatement: {
    title: 'Privacy statement',
    intro:
      'At Ankerlicht GGZ you trust us with personal and often sensitive information. We handle it with care. This privacy statement explains which data we process, why we do so, with whom we share it and what rights you have.',
    sections: {
      'who-we-are': {
        title: 'Who we are',
        paragraphs: [
          'Ankerlicht GGZ provides outpatient psychological care to adults, children and young people at locations in Amsterdam and Zaandam. We are responsible for processing your personal data: in legal terms, we are the data controller.',
          'We have a data protection officer (DPO), who independently oversees how we handle personal data. You can reach the DPO at {privacyEmail}.',
        ],
      },
      'data-we-process': {
        title: 'Which data we process',
        paragraphs: ['We only process the data we need to give you good care and to bill for that care. This includes:'],
        bullets: [
          'Your name, address, phone number, email address, date of birth and gender',
          'Your citizen service number (BSN) and your health insurance details',
          'The referral letter and your referrer’s details',
          'Data about your health: what you tell us, the results of questionnaires and assessments, the treatment plan and session notes',
          'For children and young people: also the name and contact details of the parents or guardian',
          'Your preferred language and the location where you would like to be treated',
        ],
      },
      purposes: {
        title: 'What we use your data for',
        paragraphs: ['We only use your data for these purposes:'],
        bullets: [
          'Handling your registration and assessing whether we can offer the right care',
          'Assessing and treating you, and keeping your medical file',
          'Billing your health insurer or municipality for the care',
          'Keeping in touch with you about appointments and your treatment',
          'Meeting legal obligations, for example on quality, complaints and tax',
          'Improving our care, using data that does not show who you are',
        ],
      },
      'legal-basis': {
        title: 'Our legal basis',
        paragraphs: [
          'We process your data because we enter into a treatment agreement with you, as described in the Medical Treatment Contracts Act (WGBO). In addition, the law requires us to record certain data, such as your BSN, and to bill for care under the Health Insurance Act or the Youth Act.',
          'Health data is special category personal data. The GDPR (AVG) allows care providers to process it for care, because they are bound by professional secrecy. For anything beyond that, such as information to a school, we first ask for your consent. You can withdraw that consent at any time.',
        ],
      },
      sharing: {
        title: 'Who we share data with',
        paragraphs: [
          'All practitioners and staff at Ankerlicht GGZ are bound by professional secrecy or a duty of confidentiality. Only those involved in your care can see your file. Outside Ankerlicht GGZ, we share data only in these cases:',
        ],
        bullets: [
          'Your health insurer or municipality, for payment. Adults can sign a privacy declaration (privacyverklaring) so that the insurer receives no information about their diagnosis.',
          'Your GP or other referrer, only with your consent: usually a letter at the start and end of treatment.',
          'Other care providers or the school, only with your consent and only what is needed.',
          'Companies that work for us, such as the suppliers of our records system, secure video calling and email. We have a data processing agreement with each of them. They store the data within the European Union.',
        ],
        closing: [
          'Sometimes the law requires us to share data, or allows us to break professional secrecy to prevent serious danger, for example when child abuse is suspected. In that case we follow the reporting code for domestic violence and child abuse (meldcode) and, where possible, discuss it with you first. We never sell your data.',
        ],
      },
      children: {
        title: 'Children and young people',
        paragraphs: [
          'For children under 12, the parents with parental authority or the guardian exercise the privacy rights. Between 12 and 16, the young person and the parents do this together. From 16, the young person decides on their own.',
          'From the age of 12, we agree with the young person what we share with the parents. If the child’s safety is at stake, we always inform the parents.',
        ],
      },
      security: {
        title: 'How we protect your data',
        paragraphs: [
          'We work according to NEN 7510, the standard for information security in healthcare. This means, for example:',
        ],
        bullets: [
          'The registration form, email with clients and video calls use encrypted connections',
          'Staff log in with two-step verification and only see the files they need for their work',
          'We record who has opened a file, and check this regularly',
          'We report a data breach to the Dutch Data Protection Authority within 72 hours and, if it affects you, to you as well',
        ],
      },
      retention: {
        title: 'How long we keep data',
        paragraphs: ['We do not keep data longer than necessary or required by law:'],
        bullets: [
          'Your medical file: {years} years, counted from the last change (WGBO), or longer if needed for good care',
          'Registration details and referral letter if you do not start treatment with us: at most 1 year',
          'Financial administration data: 7 years, as tax law requires',
          'Job application data: 4 weeks after the procedure, or 1 year if you consent',
        ],
      },
      'your-rights': {
        title: 'Your rights',
        paragraphs: ['You have the following rights over your data:'],
        bullets: [
          'Access: you may see your file and receive a copy free of charge',
          'Correction and addition: we correct factual errors; if you disagree, you can add your own statement to the file',
          'Destruction: you can ask us to destroy your file, unless the law or someone else’s important interests prevent it',
          'Restriction and objection: you can ask us to restrict the use of your data, or object to a particular use',
          'Portability: you can receive your data in a common digital format, for example for a new care provider',
          'Withdrawing consent: you can always withdraw consent you have given',
        ],
        closing: [
          'Would you like to exercise one of these rights? Ask your practitioner or email {privacyEmail}. We respond within one month. To make sure we are dealing with the right person, we may ask you to prove your identity.',
        ],
      },
      website: {
        title: 'This website',
        paragraphs: [
          'This website uses no tracking or advertising cookies. Your language choice is stored only in your own browser, so the website opens in your language next time. That choice is not sent to us.',
          'The maps on the contact page only load when you ask for them. OpenStreetMap then receives your IP address, as with any website you visit. What you fill in on the registration form, and the referral letter you attach, travel over an encrypted connection to our secure storage in the European Union. Our screening team receives an email notification.',
        ],
      },
      'questions-and-complaints': {
        title: 'Questions or complaints',
        paragraphs: [
          'Do you have a question about privacy, or are you unhappy with how we handle your data? Email us at {privacyEmail}. We are happy to look for a solution with you.',
          'If we cannot resolve it together, you can file a complaint with the Autoriteit Persoonsgegevens, the Dutch Data Protection Authority.',
        ],
      },
      changes: {
        title: 'Changes',
        paragraphs: [
          'We update this privacy statement when the law or our way of working changes. At the top you can see the date of the latest version. For major changes, we inform clients in treatment personally.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
