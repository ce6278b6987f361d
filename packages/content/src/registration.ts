import type { Localized } from './locale.ts';
import type { IconName } from './icons.ts';
import { brand, formatAddress, locations, mailtoHref, mapsSearchHref, phoneHref } from './brand.ts';
import { childAndYouthAgeScope, adultAgeScope } from './facts.ts';
import type { Department } from './department.ts';
import { formatWaitSpan, headlineSpan, waitingTimeFigures } from './waitingTimeFigures.ts';

export const registrationFormHrefs: Readonly<Record<Department, string>> = {
  adults: '/aanmelden-volwassenen',
  children: '/aanmelden-kind-jeugd',
};

export const waitingTimeHrefs: Readonly<Record<Department, string>> = {
  adults: '/volwassenen/wachttijd',
  children: '/kind-jeugd/wachttijd',
};

export type RegistrationPath = {
  department: Department;
  title: Localized;
  /** What the path offers, one line. */
  subtitle: Localized;
  /** Who the form is for. */
  ageScope: Localized;
  benefits: readonly Localized[];
  formHref: string;
  formLinkLabel: Localized;
  waitingTimeHref: string;
  waitingTimeLinkLabel: Localized;
  icon: IconName;
};

/** The two paths of the registration chooser (docs/product-rules.md §2.8). */
export const registrationPaths: readonly RegistrationPath[] = [
  {
    department: 'adults',
    title: { nl: 'Volwassenen', en: 'Adults', tr: 'Yetişkinler' },
    subtitle: {
      nl: 'Individuele therapie, relatietherapie of groepstherapie',
      en: 'Individual, couples or group therapy',
      tr: 'Bireysel terapi, çift terapisi veya grup terapisi',
    },
    ageScope: adultAgeScope.text,
    benefits: [
      {
        nl: 'Behandeling van psychische klachten',
        en: 'Treatment for mental health issues',
        tr: 'Ruhsal sorunların tedavisi',
      },
      {
        nl: 'Vergoed uit de basisverzekering',
        en: 'Covered by basic health insurance',
        tr: 'Temel sağlık sigortası tarafından karşılanır',
      },
      {
        nl: 'Behandeling in meerdere talen',
        en: 'Treatment in several languages',
        tr: 'Birden fazla dilde tedavi',
      },
    ],
    formHref: registrationFormHrefs.adults,
    formLinkLabel: {
      nl: 'Aanmelden als volwassene',
      en: 'Register as an adult',
      tr: 'Yetişkin olarak başvurun',
    },
    waitingTimeHref: waitingTimeHrefs.adults,
    waitingTimeLinkLabel: {
      nl: 'Bekijk de wachttijd voor volwassenen',
      en: 'See the waiting time for adults',
      tr: 'Yetişkinler için bekleme süresini görün',
    },
    icon: 'UserRound',
  },
  {
    department: 'children',
    title: { nl: 'Kind en jeugd', en: 'Children and young people', tr: 'Çocuklar ve gençler' },
    subtitle: {
      nl: 'Onderzoek en behandeling',
      en: 'Assessment and treatment',
      tr: 'Değerlendirme ve tedavi',
    },
    ageScope: childAndYouthAgeScope.offerWaitingTimeAndRegistrationPages.text,
    benefits: [
      {
        nl: `Korte wachttijd: ${formatWaitSpan(headlineSpan('children'), 'nl')}`,
        en: `Short waiting time: ${formatWaitSpan(headlineSpan('children'), 'en')}`,
        tr: `Kısa bekleme süresi: ${formatWaitSpan(headlineSpan('children'), 'tr')}`,
      },
      {
        nl: 'Contract met alle gemeenten in onze regio',
        en: 'Contracts with all municipalities in our region',
        tr: 'Bölgemizdeki tüm belediyelerle sözleşmeli',
      },
      {
        nl: 'Cultuursensitieve aanpak',
        en: 'Culturally sensitive approach',
        tr: 'Kültüre duyarlı yaklaşım',
      },
    ],
    formHref: registrationFormHrefs.children,
    formLinkLabel: {
      nl: 'Een kind of jongere aanmelden',
      en: 'Register a child or young person',
      tr: 'Bir çocuk veya genç için başvurun',
    },
    waitingTimeHref: waitingTimeHrefs.children,
    waitingTimeLinkLabel: {
      nl: 'Bekijk de wachttijd voor kinderen en jongeren',
      en: 'See the waiting time for children and young people',
      tr: 'Çocuklar ve gençler için bekleme süresini görün',
    },
    icon: 'Baby',
  },
];

