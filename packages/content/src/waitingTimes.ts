import { hrefFor } from './pages.ts';
import { localeDescriptor, type Localized } from './locale.ts';
import { departments, type Department } from './department.ts';
import { formatLongDate, perLocale } from './yearFacts.ts';
import {
  formatWaitSpan,
  headlineSpan,
  waitingTimeFigures,
  waitingTimeParts,
  type WaitSpan,
  type WaitingTimePart,
} from './waitingTimeFigures.ts';

/** What each part measures, as a row label: the same words on every card and page. */
export const waitingTimePartLabels: Readonly<Record<WaitingTimePart, Localized>> = {
  registration: {
    nl: 'Van aanmelding tot intake',
    en: 'From registration to intake',
    tr: 'Başvurudan ilk değerlendirme görüşmesine',
  },
  treatment: {
    nl: 'Van intake tot behandeling',
    en: 'From intake to treatment',
    tr: 'İlk değerlendirme görüşmesinden tedaviye',
  },
};

export type WaitingTimeBreakdownRow = {
  part: WaitingTimePart;
  label: Localized;
  value: Localized;
};

/** A department's two waits as rows (label and value), in the order they happen. */
function breakdownOf(department: Department): readonly WaitingTimeBreakdownRow[] {
  return waitingTimeParts.map((part) => ({
    part,
    label: waitingTimePartLabels[part],
    value: perLocale((locale) => formatWaitSpan(waitingTimeFigures[department][part], locale)),
  }));
}

/** The date the figures hold for, in words: shown with the figures wherever they appear. */
export const waitingTimesAsOf: Localized = {
  nl: `Cijfers van ${formatLongDate(waitingTimeFigures.asOf, 'nl')}`,
  en: `Figures as of ${formatLongDate(waitingTimeFigures.asOf, 'en')}`,
  tr: `Rakamlar ${formatLongDate(waitingTimeFigures.asOf, 'tr')} itibarıyladır`,
};

/** A short, plain explanation of the two parts, with their official Dutch names in the Dutch text. */
export const waitingTimePartsExplanation: Localized = {
  nl: 'Onze wachttijd bestaat uit twee delen. De aanmeldwachttijd is de tijd van uw aanmelding tot het eerste gesprek met een behandelaar: de intake. De behandelwachttijd is de tijd van de intake tot het begin van uw behandeling. Zo maken aanbieders van psychische zorg hun wachttijden bekend, volgens de regels van de Nederlandse Zorgautoriteit (NZa).',
  en: 'Our waiting time has two parts. The wait for an intake runs from your registration to your first appointment with a practitioner, called the intake. The wait for treatment runs from the intake to the start of your treatment. Mental health providers in the Netherlands publish their waiting times in these two parts, under the rules of the Dutch Healthcare Authority (NZa).',
  tr: 'Bekleme süremiz iki bölümden oluşur. Başvuru bekleme süresi, başvurunuzdan bir terapistle yapacağınız ilk görüşmeye, yani ilk değerlendirme görüşmesine kadar geçen süredir. Tedavi bekleme süresi ise bu görüşmeden tedavinizin başlamasına kadar geçen süredir. Hollanda’daki ruh sağlığı hizmeti sağlayıcıları, Hollanda Sağlık Otoritesi’nin (NZa) kuralları gereği bekleme sürelerini bu iki bölüm hâlinde yayımlar.',
};

/** The three waiting-time summaries, one per department and urgent care; also the keys of the detail blocks. */
export const waitingTimeTypes = [...departments, 'urgent'] as const;
export type WaitingTimeType = (typeof waitingTimeTypes)[number];

/** Drives the progress bar: low 30 % green, medium 60 %, high and urgent 90 % red (docs/product-rules.md §4). */
export const waitingTimeStatuses = ['low', 'medium', 'high', 'urgent'] as const;
export type WaitingTimeStatus = (typeof waitingTimeStatuses)[number];

