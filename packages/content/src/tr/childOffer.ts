// The words of ../childOffer.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childOffer.ts';

export default {
  childOfferMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Çocuğunuz düşüncelerin, duyguların ve davranışların birbirine nasıl bağlı olduğunu öğrenir. Kendisine uygun alıştırmalarla farklı düşünmeyi ve yeni şeyler denemeyi öğrenir.',
    },
    emdr: {
      description:
        'Sarsıcı bir olay yaşamış çocuklar için. EMDR, kötü anıların yoğunluğunu azaltır; böylece çocuğunuzu daha az rahatsız ederler.',
    },
    'play-therapy': {
      description:
        'Küçük çocuklar hissettiklerini her zaman kelimelerle anlatamaz ama oyunda gösterebilirler. Oyun terapisti çocuğunuzun duygularını bu yolla işlemesine yardımcı olur.',
    },
    'systemic-therapy': {
      description:
        'Bir çocuğun sorunları tüm aileyi etkiler. Sistemik terapide aileyle birlikte konuşur, evdeki durumu iyileştirmek için herkesin neler yapabileceğini birlikte ararız.',
    },
    'parent-guidance': {
      title: 'Ebeveyn rehberliği',
      description:
        'Çocuğunuza evde yardımcı olabilmeniz için bilgi, destek ve pratik öneriler alırsınız. Böylece çocuğunuzun tedavide öğrendikleri evde de devam eder.',
    },
    psychodiagnostics: {
      title: 'Psikolojik değerlendirme',
      description:
        'Bazen önce durumu netleştirmek gerekir. Görüşmeler, soru formları ve testlerle neler olup bittiğini araştırırız; örneğin dikkat, otizm veya öğrenmeyle ilgili sorularda.',
    },
    mindfulness: {
      title: 'Çocuklar ve gençler için bilinçli farkındalık',
      description:
        'Basit alıştırmalarla çocuğunuz dikkatini şu ana vermeyi öğrenir. Bu, kaygılı düşünceler, stres ve huzursuzlukla baş etmeye yardımcı olur.',
    },
    'social-skills-training': {
      title: 'Sosyal beceri eğitimi',
      description:
        'Küçük bir grupta çocuklar iletişim kurmayı, kendi hakkını savunmayı ve iş birliği yapmayı alıştırmalarla öğrenir. Yalnız olmadıklarını fark ederler.',
    },
    psychoeducation: {
      description: 'Çocuğunuza ve size neler olduğunu sade bir dille anlatırız. Bunu anladığınızda daha iyi başa çıkabilirsiniz.',
    },
  },
  childExclusionCriteria: {
    forensic: {
      title: 'Mahkemenin zorunlu kıldığı yardım',
      description: 'Örneğin yardım çocuk mahkemesi veya gençlik denetimli serbestlik birimi tarafından zorunlu kılındığında.',
    },
    crisis: {
      title: 'Kriz durumları',
      description:
        'Evde ya da çocuğunuz için acil bir tehlike mi var? Aile hekiminizi, nöbetçi aile hekimini veya hayati tehlike varsa 112’yi arayın.',
    },
    'eating-disorder': {
      title: 'Yeme bozuklukları',
      description:
        'Yeme bozukluğu olan çocukların, çoğu zaman bir çocuk doktoruyla birlikte yürütülen uzman bir tedaviye ihtiyacı vardır.',
    },
    addiction: {
      title: 'Bağımlılık',
      description: 'Alkol, uyuşturucu veya oyun bağımlılığında en doğru yer gençlere yönelik bağımlılık tedavi hizmetleridir.',
    },
    'mild-intellectual-disability': {
      title: 'Hafif zihinsel yetersizlik',
      description:
        'Hafif zihinsel yetersizliği olan çocukları, onların ihtiyaçlarına göre düzenlenmiş bir hizmete yönlendiririz.',
    },
  },
} satisfies Translation<typeof source>;
