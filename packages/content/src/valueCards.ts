import type { Value } from './values.ts';
import { coreValues } from './values.ts';
import { Compass, GraduationCap, Handshake, Languages, Users, type Icon } from './icons.ts';

/**
 * The values as tiles with an icon: the core values (the about and mission pages) and the team
 * page's. A module of its own, apart from values.ts, so the pages that list the core values as
 * text (home, careers) load none of these icons.
 */
export type ValueCard = Value & { icon: Icon };

const coreValueIcons: Readonly<Record<string, Icon>> = { connection: Handshake, diversity: Languages, customization: Compass };

/** The core values (values.ts) with their icons. */
export const coreValueCards: readonly ValueCard[] = coreValues.map((value) => {
  const icon = coreValueIcons[value.id];
  if (!icon) throw new Error(`No icon for the core value ${value.id}`);
  return { ...value, icon };
});

/** The three cards at the top of the team page. */
export const teamValues: readonly ValueCard[] = [
  {
    id: 'diversity',
    title: { nl: 'Diversiteit', en: 'Diversity', tr: 'Çeşitlilik' },
    description: {
      nl: 'Ons team is net zo divers als Amsterdam en de Zaanstreek. We hebben wortels in Nederland, Turkije, Marokko, Suriname en verder. Daardoor begrijpen we vaak snel waar u vandaan komt, ook in uw eigen taal.',
      en: 'Our team is as diverse as Amsterdam and the Zaan region. Our roots are in the Netherlands, Turkey, Morocco, Suriname and beyond. That often helps us understand your background quickly, and in your own language too.',
      tr: 'Ekibimiz Amsterdam ve Zaan bölgesi kadar çeşitlidir. Köklerimiz Hollanda’da, Türkiye’de, Fas’ta, Surinam’da ve daha birçok yerde. Bu sayede nereden geldiğinizi, çoğu zaman kendi dilinizde, çabucak anlayabiliyoruz.',
    },
    icon: Languages,
  },
  {
    id: 'multidisciplinary',
    title: { nl: 'Multidisciplinair', en: 'Multidisciplinary', tr: 'Multidisipliner' },
    description: {
      nl: 'Psychologen, therapeuten, psychiaters en een verpleegkundig specialist werken bij ons samen. In overleg kijken we welke kennis u nodig hebt, zodat u de juiste hulp krijgt.',
      en: 'Psychologists, therapists, psychiatrists and a nurse specialist work together at Ankerlicht GGZ. Together we look at which expertise you need, so you get the right help.',
      tr: 'Ekibimizde psikologlar, terapistler, psikiyatristler ve uzman hemşire birlikte çalışır. Doğru yardımı almanız için hangi uzmanlığa ihtiyacınız olduğunu ekip olarak birlikte değerlendiririz.',
    },
    icon: Users,
  },
  {
    id: 'professional-development',
    title: {
      nl: 'Professionele ontwikkeling',
      en: 'Professional development',
      tr: 'Mesleki gelişim',
    },
    description: {
      nl: 'We blijven leren. Onze behandelaars volgen scholing, krijgen supervisie en bespreken hun werk met elkaar. Sinds 2024 leiden we ook GZ-psychologen op.',
      en: 'We keep learning. Our practitioners take courses, receive supervision and review their work together. Since 2024 we also train healthcare psychologists (GZ-psychologists).',
      tr: 'Öğrenmeye devam ediyoruz. Terapistlerimiz eğitimlere katılır, süpervizyon alır ve çalışmalarını birlikte değerlendirir. 2024’ten bu yana sağlık psikoloğu (GZ-psycholoog) da yetiştiriyoruz.',
    },
    icon: GraduationCap,
  },
];
