import type { Localized } from './locale.ts';

// In a module of its own, without top-level calls, so the footer and the home page, which show
// it on every route, do not pull the rest of facts.ts into the entry chunk.

export const crisisLineIds = ['emergency', 'suicide-prevention', 'gp'] as const;
export type CrisisLineId = (typeof crisisLineIds)[number];

export type CrisisLine = {
  id: CrisisLineId;
  name: Localized;
  /** Number to dial, as displayed; absent when it depends on where you live. */
  phone?: string;
  /** A shorter number that also works, as displayed. */
  shortNumber?: string;
  availability: Localized;
  description: Localized;
};

/**
 * Where to go when it cannot wait. Ankerlicht is not a crisis service; every page that talks
 * about urgency points here.
 */
export const crisisLines: readonly CrisisLine[] = [
  {
    id: 'emergency',
    name: { nl: 'Alarmnummer 112', en: 'Emergency number 112', tr: 'Acil çağrı numarası 112' },
    phone: '112',
    availability: { nl: 'Dag en nacht', en: 'Day and night', tr: 'Gece gündüz' },
    description: {
      nl: 'Is er direct levensgevaar? Bel dan 112.',
      en: 'Is someone’s life in danger right now? Call 112.',
      tr: 'Hayati tehlike varsa hemen 112’yi arayın.',
    },
  },
  {
    id: 'suicide-prevention',
    name: { nl: '113 Zelfmoordpreventie', en: '113 Suicide Prevention', tr: '113 İntihar Önleme Hattı' },
    phone: '0800-0113',
    shortNumber: '113',
    availability: {
      nl: 'Dag en nacht, gratis en anoniem',
      en: 'Day and night, free and anonymous',
      tr: 'Gece gündüz, ücretsiz ve adınızı vermeden',
    },
    description: {
      nl: 'Denkt u aan zelfmoord, of maakt u zich zorgen om iemand? Bel gratis 0800-0113 of 113, of chat via 113.nl.',
      en: 'Are you thinking about suicide, or worried about someone? Call 0800-0113 (free) or 113, or chat at 113.nl.',
      tr: 'İntihar etmeyi düşünüyorsanız ya da başka biri için endişeleniyorsanız 0800-0113’ü (ücretsiz) veya 113’ü arayın ya da 113.nl üzerinden çevrim içi sohbet edin.',
    },
  },
  {
    id: 'gp',
    name: {
      nl: 'Huisarts of huisartsenpost',
      en: 'Your GP or the out-of-hours GP service',
      tr: 'Aile hekimi veya nöbetçi aile hekimi (huisartsenpost)',
    },
    availability: {
      nl: 'Overdag uw eigen huisarts; ’s avonds, ’s nachts en in het weekend de huisartsenpost',
      en: 'Your own GP during the day; the out-of-hours GP service in the evening, at night and at weekends',
      tr: 'Gündüz kendi aile hekiminiz; akşamları, geceleri ve hafta sonları nöbetçi aile hekimi',
    },
    description: {
      nl: 'Hebt u dringend hulp nodig, maar is er geen direct levensgevaar? Bel uw huisarts. Buiten kantoortijden belt u de huisartsenpost in uw regio.',
      en: 'Do you need help urgently, but no one’s life is in immediate danger? Call your GP. Outside office hours, call the out-of-hours GP service in your area.',
      tr: 'Acil yardıma ihtiyacınız var ama hayati tehlike yoksa aile hekiminizi arayın. Mesai saatleri dışında bölgenizdeki nöbetçi aile hekimini (huisartsenpost) arayın.',
    },
  },
];

/** Ankerlicht does not offer crisis care: the sentence every urgency notice starts with. */
export const notACrisisService: Localized = {
  nl: 'Ankerlicht GGZ is geen crisisdienst. Ons team is alleen tijdens kantoortijden bereikbaar.',
  en: 'Ankerlicht GGZ is not a crisis service. Our team can only be reached during office hours.',
  tr: 'Ankerlicht GGZ bir kriz servisi değildir. Ekibimize yalnızca mesai saatlerinde ulaşılabilir.',
};
