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

const text = contentStrings<typeof import('./nl/registrationChooser.ts').default>('registrationChooser', {
  nl: () => import('./nl/registrationChooser.ts'),
  en: () => import('./en/registrationChooser.ts'),
  tr: () => import('./tr/registrationChooser.ts'),
});

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
    title: text((t) => t.registrationPaths[0].title),
    subtitle: text((t) => t.registrationPaths[0].subtitle),
    ageScope: adultAgeScope.text,
    benefits: [
      text((t) => t.registrationPaths[0].benefits[0]),
      text((t) => t.registrationPaths[0].benefits[1]),
      text((t) => t.registrationPaths[0].benefits[2]),
    ],
    formHref: registrationFormHrefs.adults,
    formLinkLabel: text((t) => t.registrationPaths[0].formLinkLabel),
    waitingTimeHref: waitingTimeHrefs.adults,
    waitingTimeLinkLabel: text((t) => t.registrationPaths[0].waitingTimeLinkLabel),
    icon: UserRound,
  },
  {
    department: 'children',
    title: text((t) => t.registrationPaths[1].title),
    subtitle: text((t) => t.registrationPaths[1].subtitle),
    ageScope: childAndYouthAgeScope.offerWaitingTimeAndRegistrationPages.text,
    benefits: [
      text(
        (t) => t.registrationPaths[1].benefits[0],
        (locale) => ({ waitingTime: formatWaitSpan(headlineSpan('children'), locale) }),
      ),
      text((t) => t.registrationPaths[1].benefits[1]),
      text((t) => t.registrationPaths[1].benefits[2]),
    ],
    formHref: registrationFormHrefs.children,
    formLinkLabel: text((t) => t.registrationPaths[1].formLinkLabel),
    waitingTimeHref: waitingTimeHrefs.children,
    waitingTimeLinkLabel: text((t) => t.registrationPaths[1].waitingTimeLinkLabel),
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
    title: text((t) => t.registrationSteps[0].title),
    description: text((t) => t.registrationSteps[0].description),
    icon: ClipboardList,
  },
  {
    id: 'screening',
    title: text((t) => t.registrationSteps[1].title),
    description: text((t) => t.registrationSteps[1].description),
    icon: Search,
  },
  {
    id: 'contact',
    title: text((t) => t.registrationSteps[2].title),
    description: text((t) => t.registrationSteps[2].description),
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
    title: text((t) => t.registrationContactTiles[0].title),
    value: brand.phone,
    href: phoneHref(brand.phone),
    opensInNewTab: false,
    icon: Phone,
  },
  {
    id: 'email',
    title: text((t) => t.registrationContactTiles[1].title),
    value: brand.email,
    href: mailtoHref(brand.email),
    opensInNewTab: false,
    icon: Mail,
  },
  {
    id: 'address',
    title: text((t) => t.registrationContactTiles[2].title),
    value: 'Amsterdam & Zaandam',
    href: mapsSearchHref(mainLocation ? formatAddress(mainLocation) : 'Amsterdam'),
    opensInNewTab: true,
    icon: MapPin,
  },
];