export const timeUnits = ['months', 'month', 'weeks'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** Progress-bar fill per status, in percent (docs/product-rules.md §4). */
export const waitingTimeStatusFill: Readonly<Record<WaitingTimeStatus, number>> = {
  low: 30,
  medium: 60,
  high: 90,
  urgent: 90,
};

export type WaitingTimeCard = {
  type: WaitingTimeType;
  title: Localized;
  /** The number part, as displayed: "3-6", "1", "0-1". */
  duration: string;
  unit: TimeUnit;
  /** True when the duration is an estimate ("about 1 month"). */
  approximate: boolean;
  /** Duration and unit as one phrase, for screen readers and running text. */
  durationText: Localized;
  status: WaitingTimeStatus;
  /** Where the card links to. */
  href: string;
  /** One line under the number. */
  description: Localized;
  linkLabel: Localized;
  /** The two parts of the wait (departments only; urgent has none). */
  breakdown?: readonly WaitingTimeBreakdownRow[];
};

/** A card's headline fields, from a span of the figures. */
function cardHeadline(span: WaitSpan): Pick<WaitingTimeCard, 'duration' | 'unit' | 'approximate' | 'durationText'> {
  return {
    duration: span.min === span.max ? String(span.max) : `${span.min}-${span.max}`,
    unit: span.unit === 'week' ? 'weeks' : span.max > 1 ? 'months' : 'month',
    approximate: span.approximate ?? false,
    durationText: perLocale((locale) => formatWaitSpan(span, locale)),
  };
}

/**
 * The three summary cards of /wachttijd (and the referrers page). Urgent has no waiting-time
 * page of its own; its card links to contact, because urgent cases start with a phone call.
 */
export const waitingTimeCards: readonly WaitingTimeCard[] = [
  {
    type: 'adults',
    title: { nl: 'Volwassenen', en: 'Adults', tr: 'Yetişkinler' },
    ...cardHeadline(headlineSpan('adults')),
    breakdown: breakdownOf('adults'),
    status: 'high',
    href: hrefFor('adultWaitingTime'),
    description: {
      nl: 'Vanaf uw aanmelding tot het begin van de intake',
      en: 'From your registration to the start of the intake',
      tr: 'Başvurunuzdan ilk değerlendirme görüşmesinin başlangıcına kadar',
    },
    linkLabel: {
      nl: 'Meer over de wachttijd voor volwassenen',
      en: 'More about the waiting time for adults',
      tr: 'Yetişkinler için bekleme süresi hakkında daha fazla bilgi',
    },
  },
  {
    type: 'children',
    title: { nl: 'Kinderen en jongeren', en: 'Children and young people', tr: 'Çocuklar ve gençler' },
    ...cardHeadline(headlineSpan('children')),
    breakdown: breakdownOf('children'),
    status: 'low',
    href: hrefFor('childWaitingTime'),
    description: {
      nl: 'Vanaf de aanmelding tot de start van de behandeling',
      en: 'From registration to the start of treatment',
      tr: 'Başvurudan tedavinin başlangıcına kadar',
    },
    linkLabel: {
      nl: 'Meer over de wachttijd voor kinderen en jongeren',
      en: 'More about the waiting time for children and young people',
      tr: 'Çocuklar ve gençler için bekleme süresi hakkında daha fazla bilgi',
    },
  },
  {
    type: 'urgent',
    title: { nl: 'Spoed', en: 'Urgent', tr: 'Acil durumlar' },
    ...cardHeadline(waitingTimeFigures.urgent),
    status: 'urgent',
    href: hrefFor('contact'),
    description: {
      nl: 'Bij spoed proberen we u binnen een week te zien',
      en: 'In urgent cases we try to see you within a week',
      tr: 'Acil durumlarda sizi bir hafta içinde görmeye çalışırız',
    },
    linkLabel: {
      nl: 'Neem contact op bij spoed',
      en: 'Contact us in urgent cases',
      tr: 'Acil durumda bize ulaşın',
    },
  },
];

export type WaitingTimeInfo = {
  type: WaitingTimeType;
  title: Localized;
  /** The current waiting time, as displayed: the summary card's headline, in words. */
  currentValue: Localized;
  /** The two parts of the wait (departments only; urgent has none). */
  breakdown?: readonly WaitingTimeBreakdownRow[];
  description: Localized;
  /** What the screening team does, where the page explains it. */
  screeningInfo?: Localized;
  /** A notice that needs attention (shown as an alert). */
  alertInfo?: Localized;
  /**
   * Where the wait is longer than the treeknorm: what the health insurer's care mediation
   * (zorgbemiddeling) can do, as the quality statute promises (§8).
   */
  mediationInfo?: Localized;
};

/** A span in words with a capital, as a value on its own ("Ongeveer 1 maand"). */
function currentValueOf(span: WaitSpan): Localized {
  return perLocale((locale) => {
    const text = formatWaitSpan(span, locale);
    return text.charAt(0).toLocaleUpperCase(localeDescriptor(locale).lang) + text.slice(1);
  });
}

/** The detail blocks of the waiting-time pages, one per type. */
export const waitingTimeInfo: Readonly<Record<WaitingTimeType, WaitingTimeInfo>> = {
  adults: {
    type: 'adults',
    title: {
      nl: 'Wachttijd volwassenen',
      en: 'Waiting time for adults',
      tr: 'Yetişkinler için bekleme süresi',
    },
    currentValue: currentValueOf(headlineSpan('adults')),
    breakdown: breakdownOf('adults'),
    description: {
      nl: 'We vinden deze wachttijd lang en werken eraan om die korter te maken. Wordt het in de tussentijd erger? Neem dan contact op met uw huisarts.',
      en: 'We think this wait is long, and we are working to make it shorter. If things get worse in the meantime, please contact your GP.',
      tr: 'Bu bekleme süresini uzun buluyor ve kısaltmak için çalışıyoruz. Bu arada durumunuz kötüleşirse lütfen aile hekiminize başvurun.',
    },
    screeningInfo: {
      nl: 'U hoeft niet de hele wachttijd af te wachten zonder iets te horen. Binnen 2 tot 4 weken na uw aanmelding belt ons screeningsteam u. We bespreken uw klachten en of wij de juiste hulp kunnen bieden. Zo weet u snel waar u aan toe bent.',
      en: 'You will not wait the whole time without hearing from us. Within 2 to 4 weeks of your registration, our screening team calls you. We discuss your symptoms and whether we can offer the right help, so you quickly know where you stand.',
      tr: 'Tüm bekleme süresi boyunca bizden haber almadan beklemeyeceksiniz. Başvurunuzdan sonraki 2 ila 4 hafta içinde ön değerlendirme ekibimiz sizi arar. Şikâyetlerinizi ve size doğru yardımı sunup sunamayacağımızı konuşuruz. Böylece durumunuzu kısa sürede öğrenirsiniz.',
    },
    mediationInfo: {
      nl: 'Deze wachttijd is langer dan de treeknorm: de maximale wachttijd die in de ggz is afgesproken, 4 weken tot de intake en 14 weken tot de start van de behandeling. Wilt u niet zo lang wachten? Neem dan contact op met uw zorgverzekeraar. Die helpt u via zorgbemiddeling een zorgaanbieder te vinden waar u eerder terechtkunt. U kunt zich ook eerst bij ons aanmelden en daarna om zorgbemiddeling vragen.',
      en: 'This is longer than the accepted maximum waiting time in mental health care (treeknorm): 4 weeks to the intake and 14 weeks to the start of treatment. If you would rather not wait this long, please contact your health insurer. Its care mediation service (zorgbemiddeling) helps you find a provider where you can start sooner. You can also register with us first and then ask your health insurer for care mediation.',
      tr: 'Bu süre, ruh sağlığı hizmetlerinde kabul edilen azami bekleme süresinden (treeknorm) uzundur: ilk değerlendirme görüşmesine kadar 4 hafta, tedavinin başlamasına kadar 14 hafta. Bu kadar uzun beklemek istemiyorsanız sağlık sigortası şirketinizle iletişime geçin. Şirketinizin aracılık hizmeti (zorgbemiddeling), daha erken başlayabileceğiniz bir hizmet sağlayıcı bulmanıza yardımcı olur. Önce bize başvurup ardından sağlık sigortası şirketinizden bu aracılık hizmetini de isteyebilirsiniz.',
    },
    alertInfo: {
      nl: 'Aanmeldstop voor verzekerden van Menzis en Anderzorg: het budget dat we met deze zorgverzekeraar hebben afgesproken is voor dit jaar op. Bent u bij Menzis of Anderzorg verzekerd? Dan kunnen we u op dit moment helaas niet aanmelden. Uw zorgverzekeraar helpt u bij het vinden van een andere zorgaanbieder (zorgbemiddeling).',
      en: 'Registrations closed for people insured with Menzis or Anderzorg: the budget we agreed with Menzis (which includes Anderzorg) for this year has been used up. If you are insured with Menzis or Anderzorg, we are sorry that we cannot accept your registration at the moment. Your health insurer can help you find another provider (care mediation).',
      tr: 'Menzis ve Anderzorg sigortalıları için başvuru durduruldu: Menzis ile (Anderzorg dahil) bu yıl için kararlaştırdığımız bütçe dolmuştur. Menzis veya Anderzorg sigortalısıysanız şu anda maalesef başvurunuzu kabul edemiyoruz. Sağlık sigortanız başka bir hizmet sağlayıcı bulmanıza yardımcı olabilir (zorgbemiddeling).',
    },
  },
  children: {
    type: 'children',
    title: {
      nl: 'Wachttijd kinderen en jongeren',
      en: 'Waiting time for children and young people',
      tr: 'Çocuklar ve gençler için bekleme süresi',
    },
    currentValue: currentValueOf(headlineSpan('children')),
    breakdown: breakdownOf('children'),
    description: {
      nl: 'We vinden het belangrijk dat kinderen en jongeren tot 23 jaar snel hulp krijgen. Problemen worden dan minder groot en uw kind kan weer verder met school, vrienden en thuis.',
      en: 'We believe children and young people up to 23 should get help quickly: problems stay smaller, and your child can get back to school, friends and home life.',
      tr: '23 yaşına kadar olan çocukların ve gençlerin hızlı yardım alması bizim için önemlidir: Böylece sorunlar büyümez ve çocuğunuz okuluna, arkadaşlarına ve ev hayatına daha çabuk döner.',
    },
    screeningInfo: {
      nl: 'Na de aanmelding bekijkt ons screeningsteam de gegevens en de verwijsbrief. Binnen 2 tot 4 weken bellen we u als ouder voor een kort gesprek over uw kind. Daarna plannen we het eerste gesprek met u als ouders.',
      en: 'After registration, our screening team reviews the details and the referral letter. Within 2 to 4 weeks we call you, the parent, for a short phone call about your child. We then arrange the first meeting with you as parents.',
      tr: 'Başvurudan sonra ön değerlendirme ekibimiz bilgileri ve sevk yazısını inceler. 2 ila 4 hafta içinde çocuğunuzla ilgili kısa bir görüşme için ebeveyn olarak sizi ararız. Ardından sizinle, ebeveynlerle ilk görüşmeyi planlarız.',
    },
  },
  urgent: {
    type: 'urgent',
    title: { nl: 'Spoed', en: 'Urgent cases', tr: 'Acil durumlar' },
    currentValue: currentValueOf(waitingTimeFigures.urgent),
    description: {
      nl: 'Is de situatie dringend? Bijvoorbeeld omdat de klachten snel erger worden? Dan proberen we u of uw kind binnen een week te zien. Laat uw verwijzer ons daarvoor bellen, of bel zelf. Bij direct gevaar belt u 112, en bij gedachten aan zelfmoord 113 (0800-0113).',
      en: 'If the situation is urgent, for example because symptoms are getting worse quickly, we try to see you or your child within a week. Ask your referrer to call us, or call us yourself. In immediate danger call 112, and if you are thinking about suicide call 113 (0800-0113).',
      tr: 'Durum acilse, örneğin şikâyetler hızla kötüleşiyorsa, sizi veya çocuğunuzu bir hafta içinde görmeye çalışırız. Bunun için sizi sevk eden kişiden bizi aramasını isteyin ya da kendiniz arayın. Hayati tehlike varsa 112’yi, intihar düşünceleriniz varsa 113’ü (0800-0113) arayın.',
    },
  },
};
