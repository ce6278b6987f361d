// The words of ../registrationChooser.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/registrationChooser.ts';

export default {
  registrationPaths: {
    adults: {
      title: 'Yetişkinler',
      subtitle: 'Bireysel terapi, çift terapisi veya grup terapisi',
      benefits: ['Ruhsal sorunların tedavisi', 'Temel sağlık sigortası tarafından karşılanır', 'Birden fazla dilde tedavi'],
      formLinkLabel: 'Yetişkin olarak başvurun',
      waitingTimeLinkLabel: 'Yetişkinler için bekleme süresini görün',
    },
    children: {
      title: 'Çocuklar ve gençler',
      subtitle: 'Değerlendirme ve tedavi',
      benefits: ['Kısa bekleme süresi: {waitingTime}', 'Sekiz belediye ve bölgeyle sözleşmeli', 'Kültüre duyarlı yaklaşım'],
      formLinkLabel: 'Bir çocuk veya genç için başvurun',
      waitingTimeLinkLabel: 'Çocuklar ve gençler için bekleme süresini görün',
    },
  },
  registrationSteps: {
    'online-registration': {
      title: 'Çevrim içi başvuru',
      description: 'Formu doldurur ve sevk yazısını eklersiniz. Bu yaklaşık on dakika sürer.',
    },
    screening: {
      title: 'Ön değerlendirme ekibimizin incelemesi',
      description:
        'Ön değerlendirme ekibimiz bilgilerinizi ve sevk yazısını inceler, size doğru yardımı sunup sunamayacağımızı değerlendirir.',
    },
    contact: {
      title: 'Sonraki adımlar için iletişim',
      description: '2 ila 4 hafta içinde sizi ararız. Bir sonraki adımın ne olduğunu ve ne zaman başlayabileceğinizi anlatırız.',
    },
  },
  registrationContactTiles: {
    phone: {
      title: 'Bizi arayın',
    },
    email: {
      title: 'Bize e-posta gönderin',
    },
    address: {
      title: 'Şubelerimiz',
    },
  },
} satisfies Translation<typeof source>;
