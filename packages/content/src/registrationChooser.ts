/**
 * The registration chooser's content (docs/product-rules.md §2.8): its two paths, its three steps and
 * its contact tiles. A module of its own because these draw icons: the routes that need only
 * registration.ts's links and texts (the waiting-time, financing and referrer pages) then do not
 * load the chooser's icons.
 */
import type { Localized } from './locale.ts';
import { Baby, ClipboardList, Mail, MapPin, Phone, PhoneCall, Search, UserRound, type Icon } from './icons.ts';
import { brand, formatAddress, locations, mailtoHref, mapsSearchHref, phoneHref } from './brand.ts';
import { childAndYouthAgeScope, adultAgeScope } from './facts.ts';
import type { Department } from './department.ts';
import { formatWaitSpan, headlineSpan } from './waitingTimeFigures.ts';
import { registrationFormHrefs, waitingTimeHrefs } from './registration.ts';

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
  icon: Icon;
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
    icon: UserRound,
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
    icon: Baby,
  },
];

export type ProcessStep = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
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
    icon: ClipboardList,
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
    icon: Search,
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
    icon: PhoneCall,
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
  icon: Icon;
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
    icon: Phone,
  },
  {
    id: 'email',
    title: { nl: 'Mail ons', en: 'Email us', tr: 'Bize e-posta gönderin' },
    value: brand.email,
    href: mailtoHref(brand.email),
    opensInNewTab: false,
    icon: Mail,
  },
  {
    id: 'address',
    title: { nl: 'Onze locaties', en: 'Our locations', tr: 'Şubelerimiz' },
    value: 'Amsterdam & Zaandam',
    href: mapsSearchHref(mainLocation ? formatAddress(mainLocation) : 'Amsterdam'),
    opensInNewTab: true,
    icon: MapPin,
  },
];
