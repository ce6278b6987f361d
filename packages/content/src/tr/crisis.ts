// The words of ../crisis.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/crisis.ts';

export default {
  crisisLines: {
    emergency: {
      name: 'Acil çağrı numarası 112',
      availability: 'Gece gündüz',
      description: 'Hayati tehlike varsa hemen 112’yi arayın.',
    },
    'suicide-prevention': {
      name: '113 İntihar Önleme Hattı',
      availability: 'Gece gündüz, adınızı vermeden',
      description:
        'İntihar etmeyi düşünüyorsanız ya da başka biri için endişeleniyorsanız 0800-0113’ü (ücretsiz) veya 113’ü arayın ya da 113.nl üzerinden çevrim içi sohbet edin.',
    },
    gp: {
      name: 'Aile hekimi veya nöbetçi aile hekimi (huisartsenpost)',
      availability: 'Gündüz kendi aile hekiminiz; akşamları, geceleri ve hafta sonları nöbetçi aile hekimi',
      description:
        'Acil yardıma ihtiyacınız var ama hayati tehlike yoksa aile hekiminizi arayın. Mesai saatleri dışında bölgenizdeki nöbetçi aile hekimini (huisartsenpost) arayın.',
    },
  },
  notACrisisService: 'Ankerlicht GGZ bir kriz servisi değildir. Ekibimize yalnızca mesai saatlerinde ulaşılabilir.',
} satisfies Translation<typeof source>;