export type ProcessStep = {
  id: string;
  title: Localized;
  description: Localized;
  icon: IconName;
};

/** The three-step process under the registration chooser (docs/product-rules.md §2.8). */
export const registrationSteps: readonly ProcessStep[] = [
  {
    id: 'online-registration',
    title: { nl: 'Online aanmelden', en: 'Register online', tr: 'Çevrim içi başvuru' },
    description: {
      nl: 'U vult het formulier in en voegt de verwijsbrief toe. Dat duurt ongeveer tien minuten.',
      en: 'You fill in the form and attach the referral letter. It takes about ten minutes.',
      tr: 'Formu doldurur ve sevk yazısını eklersiniz. Bu yaklaşık on dakika sürer.',
    },
    icon: 'ClipboardList',
  },
  {
    id: 'screening',
    title: {
      nl: 'Screening door ons screeningsteam',
      en: 'Screening by our team',
      tr: 'Ön değerlendirme ekibimizin incelemesi',
    },
    description: {
      nl: 'Ons screeningsteam bekijkt uw gegevens en de verwijsbrief, en beoordeelt of wij de juiste hulp kunnen bieden.',
      en: 'Our screening team reviews your details and the referral letter, and assesses whether we can offer the right help.',
      tr: 'Ön değerlendirme ekibimiz bilgilerinizi ve sevk yazısını inceler, size doğru yardımı sunup sunamayacağımızı değerlendirir.',
    },
    icon: 'Search',
  },
  {
    id: 'contact',
    title: {
      nl: 'Contact over de vervolgstappen',
      en: 'Contact about the next steps',
      tr: 'Sonraki adımlar için iletişim',
    },
    description: {
      nl: 'Binnen 2 tot 4 weken bellen we u. We vertellen wat de volgende stap is en wanneer u kunt beginnen.',
      en: 'Within 2 to 4 weeks, we call you to tell you what the next step is and when you can start.',
      tr: '2 ila 4 hafta içinde sizi ararız. Bir sonraki adımın ne olduğunu ve ne zaman başlayabileceğinizi anlatırız.',
    },
    icon: 'PhoneCall',
  },
];

export const contactTileIds = ['phone', 'email', 'address'] as const;
export type ContactTileId = (typeof contactTileIds)[number];

export type ContactTile = {
  id: ContactTileId;
  title: Localized;
  /** What the tile shows: the number, the address, or the place names. */
  value: string;
  href: string;
  /** Maps links open in a new tab; tel: and mailto: do not. */
  opensInNewTab: boolean;
  icon: IconName;
};

const [mainLocation] = locations;

/** The contact block of the registration chooser: three clickable tiles (docs/product-rules.md §2.8). */
export const registrationContactTiles: readonly ContactTile[] = [
  {
    id: 'phone',
    title: { nl: 'Bel ons', en: 'Call us', tr: 'Bizi arayın' },
    value: brand.phone,
    href: phoneHref(brand.phone),
    opensInNewTab: false,
    icon: 'Phone',
  },
  {
    id: 'email',
    title: { nl: 'Mail ons', en: 'Email us', tr: 'Bize e-posta gönderin' },
    value: brand.email,
    href: mailtoHref(brand.email),
    opensInNewTab: false,
    icon: 'Mail',
  },
  {
    id: 'address',
    title: { nl: 'Onze locaties', en: 'Our locations', tr: 'Şubelerimiz' },
    value: 'Amsterdam & Zaandam',
    href: mapsSearchHref(mainLocation ? formatAddress(mainLocation) : 'Amsterdam'),
    opensInNewTab: true,
    icon: 'MapPin',
  },
];

