import { hrefFor } from './pages.ts';
import type { Localized } from './locale.ts';
import type { Department } from './department.ts';
import { formatWaitSpan, headlineSpan, waitingTimeFigures } from './waitingTimeFigures.ts';

export const registrationFormHrefs: Readonly<Record<Department, string>> = {
  adults: hrefFor('adultRegistration'),
  children: hrefFor('childRegistration'),
};

export const waitingTimeHrefs: Readonly<Record<Department, string>> = {
  adults: hrefFor('adultWaitingTime'),
  children: hrefFor('childWaitingTime'),
};

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
