// The words of ../../legal/terms.ts in English, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/terms.ts';

export default {
  termsAndConditions: {
    title: 'Terms and conditions',
    intro:
      'These terms apply to everyone who registers with Ankerlicht GGZ or is in treatment with us. They describe what you can expect from us and what we ask of you. If you have any questions, please discuss them with your practitioner.',
    sections: {
      definitions: {
        title: 'Definitions',
        paragraphs: ['In these terms:'],
        bullets: [
          'Client: the person receiving care. For a child under 16, the parents with parental authority or the guardian also act on the client’s behalf.',
          'Practitioner: the psychologist, therapist, psychiatrist or nurse specialist who treats you.',
          'Lead practitioner (regiebehandelaar): the practitioner with final responsibility for your treatment and your main point of contact.',
          'Treatment agreement: the arrangements between you and Ankerlicht GGZ about your treatment, as referred to in the WGBO.',
        ],
      },
      'registration-and-referral': {
        title: 'Registration and referral',
        paragraphs: [
          'Treatment requires a valid referral: for adults from the GP; for young people aged 18 to 23 from the GP or a medical specialist; for children under 18 also from a medical specialist, youth doctor or neighbourhood team member. Please make sure the details in your registration are correct and complete.',
          'After registration, our screening team assesses whether we can offer the right care. If not, we tell you why and advise you and your referrer on other options.',
        ],
      },
      'treatment-agreement': {
        title: 'The treatment agreement',
        paragraphs: [
          'The treatment agreement starts after the intake, when you agree to the treatment plan. The plan sets out your goals, the treatment, its expected duration and who your lead practitioner is. Your practitioner explains everything in plain language. You consent to the treatment, and you can withdraw that consent at any time.',
          'For children under 16, the consent of both parents with parental authority is needed. Between 12 and 16, the young person also gives consent; from 16, the young person decides on their own.',
        ],
      },
      'appointments-and-cancellation': {
        title: 'Appointments and cancellation',
        paragraphs: ['An appointment is reserved for you. If you cannot come, we ask the following:'],
        bullets: [
          'Cancel the appointment at least {hours} hours in advance, by phone or email. This is free of charge.',
          'If you cancel later or do not come, we may charge {amount}. Your health insurer or municipality does not reimburse this amount.',
          'If you are more than 15 minutes late, the session may be shorter or may not take place.',
        ],
        closing: [
          'If you suddenly fall ill or there is an emergency, we take your situation into account and usually charge nothing. If we have to cancel an appointment, we do so as early as possible and quickly offer you a new one.',
        ],
      },
      'costs-and-payment': {
        title: 'Costs and payment',
        paragraphs: [
          'For adults, we send the bill directly to the health insurer. The insurer charges you the deductible. For children and young people under 18, the municipality pays; you pay nothing.',
          'You pay for any care that is not reimbursed, such as treatment without a valid referral, a statement for third parties or the fee for a missed appointment. We always discuss this with you in advance. Such invoices must be paid within 30 days. We use the rates set by the Dutch Healthcare Authority (NZa).',
        ],
      },
      'online-treatment': {
        title: 'Online treatment',
        paragraphs: [
          'We hold online sessions over a secure connection that meets healthcare requirements. Please make sure you are in a quiet place where no one can overhear you. No one records a session without the other’s consent: not us, and not you.',
        ],
      },
      confidentiality: {
        title: 'Confidentiality and your file',
        paragraphs: [
          'All our staff are bound by professional secrecy or a duty of confidentiality. We record your treatment in a medical file and keep it for {retentionYears} years after the last change. How we handle your data is explained in our privacy statement.',
        ],
      },
      conduct: {
        title: 'Rules of conduct',
        paragraphs: [
          'We treat each other with respect. We do not accept aggression, threats or discrimination, including from people accompanying a client. In serious cases we may end the treatment and report it to the police.',
        ],
      },
      'ending-treatment': {
        title: 'Ending treatment',
        paragraphs: [
          'Treatment usually ends by mutual agreement, once your goals are reached. You may stop treatment at any time; we ask you to discuss this with us first. We can only end treatment for serious reasons, for example when other care is needed. We then arrange a proper handover.',
        ],
      },
      liability: {
        title: 'Liability',
        paragraphs: [
          'We do our best to provide care that meets professional standards. We cannot promise a particular result. We are insured for professional and public liability.',
        ],
      },
      complaints: {
        title: 'Complaints',
        paragraphs: [
          'Not satisfied? Please discuss it with your practitioner first. If you cannot resolve it together, you can contact our complaints officer at {complaintsEmail}. After that, you can go to an independent disputes committee. The full complaints procedure is on the Complaints page.',
        ],
      },
      'applicable-law': {
        title: 'Applicable law and changes',
        paragraphs: [
          'Dutch law applies to these terms. If the Dutch text and a translation differ, the Dutch text prevails. We may change these terms; for a treatment already under way, changes only apply once we have informed you.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
