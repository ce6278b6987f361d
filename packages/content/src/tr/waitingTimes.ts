// The words of ../waitingTimes.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/waitingTimes.ts';

export default {
  waitingTimePartLabels: {
    registration: 'Başvurudan ilk değerlendirme görüşmesine',
    treatment: 'İlk değerlendirme görüşmesinden tedaviye',
  },
  waitingTimesAsOf: 'Rakamlar {date} itibarıyladır',
  waitingTimesAsOfStale: 'Bu rakamlar {date} itibarıyladır. Daha yeni rakamlar henüz yok.',
  // Above each location's waits, where a publication gives them per location.
  waitingTimesPerLocation: 'Bekleme süresi şubeye göre farklıdır.',
  waitingTimePartsExplanation:
    'Bekleme süremiz iki bölümden oluşur. Başvuru bekleme süresi, başvurudan bir terapistle yapılan ilk görüşmeye, yani ilk değerlendirme görüşmesine kadar geçen süredir. Tedavi bekleme süresi ise bu görüşmeden tedavinizin başlamasına kadar geçen süredir. Hollanda’daki ruh sağlığı hizmeti sağlayıcıları, Hollanda Sağlık Otoritesi’nin (NZa) kuralları gereği bekleme sürelerini bu iki bölüm hâlinde yayımlar.',
  waitingTimeCards: {
    adults: {
      title: 'Yetişkinler',
      description: 'Başvurudan ilk değerlendirme görüşmesine kadar',
      linkLabel: 'Yetişkinler için bekleme süresi hakkında daha fazla bilgi',
    },
    children: {
      title: 'Çocuklar ve gençler',
      description: 'Başvurudan tedavinin başlangıcına kadar',
      linkLabel: 'Çocuklar ve gençler için bekleme süresi hakkında daha fazla bilgi',
    },
    urgent: {
      title: 'Acil durumlar',
      description: 'Acil durumlarda sizi bir hafta içinde görmeye çalışırız',
      linkLabel: 'Acil durumda bize ulaşın',
    },
  },
  waitingTimeInfo: {
    adults: {
      title: 'Yetişkinler için bekleme süresi',
      description: 'Beklerken şikâyetleriniz kötüleşirse lütfen aile hekiminize başvurun.',
      longWait: 'Bunun uzun bir bekleme süresi olduğunu biliyoruz ve kısaltmak için çalışıyoruz.',
      screeningInfo:
        'Tüm bekleme süresi boyunca bizden haber almadan beklemeyeceksiniz. Başvurunuzdan sonraki 2 ila 4 hafta içinde ön değerlendirme ekibimiz sizi arar. Şikâyetlerinizi ve size doğru yardımı sunup sunamayacağımızı konuşuruz. Böylece durumunuzu kısa sürede öğrenirsiniz.',
      treeknormExceeded:
        'Bu süre, ruh sağlığı hizmetlerinde kabul edilen azami bekleme süresinden (Treeknorm) uzundur: başvurudan ilk değerlendirme görüşmesine kadar 4 hafta, bu görüşmeden tedavinin başlamasına kadar 10 hafta (toplam 14 hafta).',
      treeknormMayBeExceeded:
        'Bu süre, ruh sağlığı hizmetlerinde kabul edilen azami bekleme süresinden (Treeknorm) uzun olabilir: başvurudan ilk değerlendirme görüşmesine kadar 4 hafta, bu görüşmeden tedavinin başlamasına kadar 10 hafta (toplam 14 hafta).',
      mediationInfo:
        'Bu kadar uzun beklemek istemiyorsanız sağlık sigortası şirketinizle iletişime geçin. Şirketinizin aracılık hizmeti (zorgbemiddeling), daha erken başlayabileceğiniz bir hizmet sağlayıcı bulmanıza yardımcı olur. Önce bize başvurup ardından sağlık sigortası şirketinizden bu aracılık hizmetini de isteyebilirsiniz.',
      alertInfo:
        'Menzis ve Anderzorg sigortalıları için başvuru durduruldu: Menzis ile (Anderzorg dâhil) bu yıl için kararlaştırdığımız bütçe dolmuştur. Menzis veya Anderzorg sigortalısıysanız şu anda maalesef başvurunuzu kabul edemiyoruz. Sağlık sigortanız başka bir hizmet sağlayıcı bulmanıza yardımcı olabilir (zorgbemiddeling).',
    },
    children: {
      title: 'Çocuklar ve gençler için bekleme süresi',
      description:
        '23 yaşına kadar olan çocukların ve gençlerin hızlı yardım alması bizim için önemlidir: Böylece sorunlar büyümez ve çocuğunuz okuluna, arkadaşlarına ve ev hayatına daha çabuk döner.',
      screeningInfo:
        'Başvurudan sonra ön değerlendirme ekibimiz bilgileri ve sevk yazısını inceler. 2 ila 4 hafta içinde çocuğunuzla ilgili kısa bir görüşme için ebeveyn olarak sizi ararız. Ardından sizinle, ebeveynlerle ilk görüşmeyi planlarız.',
    },
    urgent: {
      title: 'Acil durumlar',
      description:
        'Durum acilse, örneğin şikâyetler hızla kötüleşiyorsa, sizi veya çocuğunuzu bir hafta içinde görmeye çalışırız. Bunun için sizi sevk eden kişiden bizi aramasını isteyin ya da kendiniz arayın. Hayati tehlike varsa 112’yi, intihar düşünceleriniz varsa 113’ü (0800-0113) arayın.',
    },
  },
} satisfies Translation<typeof source>;
