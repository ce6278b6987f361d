import type { Localized } from './locale.ts';
import { deductible } from './facts.ts';
import { formatEuros } from './yearFacts.ts';

export type InsurerGroup = {
  id: string;
  /** The group's name, a proper noun written the same in every language. */
  name: string;
  /** The labels (brands) a visitor may know from their insurance card. */
  brands: readonly string[];
  /** True while registrations for people insured with this group are stopped. */
  registrationStop: boolean;
};

/**
 * The eight insurer groups of the Dutch market we have contracts with (adult financing,
 * referrers). One is flagged: its agreed budget ("omzetplafond") for this year is used up.
 */
export const insurerGroups: readonly InsurerGroup[] = [
  {
    id: 'achmea',
    name: 'Achmea',
    brands: ['Zilveren Kruis', 'De Friesland', 'FBTO', 'Interpolis', 'Pro Life'],
    registrationStop: false,
  },
  {
    id: 'vgz',
    name: 'VGZ',
    brands: ['VGZ', 'Univé', 'IZA', 'IZZ', 'UMC', 'Zekur', 'Bewuzt'],
    registrationStop: false,
  },
  {
    id: 'cz',
    name: 'CZ',
    brands: ['CZ', 'CZdirect', 'OHRA', 'Nationale-Nederlanden'],
    registrationStop: false,
  },
  {
    id: 'menzis',
    name: 'Menzis',
    brands: ['Menzis', 'Anderzorg'],
    registrationStop: true,
  },
  {
    id: 'dsw',
    name: 'DSW',
    brands: ['DSW', 'Stad Holland', 'inTwente'],
    registrationStop: false,
  },
  {
    id: 'onvz',
    name: 'ONVZ',
    brands: ['ONVZ', 'PNOzorg', 'VvAA'],
    registrationStop: false,
  },
  {
    id: 'zorg-en-zekerheid',
    name: 'Zorg en Zekerheid',
    brands: ['Zorg en Zekerheid', 'AZVZ'],
    registrationStop: false,
  },
  {
    id: 'eno',
    name: 'Eno',
    brands: ['Salland Zorgverzekeringen', 'ZorgDirect', 'HollandZorg'],
    registrationStop: false,
  },
];

/** The red notice on the adult financing page, about the flagged insurer group. */
export const registrationStopNotice: { title: Localized; text: Localized } = {
  title: {
    nl: 'Aanmeldstop Menzis en Anderzorg',
    en: 'Registrations closed for Menzis and Anderzorg',
    tr: 'Menzis ve Anderzorg sigortalılarından yeni başvuru alınmıyor',
  },
  text: {
    nl: 'Het budget dat we met Menzis hebben afgesproken, is voor dit jaar op. Bent u verzekerd bij Menzis of Anderzorg? Dan kunnen we u op dit moment helaas niet aanmelden. Uw zorgverzekeraar helpt u gratis bij het vinden van een andere zorgaanbieder. Zodra we weer aanmeldingen aannemen, staat dat op deze pagina.',
    en: 'The budget we agreed with Menzis has been used up for this year. If you are insured with Menzis or Anderzorg, we are unfortunately unable to accept your registration at the moment. Your health insurer will help you find another provider free of charge. As soon as we accept registrations again, we will say so on this page.',
    tr: 'Menzis ile kararlaştırdığımız bu yılki bütçe dolmuştur. Menzis veya Anderzorg sigortalısıysanız şu anda maalesef başvurunuzu kabul edemiyoruz. Sağlık sigortanız başka bir hizmet sağlayıcı bulmanıza ücretsiz olarak yardımcı olur. Yeniden başvuru kabul etmeye başladığımızda bunu bu sayfada duyuracağız.',
  },
};

/** How adult care is paid for: the lead of the adult financing page. */
export const adultReimbursement: { title: Localized; paragraphs: readonly Localized[] } = {
  title: {
    nl: 'Vergoeding van uw behandeling',
    en: 'How your treatment is paid for',
    tr: 'Tedavinizin masrafları nasıl karşılanır?',
  },
  paragraphs: [
    {
      nl: 'Psychologische zorg voor volwassenen valt onder de basisverzekering. Iedereen in Nederland heeft die verzekering. U hebt er dus geen aanvullende verzekering voor nodig. Wel is een verwijsbrief van uw huisarts nodig.',
      en: 'Psychological care for adults is covered by basic health insurance, which everyone in the Netherlands has. You do not need supplementary insurance for it. You do need a referral letter from your GP.',
      tr: 'Yetişkinlere yönelik psikolojik tedavi, Hollanda’da herkesin sahip olduğu temel sağlık sigortası kapsamındadır. Bunun için ek sigortaya ihtiyacınız yoktur. Ancak aile hekiminizden bir sevk yazısı almanız gerekir.',
    },
    {
      nl: `We hebben contracten met alle zorgverzekeraars hieronder. Wij sturen de rekening rechtstreeks naar uw verzekeraar. U betaalt alleen uw eigen risico, als u dat dat jaar nog niet hebt opgemaakt. In ${deductible.year} is dat ${formatEuros(deductible.euros, 'nl')}.`,
      en: `We have contracts with all the health insurers below. We send the bill directly to your insurer. All you pay is your deductible, unless you have already used it up that year. In ${deductible.year} the deductible is ${formatEuros(deductible.euros, 'en')}.`,
      tr: `Aşağıdaki tüm sağlık sigortası şirketleriyle sözleşmemiz var. Faturayı doğrudan sağlık sigortası şirketinize göndeririz. Siz yalnızca, o yılki kendi payınızın (eigen risico) tamamını henüz ödemediyseniz bu payı ödersiniz. ${deductible.year} yılında bu tutar ${formatEuros(deductible.euros, 'tr')} olarak belirlenmiştir.`,
    },
  ],
};
