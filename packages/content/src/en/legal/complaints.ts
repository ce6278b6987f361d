// The words of ../../legal/complaints.ts in English, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/complaints.ts';

export default {
  talkToPractitioner:
    'If you are not satisfied with something, tell your practitioner, preferably as soon as possible. A misunderstanding can often be cleared up by talking it through. You are welcome to bring someone with you.',
  contactComplaintsOfficer:
    'If you cannot resolve it with your practitioner, or would rather not try, email our independent complaints officer at {complaintsEmail}. The complaints officer helps you free of charge, listens to your story and looks for a solution with you and with us. If you would like a formal decision, the management will reply in writing within 6 weeks. If we need more time, we tell you in advance; it will never be more than 10 weeks.',
  goToDisputesCommittee:
    'If you disagree with our response, or did not receive it in time, you can take the dispute to De Geschillencommissie Zorg, an independent healthcare disputes committee. Its decision is binding, and it can award compensation. The committee charges a small fee for filing a dispute.',
  complaintSteps: {
    'talk-to-your-practitioner': {
      title: 'Talk to your practitioner',
    },
    'complaints-officer': {
      title: 'Contact the complaints officer',
      action: {
        label: 'Email the complaints officer',
      },
    },
    'disputes-committee': {
      title: 'Take it to the disputes committee',
    },
  },
  complaintsConfidentialityNote:
    'We handle your complaint confidentially. Only the people needed to resolve it know about it. A complaint never affects your treatment: you remain welcome and, if you wish, you can have a different practitioner.',
  complaintsProcedure: {
    title: 'Complaints procedure',
    intro:
      'We do our best to help you well. Even so, you may not be satisfied. We want to know when that happens, so we can put it right and learn from it. This procedure follows the Healthcare Quality, Complaints and Disputes Act (Wkkgz) and the Youth Act.',
    sections: {
      'who-can-complain': {
        title: 'Who can complain?',
        paragraphs: [
          'Any client or former client, the parents or guardian of a client who is a minor, and surviving relatives. You can also have someone else, such as a family member or a client confidential adviser, complain on your behalf. A complaint can concern treatment, how you were treated, an invoice or a decision we made.',
        ],
      },
      'step-1': {
        title: 'Step 1: raise it with your practitioner',
      },
      'step-2': {
        title: 'Step 2: the complaints officer',
        paragraphs: [
          {},
          'The complaints officer works independently: they are not part of the treatment team and do not take instructions from the management about your complaint.',
          'How to reach the complaints officer:',
        ],
        bullets: [
          'by email: {complaintsEmail}',
          'by phone: call our office on {phone} ({hours}) and ask for the complaints officer, who will call you back.',
          'by post: {name}, FAO the complaints officer, {postalAddress}',
        ],
      },
      'step-3': {
        title: 'Step 3: the disputes committee',
        paragraphs: [
          {},
          '{name} is a member of De Geschillencommissie Zorg. You file your dispute through its website, {shown}. Do so within a year of making your complaint to us.',
          'You can also go straight to the disputes committee if you cannot reasonably be expected to complain to us first, for example when the relationship has seriously broken down.',
        ],
      },
      'young-clients': {
        title: 'For young people and parents: the AKJ confidential adviser',
        paragraphs: [
          'If you or your child receives youth care from us that the municipality pays for under the Youth Act (Jeugdwet), you can get free help from a confidential adviser at the AKJ (Advies- en Klachtenbureau Jeugdzorg, the youth care advice and complaints office). The AKJ is independent: it works neither for us nor for the municipality.',
          'The confidential adviser listens to you, explains your rights and helps you find a solution with us or make a complaint. Young people can get in touch themselves, and so can parents.',
          'Call the AKJ on {akjPhone} or visit {shown}.',
        ],
      },
      'other-options': {
        title: 'Other options',
        paragraphs: ['Besides these steps, you can turn to:'],
        bullets: [
          'Landelijk Meldpunt Zorg (the national healthcare reporting centre, {shown}), if you do not know where to take your complaint. It gives free advice and is part of the Health and Youth Care Inspectorate (IGJ).',
          'The disciplinary board for healthcare, when it concerns the professional conduct of a BIG-registered practitioner',
          'The disciplinary procedure of the Youth Quality Register (SKJ), when it concerns an SKJ-registered professional',
          'The Autoriteit Persoonsgegevens (Dutch Data Protection Authority), if your complaint is about privacy',
        ],
      },
      confidentiality: {
        title: 'Confidentiality',
        paragraphs: [
          'Anything written about your complaint is kept separate from your treatment record, and only the people needed to resolve it read it. A complaint never affects your treatment. Would you rather continue with a different practitioner? We will arrange it.',
        ],
      },
    },
  },
  complaintsBodies: {
    'disputes-committee': {
      description: 'An independent committee that makes a binding decision if you disagree with our response to your complaint.',
    },
    'landelijk-meldpunt-zorg': {
      description:
        'Not sure where to take your complaint? Landelijk Meldpunt Zorg, the national healthcare reporting centre, gives free advice.',
    },
    akj: {
      description:
        'For young people and parents in youth care (Youth Act): a confidential adviser helps you with your question or complaint, free and independently.',
    },
  },
} satisfies Translation<typeof source>;
