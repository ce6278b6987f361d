// The words of ../valueCards.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/valueCards.ts';

export default {
  teamValues: {
    diversity: {
      title: 'Çeşitlilik',
      description:
        'Ekibimiz Amsterdam ve Zaan bölgesi kadar çeşitlidir. Köklerimiz Hollanda’da, Türkiye’de, Fas’ta, Surinam’da ve daha birçok yerde. Bu sayede nereden geldiğinizi, çoğu zaman kendi dilinizde, çabucak anlayabiliyoruz.',
    },
    multidisciplinary: {
      title: 'Multidisipliner',
      description:
        'Ekibimizde psikologlar, terapistler, psikiyatristler ve uzman hemşire birlikte çalışır. Doğru yardımı almanız için hangi uzmanlığa ihtiyacınız olduğunu ekip olarak birlikte değerlendiririz.',
    },
    'professional-development': {
      title: 'Mesleki gelişim',
      description:
        'Öğrenmeye devam ediyoruz. Terapistlerimiz eğitimlere katılır, süpervizyon alır ve çalışmalarını birlikte değerlendirir. 2024’ten bu yana sağlık psikoloğu (GZ-psycholoog) da yetiştiriyoruz.',
    },
  },
} satisfies Translation<typeof source>;