export type DepartmentCallToAction = {
  title: Localized;
  text: Localized;
  registerLabel: Localized;
  registerHref: string;
  waitingTimeLabel: Localized;
  waitingTimeHref: string;
  /** One line about the current waiting time, for when the block shows it. */
  waitingTimeInfo: Localized;
};

/** Texts of the shared call-to-action block, per department (docs/product-rules.md §2.6). */
export const departmentCallsToAction: Readonly<Record<Department, DepartmentCallToAction>> = {
  adults: {
    title: {
      nl: 'Klaar om de eerste stap te zetten?',
      en: 'Ready to take the first step?',
      tr: 'İlk adımı atmaya hazır mısınız?',
    },
    text: {
      nl: 'Meld u aan met de verwijsbrief van uw huisarts. Ons screeningsteam neemt daarna contact met u op. Twijfelt u nog? Bel ons gerust.',
      en: 'Register with your GP’s referral letter and our screening team will contact you. Not sure yet? Just give us a call.',
      tr: 'Aile hekiminizden aldığınız sevk yazısıyla başvurun; ardından ön değerlendirme ekibimiz sizinle iletişime geçer. Hâlâ emin değil misiniz? Bizi arayabilirsiniz.',
    },
    registerLabel: { nl: 'Aanmelden voor volwassenen', en: 'Register as an adult', tr: 'Yetişkin başvurusu yapın' },
    registerHref: registrationFormHrefs.adults,
    waitingTimeLabel: {
      nl: 'Wachttijd volwassenen',
      en: 'Waiting time for adults',
      tr: 'Yetişkinler için bekleme süresi',
    },
    waitingTimeHref: waitingTimeHrefs.adults,
    waitingTimeInfo: {
      nl: `De wachttijd tot de intake is nu ${formatWaitSpan(waitingTimeFigures.adults.registration, 'nl')} vanaf uw aanmelding.`,
      en: `The wait for an intake is currently ${formatWaitSpan(waitingTimeFigures.adults.registration, 'en')} from registration.`,
      tr: `Başvurudan ilk değerlendirme görüşmesine kadar şu anki bekleme süresi: ${formatWaitSpan(waitingTimeFigures.adults.registration, 'tr')}.`,
    },
  },
  children: {
    title: {
      nl: 'Hulp voor uw kind, zonder lang te wachten',
      en: 'Help for your child, without a long wait',
      tr: 'Çocuğunuz için uzun süre beklemeden destek',
    },
    text: {
      nl: 'Meld uw kind aan met de verwijsbrief van de huisarts, jeugdarts, medisch specialist of het wijkteam. We bellen u daarna om samen de volgende stap te zetten.',
      en: 'Register your child with the referral letter from the GP, youth doctor, medical specialist or neighbourhood team. We will then call you to plan the next step together.',
      tr: 'Çocuğunuz için aile hekiminden, çocuk sağlığı hekiminden, uzman doktordan veya mahalle ekibinden alınan sevk yazısıyla başvurun. Ardından bir sonraki adımı birlikte atmak için sizi ararız.',
    },
    registerLabel: {
      nl: 'Aanmelden voor kind en jeugd',
      en: 'Register a child or young person',
      tr: 'Çocuk veya genç başvurusu yapın',
    },
    registerHref: registrationFormHrefs.children,
    waitingTimeLabel: {
      nl: 'Wachttijd kind en jeugd',
      en: 'Waiting time for children and young people',
      tr: 'Çocuklar ve gençler için bekleme süresi',
    },
    waitingTimeHref: waitingTimeHrefs.children,
    waitingTimeInfo: {
      nl: `De wachttijd is nu ${formatWaitSpan(headlineSpan('children'), 'nl')}.`,
      en: `The waiting time is currently ${formatWaitSpan(headlineSpan('children'), 'en')}.`,
      tr: `Şu anki bekleme süresi: ${formatWaitSpan(headlineSpan('children'), 'tr')}.`,
    },
  },
};

export type ReferralRequirements = {
  /** Who may refer. */
  referrers: readonly Localized[];
  /** What the letter must state. */
  letterMustInclude: readonly Localized[];
  /** A note under the lists. */
  note: Localized;
};

