import type { Localized } from './locale.ts';

/** A value of the practice: a title and a sentence. */
export type Value = {
  id: string;
  title: Localized;
  description: Localized;
};

/**
 * The three core values, on the home page, the about page, the mission page and in the careers
 * 'about the practice' section: connection, diversity, customization (custom care). The about and
 * mission pages draw them with icons (coreValueCards in valueCards.ts).
 */
export const coreValues: readonly Value[] = [
  {
    id: 'connection',
    title: { nl: 'Verbinding', en: 'Connection', tr: 'Bağ kurmak' },
    description: {
      nl: 'Goede hulp begint met vertrouwen. We nemen de tijd om u te leren kennen en werken samen met u, uw naasten, uw huisarts en, bij kinderen, de school.',
      en: 'Good care starts with trust. We take the time to get to know you and work together with you, your loved ones, your GP and, for children, the school.',
      tr: 'İyi bir destek güvenle başlar. Sizi tanımak için zaman ayırır; sizinle, yakınlarınızla, aile hekiminizle ve çocuklar söz konusu olduğunda okulla birlikte çalışırız.',
    },
  },
  {
    id: 'diversity',
    title: { nl: 'Diversiteit', en: 'Diversity', tr: 'Çeşitlilik' },
    description: {
      nl: 'Iedereen is welkom, met elke achtergrond, taal of geloof. We houden rekening met uw cultuur en hoe in uw omgeving over psychische klachten wordt gedacht.',
      en: 'Everyone is welcome, whatever their background, language or faith. We take your culture into account, and how the people around you think about mental health.',
      tr: 'Geçmişi, dili veya inancı ne olursa olsun herkes hoş karşılanır. Kültürünüzü ve çevrenizde ruhsal sorunlara nasıl bakıldığını göz önünde bulundururuz.',
    },
  },
  {
    id: 'customization',
    title: { nl: 'Maatwerk', en: 'Tailored care', tr: 'Kişiye özel tedavi' },
    description: {
      nl: 'Geen twee mensen zijn hetzelfde. Daarom stemmen we de behandeling af op uw klachten, uw doelen en uw situatie: kort waar het kan, langer waar het nodig is.',
      en: 'No two people are the same. That is why we tailor treatment to your symptoms, your goals and your situation: short where possible, longer where needed.',
      tr: 'Hiçbir insan bir diğerinin aynısı değildir. Bu yüzden tedaviyi şikâyetlerinize, hedeflerinize ve durumunuza göre uyarlarız: mümkünse kısa, gerekiyorsa daha uzun.',
    },
  },
];
