// The words of ../../legal/qualityStatute.ts in English, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/qualityStatute.ts';

export default {
  qualityStatuteInfo: {
    'what-is-it': {
      title: 'What is a quality statute?',
      text: 'Every mental health care provider in the Netherlands must have a quality statute. It describes how care is organised, who is responsible for what and how quality is safeguarded. This way you know in advance what to expect from us.',
    },
    'lead-practitioner': {
      title: 'Your lead practitioner',
      text: 'Every client has a lead practitioner (regiebehandelaar): a BIG-registered professional with final responsibility for your treatment, who agrees the treatment plan with you and is your main point of contact. For children and young people, this is an SKJ- or BIG-registered professional.',
    },
    'quality-assurance': {
      title: 'How we safeguard quality',
      text: 'We measure how you are doing with short questionnaires (ROM), review treatments as a team, keep up our training and are independently audited every year. We use client experiences to improve.',
    },
    'complaints-and-disputes': {
      title: 'Complaints and disputes',
      text: 'If you are not satisfied, we want to hear about it. You can turn to your practitioner, to our independent complaints officer and then to an external disputes committee, as the Wkkgz (the Dutch Healthcare Quality, Complaints and Disputes Act) requires.',
    },
  },
  qualityStatute: {
    title: 'Quality statute of Ankerlicht GGZ',
    intro:
      'This is the quality statute of Ankerlicht GGZ, drawn up according to the national model quality statute for mental health care. It applies to all care we provide to adults, children and young people.',
    sections: {
      'general-information': {
        title: '1. General information',
        paragraphs: [
          'Name: {name}. Locations: {locationList}. Phone: {phone}. Email: {email}. Website: {siteUrl}. AGB code: {agbCode}. Chamber of Commerce (KvK) number: {kvkNumber}.',
        ],
      },
      'target-group-and-offer': {
        title: '2. Target group and services',
        paragraphs: [
          'We treat adults with mental health problems on an outpatient basis: they come to one of our locations or see us online. This care falls under the Health Insurance Act (Zorgverzekeringswet) and, since 2022, has been billed under the care performance model (zorgprestatiemodel), per session or consultation; the former division into basic and specialised mental health care no longer exists. We also provide youth mental health care to children, young people and their parents (Youth Act). Care is available in Dutch, English and Turkish, at one of our locations or online.',
          'The problems we treat include anxiety and panic, depression, trauma, obsessive-compulsive problems, grief, personality problems, physical symptoms without a clear cause and ADHD. For children and young people we also carry out psychological assessments, for example for ADHD and autism.',
          'We do not provide crisis care or admission. Sometimes other care is needed: when someone is currently thinking seriously about suicide, is addicted, harms themselves or uses violence, has a psychosis or has a severe eating disorder. We then refer them to care that suits their situation.',
        ],
      },
      professionals: {
        title: '3. Professionals and lead practitioners',
        paragraphs: [
          'Our staff include healthcare psychologists, a clinical psychologist, a psychotherapist, psychiatrists, a mental health nurse specialist, psychologists, child development specialists (orthopedagoog) and specialised therapists. Everyone is registered in the BIG register or the Youth Quality Register (SKJ), insofar as their profession requires it.',
          'Lead practitioners can be: the healthcare psychologist, clinical psychologist, psychotherapist, psychiatrist and mental health nurse specialist. In youth mental health care, an SKJ-registered youth and family professional with the right competence can also be the lead practitioner. The lead practitioner has final responsibility, sees you personally at the intake and at reviews, and is your main point of contact.',
        ],
      },
      collaboration: {
        title: '4. Collaboration',
        paragraphs: [
          'Within Ankerlicht GGZ we discuss treatments every week in a multidisciplinary meeting. Beyond our own team, we work together with:',
        ],
        bullets: [
          'GPs and mental health practice nurses in Amsterdam and the Zaan region',
          'Neighbourhood teams, Parent and Child Teams and schools',
          'The regional crisis service, via the GP or out-of-hours GP service',
          'Services for addiction care, eating disorders and specialist psychiatry, for referral',
          'Veilig Thuis (the domestic violence and child abuse advice centre), when there are concerns about domestic violence or child abuse',
        ],
      },
      'contracts-and-rates': {
        title: '5. Contracts and rates',
        paragraphs: [
          'We have contracts with the health insurer groups {insurerList}. With some insurers an annual budget has been agreed. When it is used up, we announce that we are not accepting registrations from their policyholders, and refer them to the insurer’s care mediation service.',
          'For youth mental health care we have contracts with: {municipalityList}. We use the rates of the Dutch Healthcare Authority (NZa) and the municipal agreements. Appointments that are not cancelled, or cancelled late (less than 24 hours ahead), may be charged.',
        ],
      },
      'quality-policy': {
        title: '6. Quality policy',
        paragraphs: [
          'We work according to the applicable care standards and guidelines. The ways we safeguard our quality include:',
        ],
        bullets: [
          'Routine Outcome Monitoring (ROM): questionnaires at the start of, during and at the end of treatment',
          'Peer review, supervision and an annual training plan for every staff member',
          'An ISO 9001-certified quality system and information security according to NEN 7510',
          'Reporting and discussing incidents, so we learn from them',
          'The reporting code for domestic violence and child abuse, and a certificate of conduct (VOG) for all staff',
          'An annual satisfaction survey among clients and parents',
        ],
      },
      complaints: {
        title: '7. Complaints and disputes',
        paragraphs: [
          'Clients with a complaint can turn to their practitioner and to our independent complaints officer ({complaintsEmail}). If we cannot resolve it together, the client can submit the dispute to De Geschillencommissie Zorg (the healthcare disputes committee), which we are affiliated with as the Wkkgz requires. See the Complaints page for the full procedure.',
        ],
      },
      'registration-and-intake': {
        title: '8. Registration and intake',
        paragraphs: [
          'You register using the form on our website or by phone. Within 2 working days we check whether the registration and referral letter are complete. Within 2 to 4 weeks our screening team calls you for a phone screening, in which we decide whether our care suits your needs.',
          'Current waiting times are on our website and updated monthly. If the waiting time exceeds the accepted maximum (Treeknorm), we point you to your health insurer’s care mediation service. At least 7 days before the intake you receive a starting questionnaire. The intake is carried out by or under the responsibility of a lead practitioner.',
        ],
      },
      'diagnosis-and-treatment-plan': {
        title: '9. Diagnosis and treatment plan',
        paragraphs: [
          'After the intake, the lead practitioner makes a diagnosis according to the DSM-5, after additional assessment if needed. Together with you, the lead practitioner draws up a treatment plan with goals, the chosen treatment and the expected duration. You take part in the decisions and receive the plan on paper or digitally.',
        ],
      },
      'treatment-and-evaluation': {
        title: '10. Treatment and review',
        paragraphs: [
          'Treatment is carried out by the lead practitioner and, where relevant, other practitioners in the team. Who is involved is stated in the treatment plan. We review the treatment with you regularly, at least every three months, using ROM. We adjust the plan where needed.',
          'If things suddenly get worse during treatment, contact your practitioner during office hours. Outside office hours, call your GP or the out-of-hours GP service. For clients at increased risk, we draw up an early-warning plan.',
        ],
      },
      'completion-and-aftercare': {
        title: '11. Completion and aftercare',
        paragraphs: [
          'We end treatment with a final session and a last ROM questionnaire. Together we make a plan to prevent relapse. With your consent we send the referrer a closing letter. If symptoms return later, you can come back to us via your GP.',
        ],
      },
      declaration: {
        title: '12. Signature',
        paragraphs: [
          'I hereby declare that Ankerlicht GGZ complies with the legal requirements and the arrangements in this quality statute, and that this statute has been completed truthfully. {name}, {role}, Amsterdam.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
