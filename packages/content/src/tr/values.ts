// The words of ../values.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/values.ts';

export default {
  coreValues: {
    connection: {
      title: 'Bağ kurmak',
      description:
        'İyi bir destek güvenle başlar. Sizi tanımak için zaman ayırır; sizinle, yakınlarınızla, aile hekiminizle ve çocuklar söz konusu olduğunda okulla birlikte çalışırız.',
    },
    diversity: {
      title: 'Çeşitlilik',
      description:
        'Geçmişi, dili veya inancı ne olursa olsun herkes hoş karşılanır. Kültürünüzü ve çevrenizde ruhsal sorunlara nasıl bakıldığını göz önünde bulundururuz.',
    },
    customization: {
      title: 'Kişiye özel tedavi',
      description:
        'Hiçbir insan bir diğerinin aynısı değildir. Bu yüzden tedaviyi şikâyetlerinize, hedeflerinize ve durumunuza göre uyarlarız: mümkünse kısa, gerekiyorsa daha uzun.',
    },
  },
} satisfies Translation<typeof source>;
