import type { Localized } from './locale.ts';
import { departments } from './department.ts';

/** The three waiting-time summaries, one per department and urgent care; also the keys of the detail blocks. */
export const waitingTimeTypes = [...departments, 'urgent'] as const;
export type WaitingTimeType = (typeof waitingTimeTypes)[number];

/** Drives the progress bar: low 30 % green, medium 60 %, high and urgent 90 % red (spec §4). */
export const waitingTimeStatuses = ['low', 'medium', 'high', 'urgent'] as const;
export type WaitingTimeStatus = (typeof waitingTimeStatuses)[number];

export const timeUnits = ['months', 'month', 'weeks'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** The unit words, already in the right number for how the cards use them. */
export const timeUnitLabels: Readonly<Record<TimeUnit, Localized>> = {
  months: { nl: 'maanden', en: 'months', tr: 'ay' },
  month: { nl: 'maand', en: 'month', tr: 'ay' },
  weeks: { nl: 'weken', en: 'weeks', tr: 'hafta' },
};

/** Progress-bar fill per status, in percent (spec §4). */
export const waitingTimeStatusFill: Readonly<Record<WaitingTimeStatus, number>> = {
  low: 30,
  medium: 60,
  high: 90,
  urgent: 90,
};

export const waitingTimeStatusLabels: Readonly<Record<WaitingTimeStatus, Localized>> = {
  low: { nl: 'Korte wachttijd', en: 'Short wait', tr: 'Kısa bekleme süresi' },
  medium: { nl: 'Gemiddelde wachttijd', en: 'Average wait', tr: 'Ortalama bekleme süresi' },
  high: { nl: 'Lange wachttijd', en: 'Long wait', tr: 'Uzun bekleme süresi' },
  urgent: { nl: 'Spoed', en: 'Urgent', tr: 'Acil' },
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
};

/**
 * The three summary cards of /wachttijd (and the referrers page). Urgent has no waiting-time
 * page of its own; its card links to contact, because urgent cases start with a phone call.
 */
export const waitingTimeCards: readonly WaitingTimeCard[] = [
  {
    type: 'adults',
    title: { nl: 'Volwassenen', en: 'Adults', tr: 'Yetişkinler' },
    duration: '3-6',
    unit: 'months',
    approximate: false,
    durationText: { nl: '3 tot 6 maanden', en: '3 to 6 months', tr: '3 ila 6 ay' },
    status: 'high',
    href: '/volwassenen/wachttijd',
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
    title: { nl: 'Kinderen en jongeren', en: 'Children and youth', tr: 'Çocuklar ve gençler' },
    duration: '1',
    unit: 'month',
    approximate: true,
    durationText: { nl: 'ongeveer 1 maand', en: 'about 1 month', tr: 'yaklaşık 1 ay' },
    status: 'low',
    href: '/kind-jeugd/wachttijd',
    description: {
      nl: 'Vanaf de aanmelding tot de start van de hulp',
      en: 'From registration to the start of care',
      tr: 'Başvurudan desteğin başlangıcına kadar',
    },
    linkLabel: {
      nl: 'Meer over de wachttijd voor kinderen en jongeren',
      en: 'More about the waiting time for children and youth',
      tr: 'Çocuklar ve gençler için bekleme süresi hakkında daha fazla bilgi',
    },
  },
  {
    type: 'urgent',
    title: { nl: 'Spoed', en: 'Urgent', tr: 'Acil durumlar' },
    duration: '0-1',
    unit: 'weeks',
    approximate: false,
    durationText: { nl: '0 tot 1 week', en: '0 to 1 week', tr: '0 ila 1 hafta' },
    status: 'urgent',
    href: '/contact',
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
  /** The current waiting time, as displayed. */
  currentValue: Localized;
  description: Localized;
  /** What the screening team does, where the page explains it. */
  screeningInfo?: Localized;
  /** A notice that needs attention (shown as an alert). */
  alertInfo?: Localized;
};

/** The detail blocks of the waiting-time pages, one per type. */
export const waitingTimeInfo: Readonly<Record<WaitingTimeType, WaitingTimeInfo>> = {
  adults: {
    type: 'adults',
    title: {
      nl: 'Wachttijd volwassenen',
      en: 'Waiting time for adults',
      tr: 'Yetişkinler için bekleme süresi',
    },
    currentValue: { nl: '3 tot 6 maanden', en: '3 to 6 months', tr: '3 ila 6 ay' },
    description: {
      nl: 'De wachttijd voor volwassenen is op dit moment 3 tot 6 maanden. Dat is de tijd vanaf uw aanmelding tot het begin van de intake. We vinden dat lang en werken eraan om de wachttijd korter te maken. Wordt het in de tussentijd erger? Neem dan contact op met uw huisarts.',
      en: 'The waiting time for adults is currently 3 to 6 months. This is the time from your registration to the start of the intake. We think that is long, and we are working to make it shorter. If things get worse in the meantime, please contact your GP.',
      tr: 'Yetişkinler için bekleme süresi şu anda 3 ila 6 aydır. Bu, başvurunuzdan ilk değerlendirme görüşmesinin başlangıcına kadar geçen süredir. Bu süreyi uzun buluyor ve kısaltmak için çalışıyoruz. Bu arada durumunuz kötüleşirse lütfen aile hekiminize başvurun.',
    },
    screeningInfo: {
      nl: 'U hoeft niet de hele wachttijd af te wachten zonder iets te horen. Binnen 2 tot 4 weken na uw aanmelding belt ons screeningsteam u. We bespreken uw klachten en of wij de juiste hulp kunnen bieden. Zo weet u snel waar u aan toe bent.',
      en: 'You will not wait the whole time without hearing from us. Within 2 to 4 weeks of your registration, our screening team calls you. We discuss your symptoms and whether we can offer the right help, so you quickly know where you stand.',
      tr: 'Tüm bekleme süresi boyunca bizden haber almadan beklemeyeceksiniz. Başvurunuzdan sonraki 2 ila 4 hafta içinde ön değerlendirme ekibimiz sizi arar. Şikâyetlerinizi ve size doğru yardımı sunup sunamayacağımızı konuşuruz. Böylece durumunuzu kısa sürede öğrenirsiniz.',
    },
    alertInfo: {
      nl: 'Aanmeldstop voor verzekerden van Menzis en Anderzorg: het budget dat we met deze zorgverzekeraar hebben afgesproken is voor dit jaar op. Bent u bij Menzis of Anderzorg verzekerd? Dan kunnen we u op dit moment helaas niet aanmelden. Uw zorgverzekeraar helpt u bij het vinden van een andere zorgaanbieder (zorgbemiddeling).',
      en: 'Registration stop for people insured with Menzis and Anderzorg: the budget agreed with this health insurer has been used up for this year. Are you insured with Menzis or Anderzorg? Unfortunately we cannot register you at the moment. Your health insurer can help you find another provider (care mediation).',
      tr: 'Menzis ve Anderzorg sigortalıları için başvuru durduruldu: Bu sigorta şirketiyle kararlaştırdığımız bu yılki bütçe dolmuştur. Menzis veya Anderzorg sigortalısıysanız şu anda maalesef başvurunuzu kabul edemiyoruz. Sağlık sigortanız başka bir hizmet sağlayıcı bulmanıza yardımcı olabilir (zorgbemiddeling).',
    },
  },
  children: {
    type: 'children',
    title: {
      nl: 'Wachttijd kinderen en jongeren',
      en: 'Waiting time for children and youth',
      tr: 'Çocuklar ve gençler için bekleme süresi',
    },
    currentValue: { nl: 'Ongeveer 1 maand', en: 'About 1 month', tr: 'Yaklaşık 1 ay' },
    description: {
      nl: 'Voor kinderen en jongeren tot 23 jaar is de wachttijd op dit moment ongeveer 1 maand. We vinden het belangrijk dat kinderen snel hulp krijgen. Problemen worden dan minder groot en uw kind kan weer verder met school, vrienden en thuis.',
      en: 'For children and young people up to 23, the waiting time is currently about 1 month. We believe children should get help quickly: problems stay smaller, and your child can get back to school, friends and home life.',
      tr: '23 yaşına kadar olan çocuklar ve gençler için bekleme süresi şu anda yaklaşık 1 aydır. Çocukların hızlı yardım alması bizim için önemlidir: Böylece sorunlar büyümez ve çocuğunuz okuluna, arkadaşlarına ve ev hayatına daha çabuk döner.',
    },
    screeningInfo: {
      nl: 'Na de aanmelding bekijkt ons screeningsteam de gegevens en de verwijsbrief. Binnen 2 tot 4 weken bellen we u als ouder voor een kort gesprek over uw kind. Daarna plannen we het eerste gesprek met u als ouders.',
      en: 'After registration, our screening team reviews the details and the referral letter. Within 2 to 4 weeks we call you, the parent, for a short conversation about your child. Then we schedule the first meeting with you as parents.',
      tr: 'Başvurudan sonra ön değerlendirme ekibimiz bilgileri ve sevk mektubunu inceler. 2 ila 4 hafta içinde çocuğunuzla ilgili kısa bir görüşme için ebeveyn olarak sizi ararız. Ardından sizinle, ebeveynlerle ilk görüşmeyi planlarız.',
    },
  },
  urgent: {
    type: 'urgent',
    title: { nl: 'Spoed', en: 'Urgent cases', tr: 'Acil durumlar' },
    currentValue: { nl: '0 tot 1 week', en: '0 to 1 week', tr: '0 ila 1 hafta' },
    description: {
      nl: 'Is de situatie dringend? Bijvoorbeeld omdat de klachten snel erger worden? Dan proberen we u of uw kind binnen een week te zien. Laat uw verwijzer ons daarvoor bellen, of bel zelf. Bij direct gevaar belt u 112, en bij gedachten aan zelfmoord 113 (0800-0113).',
      en: 'Is the situation urgent, for example because symptoms are getting worse quickly? Then we try to see you or your child within a week. Ask your referrer to call us, or call yourself. In immediate danger call 112, and if you are thinking about suicide call 113 (0800-0113).',
      tr: 'Durum acil mi, örneğin şikâyetler hızla kötüleşiyor mu? O zaman sizi veya çocuğunuzu bir hafta içinde görmeye çalışırız. Bunun için sizi yönlendiren kişiden bizi aramasını isteyin ya da kendiniz arayın. Doğrudan tehlike varsa 112’yi, intihar düşünceleriniz varsa 113’ü (0800-0113) arayın.',
    },
  },
};