/** What a referral letter needs, per department (docs/product-rules.md §5, referrers page, forms). */
export const referralRequirements: Readonly<Record<Department, ReferralRequirements>> = {
  adults: {
    referrers: [{ nl: 'De huisarts', en: 'The GP', tr: 'Aile hekimi' }],
    letterMustInclude: [
      {
        nl: 'De datum van de verwijzing (vóór de start van de behandeling)',
        en: 'The date of the referral (before treatment starts)',
        tr: 'Sevkin tarihi (tedavi başlamadan önce)',
      },
      {
        nl: 'Naam, functie en AGB-code van de verwijzer',
        en: 'Name, profession and AGB code of the referrer',
        tr: 'Sevk eden kişinin adı, mesleği ve AGB kodu',
      },
      {
        nl: 'Het vermoeden van een psychische stoornis volgens de DSM-5',
        en: 'The suspected mental health condition according to the DSM-5',
        tr: 'DSM-5’e göre şüphelenilen ruhsal rahatsızlık',
      },
      {
        nl: 'Naam en geboortedatum van de patiënt',
        en: 'The patient’s name and date of birth',
        tr: 'Hastanın adı ve doğum tarihi',
      },
    ],
    note: {
      nl: 'Behandeling van alleen relatieproblemen, werkproblemen of een aanpassingsstoornis wordt niet vergoed uit de basisverzekering, ook niet met een verwijzing.',
      en: 'Treatment for relationship problems, work problems or an adjustment disorder alone is not covered by basic health insurance, even with a referral.',
      tr: 'Yalnızca ilişki sorunları, iş sorunları veya uyum bozukluğu için yapılan tedaviyi temel sağlık sigortası, sevk olsa bile karşılamaz.',
    },
  },
  children: {
    referrers: [
      { nl: 'De huisarts', en: 'The GP', tr: 'Aile hekimi' },
      {
        nl: 'Een medisch specialist, zoals de kinderarts',
        en: 'A medical specialist, such as a paediatrician',
        tr: 'Çocuk doktoru gibi bir uzman doktor',
      },
      { nl: 'De jeugdarts', en: 'The youth doctor', tr: 'Çocuk sağlığı hekimi (jeugdarts)' },
      {
        nl: 'Een medewerker van het wijkteam of Ouder- en Kindteam',
        en: 'A member of the neighbourhood team or Parent and Child Team',
        tr: 'Mahalle ekibinden (wijkteam) veya Ebeveyn ve Çocuk Ekibi’nden (Ouder- en Kindteam) bir çalışan',
      },
    ],
    letterMustInclude: [
      {
        nl: 'De datum van de verwijzing',
        en: 'The date of the referral',
        tr: 'Sevkin tarihi',
      },
      {
        nl: 'Naam, functie en AGB-code van de verwijzer (of de gegevens van het wijkteam)',
        en: 'Name, profession and AGB code of the referrer (or the neighbourhood team’s details)',
        tr: 'Sevk eden kişinin adı, mesleği ve AGB kodu (veya mahalle ekibinin bilgileri)',
      },
      {
        nl: 'De reden van verwijzing: welke klachten of vragen er zijn',
        en: 'The reason for referral: which symptoms or questions there are',
        tr: 'Sevk nedeni: hangi şikâyetlerin veya soruların olduğu',
      },
      {
        nl: 'Naam en geboortedatum van de patiënt',
        en: 'The patient’s name and date of birth',
        tr: 'Hastanın adı ve doğum tarihi',
      },
    ],
    note: {
      nl: 'Voor jeugdhulp via de gemeente is een verwijzing naar jeugd-GGZ nodig. Komt de verwijzing van het wijkteam, dan is dat vaak een beschikking van de gemeente.',
      en: 'For youth care paid for by the municipality, the referral must be to youth mental health care. If it comes from the neighbourhood team, it is often a decision letter (beschikking) from the municipality.',
      tr: 'Masraflarını belediyenin karşıladığı destek için çocuk ve genç ruh sağlığı hizmetlerine sevk gerekir. Sevk mahalle ekibinden geliyorsa bu çoğu zaman belediyenin verdiği bir karardır (beschikking).',
    },
  },
};
