// The words of ../registration.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/registration.ts';

export default {
  departmentCallsToAction: {
    adults: {
      title: 'İlk adımı atmaya hazır mısınız?',
      text: 'Aile hekiminizden aldığınız sevk yazısıyla başvurun; ardından ön değerlendirme ekibimiz sizinle iletişime geçer. Hâlâ emin değil misiniz? Bizi arayabilirsiniz.',
      registerLabel: 'Yetişkin başvurusu yapın',
      waitingTimeLabel: 'Yetişkinler için bekleme süresi',
      waitingTimeInfo: 'Başvurudan ilk değerlendirme görüşmesine kadar şu anki bekleme süresi: {waitingTime}.',
    },
    children: {
      title: 'Çocuğunuz için uzun süre beklemeden destek',
      text: 'Çocuğunuz için aile hekiminden, çocuk sağlığı hekiminden, uzman doktordan veya mahalle ekibinden alınan sevk yazısıyla başvurun. Ardından bir sonraki adımı birlikte atmak için sizi ararız.',
      registerLabel: 'Çocuk veya genç başvurusu yapın',
      waitingTimeLabel: 'Çocuklar ve gençler için bekleme süresi',
      waitingTimeInfo: 'Şu anki bekleme süresi: {waitingTime}.',
    },
  },
  referralRequirements: {
    adults: {
      referrers: ['Aile hekimi'],
      letterMustInclude: [
        'Sevkin tarihi (tedavi başlamadan önce)',
        'Sevk eden kişinin adı, mesleği ve AGB kodu',
        'DSM-5’e göre şüphelenilen ruhsal rahatsızlık',
        'Danışanın adı ve doğum tarihi',
      ],
      note: 'Yalnızca ilişki sorunları, iş sorunları veya uyum bozukluğu için yapılan tedaviyi temel sağlık sigortası, sevk olsa bile karşılamaz.',
    },
    children: {
      referrers: [
        'Aile hekimi',
        'Çocuk doktoru gibi bir uzman doktor',
        'Çocuk sağlığı hekimi (jeugdarts)',
        'Mahalle ekibinden (wijkteam) veya Ebeveyn ve Çocuk Ekibi’nden (Ouder- en Kindteam) bir çalışan',
      ],
      referrersNote:
        '18 ile 23 yaş arasındaki gençler için yalnızca aile hekimi veya bir uzman doktor sevk edebilir (Sağlık Sigortası Yasası, Zorgverzekeringswet).',
      letterMustInclude: [
        'Sevkin tarihi',
        'Sevk eden kişinin adı, mesleği ve AGB kodu (veya mahalle ekibinin bilgileri)',
        'Sevk nedeni: hangi şikâyetlerin veya soruların olduğu',
        'Danışanın adı ve doğum tarihi',
      ],
      note: 'Masraflarını belediyenin karşıladığı destek için çocuk ve genç ruh sağlığı hizmetlerine sevk gerekir. Sevk mahalle ekibinden geliyorsa bu çoğu zaman belediyenin verdiği bir karardır (beschikking).',
    },
  },
} satisfies Translation<typeof source>;
