/**
 * The registration chooser's content (docs/product-rules.md §2.8): its two paths, its three steps and
 * its contact tiles. A module of its own because these draw icons: the routes that need only
 * registration.ts's links and texts (the waiting-time, financing and referrer pages) then do not
 * load the chooser's icons.
 */
import type { Localized } from './locale.ts';
import { Baby, ClipboardList, Mail, MapPin, Phone, PhoneCall, Search, UserRound, type Icon } from './icons.ts';
import { brand, formatAddress, locations, mailtoHref, mapsSearchHref, phoneHref } from './brand.ts';
import { adultAgeScope, childAndYouthAgeScope } from './ageScopes.ts';
import type { Department } from './department.ts';
import { formatWaitSpan, headlineSpan } from './waitingTimeFigures.ts';
import { registrationFormHrefs, waitingTimeHrefs } from './registration.ts';
import { contentStrings } from './contentStrings.ts';

const text = contentStrings<typeof import('./nl/registrationChooser.ts').default>(
  'registrationChooser',
  (locale) => import(`./${locale}/registrationChooser.ts`),
);

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
    title: text((t) => t.registrationPaths.adults.title),
    subtitle: text((t) => t.registrationPaths.adults.subtitle),
    ageScope: adultAgeScope.text,
    benefits: [
      text((t) => t.registrationPaths.adults.benefits[0]),
      text((t) => t.registrationPaths.adults.benefits[1]),
      text((t) => t.registrationPaths.adults.benefits[2]),
    ],
    formHref: registrationFormHrefs.adults,
    formLinkLabel: text((t) => t.registrationPaths.adults.formLinkLabel),
    waitingTimeHref: waitingTimeHrefs.adults,
    waitingTimeLinkLabel: text((t) => t.registrationPaths.adults.waitingTimeLinkLabel),
    icon: UserRound,
  },
  {
    department: 'children',
    title: text((t) => t.registrationPaths.children.title),
    subtitle: text((t) => t.registrationPaths.children.subtitle),
    ageScope: childAndYouthAgeScope.offerWaitingTimeAndRegistrationPages.text,
    benefits: [
      text(
        (t) => t.registrationPaths.children.benefits[0],
        (locale) => ({ waitingTime: formatWaitSpan(headlineSpan('children'), locale) }),
      ),
      text((t) => t.registrationPaths.children.benefits[1]),
      text((t) => t.registrationPaths.children.benefits[2]),
    ],
    formHref: registrationFormHrefs.children,
    formLinkLabel: text((t) => t.registrationPaths.children.formLinkLabel),
    waitingTimeHref: waitingTimeHrefs.children,
    waitingTimeLinkLabel: text((t) => t.registrationPaths.children.waitingTimeLinkLabel),
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
    title: text((t) => t.registrationSteps['online-registration'].title),
    description: text((t) => t.registrationSteps['online-registration'].description),
    icon: ClipboardList,
  },
  {
    id: 'screening',
    title: text((t) => t.registrationSteps.screening.title),
    description: text((t) => t.registrationSteps.screening.description),
    icon: Search,
  },
  {
    id: 'contact',
    title: text((t) => t.registrationSteps.contact.title),
    description: text((t) => t.registrationSteps.contact.description),
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
    title: text((t) => t.registrationContactTiles.phone.title),
    value: brand.phone,
    href: phoneHref(brand.phone),
    opensInNewTab: false,
    icon: Phone,
  },
  {
    id: 'email',
    title: text((t) => t.registrationContactTiles.email.title),
    value: brand.email,
    href: mailtoHref(brand.email),
    opensInNewTab: false,
    icon: Mail,
  },
  {
    id: 'address',
    title: text((t) => t.registrationContactTiles.address.title),
    value: 'Amsterdam & Zaandam',
    href: mapsSearchHref(mainLocation ? formatAddress(mainLocation) : 'Amsterdam'),
    opensInNewTab: true,
    icon: MapPin,
  },
];
