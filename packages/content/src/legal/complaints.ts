import type { Localized } from '../locale.ts';
import { Mail, MessageCircle, Scale, type Icon } from '../icons.ts';
import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand, formatAddress, locations, mailtoHref } from '../brand.ts';
import { phoneHours } from '../facts.ts';
import { contentStrings } from '../contentStrings.ts';

const text = contentStrings<typeof import('../nl/legal/complaints.ts').default>(
  'legal/complaints',
  (locale) => import(`../${locale}/legal/complaints.ts`),
);

/** Where to post a complaint: the Amsterdam practice, the first location. */
const postalAddress = locations.map(formatAddress)[0] ?? '';

/** The independent bodies a complaint can go to, with their public contact details. */
const disputesCommitteeWebsite = 'https://www.degeschillencommissiezorg.nl';
const landelijkMeldpuntWebsite = 'https://www.landelijkmeldpuntzorg.nl';
const akjPhone = '088 555 1000';
const akjWebsite = 'https://www.akj.nl';

/** A web address as it is read out or printed: without the scheme. */
const shown = (website: string) => website.replace(/^https:\/\//, '');

export type ComplaintStep = {
  id: string;
  title: Localized;
  description: Localized;
  /** A link the step offers, e.g. a mail draft to the complaints officer. */
  action?: { label: Localized; href: string };
  icon: Icon;
};

const talkToPractitioner: Localized = text((t) => t.talkToPractitioner);

const contactComplaintsOfficer: Localized = text((t) => t.contactComplaintsOfficer, { complaintsEmail: brand.complaintsEmail });

const goToDisputesCommittee: Localized = text((t) => t.goToDisputesCommittee);

/** The three steps on /klachten (docs/product-rules.md §2.11). */
export const complaintSteps: readonly ComplaintStep[] = [
  {
    id: 'talk-to-your-practitioner',
    title: text((t) => t.complaintSteps['talk-to-your-practitioner'].title),
    description: talkToPractitioner,
    icon: MessageCircle,
  },
  {
    id: 'complaints-officer',
    title: text((t) => t.complaintSteps['complaints-officer'].title),
    description: contactComplaintsOfficer,
    action: {
      label: text((t) => t.complaintSteps['complaints-officer'].action.label),
      href: mailtoHref(brand.complaintsEmail),
    },
    icon: Mail,
  },
  {
    id: 'disputes-committee',
    title: text((t) => t.complaintSteps['disputes-committee'].title),
    description: goToDisputesCommittee,
    icon: Scale,
  },
];

/** The confidentiality note under the steps. */
export const complaintsConfidentialityNote: Localized = text((t) => t.complaintsConfidentialityNote);

/** The complete complaints procedure, for readers who want every detail. */
export const complaintsProcedure: LongText = {
  id: 'klachtenregeling',
  title: text((t) => t.complaintsProcedure.title),
  intro: text((t) => t.complaintsProcedure.intro),
  lastUpdated: yearFacts.textsUpdated.complaints,
  sections: [
    {
      id: 'who-can-complain',
      title: text((t) => t.complaintsProcedure.sections['who-can-complain'].title),
      paragraphs: [text((t) => t.complaintsProcedure.sections['who-can-complain'].paragraphs[0])],
    },
    {
      id: 'step-1',
      // Worded apart from the step titles above the procedure, so a heading names one thing on the page.
      title: text((t) => t.complaintsProcedure.sections['step-1'].title),
      paragraphs: [talkToPractitioner],
    },
    {
      id: 'step-2',
      title: text((t) => t.complaintsProcedure.sections['step-2'].title),
      paragraphs: [
        contactComplaintsOfficer,
        text((t) => t.complaintsProcedure.sections['step-2'].paragraphs[1]),
        text((t) => t.complaintsProcedure.sections['step-2'].paragraphs[2]),
      ],
      bullets: [
        text((t) => t.complaintsProcedure.sections['step-2'].bullets[0], { complaintsEmail: brand.complaintsEmail }),
        text(
          (t) => t.complaintsProcedure.sections['step-2'].bullets[1],
          (locale) => ({ phone: brand.phone, hours: phoneHours.shortText[locale] }),
        ),
        text((t) => t.complaintsProcedure.sections['step-2'].bullets[2], { name: brand.name, postalAddress }),
      ],
    },
    {
      id: 'step-3',
      title: text((t) => t.complaintsProcedure.sections['step-3'].title),
      paragraphs: [
        goToDisputesCommittee,
        text((t) => t.complaintsProcedure.sections['step-3'].paragraphs[1], {
          name: brand.name,
          shown: shown(disputesCommitteeWebsite),
        }),
        text((t) => t.complaintsProcedure.sections['step-3'].paragraphs[2]),
      ],
    },
    {
      id: 'young-clients',
      title: text((t) => t.complaintsProcedure.sections['young-clients'].title),
      paragraphs: [
        text((t) => t.complaintsProcedure.sections['young-clients'].paragraphs[0]),
        text((t) => t.complaintsProcedure.sections['young-clients'].paragraphs[1]),
        text((t) => t.complaintsProcedure.sections['young-clients'].paragraphs[2], { akjPhone, shown: shown(akjWebsite) }),
      ],
    },
    {
      id: 'other-options',
      title: text((t) => t.complaintsProcedure.sections['other-options'].title),
      paragraphs: [text((t) => t.complaintsProcedure.sections['other-options'].paragraphs[0])],
      bullets: [
        text((t) => t.complaintsProcedure.sections['other-options'].bullets[0], { shown: shown(landelijkMeldpuntWebsite) }),
        text((t) => t.complaintsProcedure.sections['other-options'].bullets[1]),
        text((t) => t.complaintsProcedure.sections['other-options'].bullets[2]),
        text((t) => t.complaintsProcedure.sections['other-options'].bullets[3]),
      ],
    },
    {
      id: 'confidentiality',
      title: text((t) => t.complaintsProcedure.sections.confidentiality.title),
      // Fuller than the note under the steps, which the complaints page shows as well.
      paragraphs: [text((t) => t.complaintsProcedure.sections.confidentiality.paragraphs[0])],
    },
  ],
};

export const complaintsBodyIds = ['disputes-committee', 'landelijk-meldpunt-zorg', 'akj'] as const;
export type ComplaintsBodyId = (typeof complaintsBodyIds)[number];

/** An independent body outside Ankerlicht that helps with or rules on a complaint. */
export type ComplaintsBody = {
  id: ComplaintsBodyId;
  /** The body's own (Dutch) name. */
  name: string;
  /** Who it is for and what it does, in a sentence or two. */
  description: Localized;
  website: string;
  /** As displayed; absent when the body is reached through its website. */
  phone?: string;
};

/** The bodies named in the procedure, with the details to reach them, for the complaints page. */
export const complaintsBodies: readonly ComplaintsBody[] = [
  {
    id: 'disputes-committee',
    name: 'De Geschillencommissie Zorg',
    description: text((t) => t.complaintsBodies['disputes-committee'].description),
    website: disputesCommitteeWebsite,
  },
  {
    id: 'landelijk-meldpunt-zorg',
    name: 'Landelijk Meldpunt Zorg',
    description: text((t) => t.complaintsBodies['landelijk-meldpunt-zorg'].description),
    website: landelijkMeldpuntWebsite,
  },
  {
    id: 'akj',
    name: 'AKJ (Advies- en Klachtenbureau Jeugdzorg)',
    description: text((t) => t.complaintsBodies.akj.description),
    website: akjWebsite,
    phone: akjPhone,
  },
];
