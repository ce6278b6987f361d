// The words of ../childTreatments.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childTreatments.ts';

export default {
  childTreatmentMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Bilişsel davranışçı terapi kaygı, çökkünlük, takıntılar ve başarısızlık korkusunda yardımcı olur. Çocuğunuz kendi düşüncelerini fark etmeyi ve sorgulamayı öğrenir: Bu gerçekten doğru mu? Alıştırmalar, çalışma sayfaları ve evde yapılacak küçük görevlerle yeni davranışları adım adım dener. Küçük çocuklarla resim ve oyunlar, ergenlerle daha çok sohbet kullanırız.',
    },
    'play-therapy': {
      description:
        'Oyun terapisi yaklaşık 4 ila 12 yaş arasındaki çocuklar içindir. Oyun odasında çocuğunuz malzemesini kendisi seçer: bebekler, kum, kil ya da resim malzemeleri. Söylemekte zorlandığı şeyler oyunda görünür hâle gelir. Oyun terapisti çocuğunuzun duygularını ifade etmesine ve işlemesine yardımcı olur. Neler gözlemlediğimizi ve evde neler yapabileceğinizi size düzenli olarak anlatırız.',
    },
    emdr: {
      description:
        'Çocuğunuz kaza, şiddet ya da ani bir kayıp gibi kötü bir olay mı yaşadı? EMDR, anının daha az korkutucu hâle gelmesine yardımcı olur. Çocuğunuz olayı kısa bir süre düşünürken aynı anda örneğin hareket eden bir eli takip eder veya tıklama seslerini dinler. Çoğu zaman birkaç seans yeterlidir. Küçük çocuklar bir ebeveynin kucağında oturabilir.',
    },
    'systemic-therapy': {
      description:
        'Sistemik terapide yalnızca çocuğunuza değil, tüm aileye bakarız. Birbirinizle nasıl iletişim kuruyorsunuz? Ortam gerildiğinde neler oluyor? Birlikte yeni konuşma ve tepki verme yolları ararız. Kardeşler veya büyükanne ve büyükbabalar da katılabilir. Kültürünüzü ve alışkanlıklarınızı göz önünde bulundururuz.',
    },
  },
  childComplaintTiles: {
    anxiety: {
      title: 'Kaygı',
      description: 'Çok fazla endişelenmek, yalnız kalmaktan korkmak ya da bir yere gitmeye cesaret edememek.',
    },
    'low-mood': {
      title: 'Çökkünlük',
      description: 'Sık sık üzgün ya da huysuz olmak, hiçbir şeye isteği olmamak veya içine kapanmak.',
    },
    trauma: {
      title: 'Kötü deneyimler ve travma',
      description: 'Kötü bir olaydan sonra ortaya çıkan kâbuslar, kolay irkilme ya da olayı sürekli düşünme gibi şikâyetler.',
    },
    behaviour: {
      title: 'Davranış sorunları',
      description: 'Evde ya da okulda sık öfke nöbetleri, kavga etmek veya kurallara uymakta zorlanmak.',
    },
    attention: {
      title: 'Dikkat sorunları ve DEHB',
      description: 'Dikkatini toplamakta, yerinde oturmakta veya beklemekte zorlanmak ve dikkati çabuk dağılmak.',
    },
    autism: {
      title: 'Otizm',
      description: 'Uyaranları, sosyal ilişkileri ve değişiklikleri farklı deneyimlemek ve bu yüzden zorlanmak.',
    },
    'fear-of-failure': {
      title: 'Başarısızlık korkusu',
      description: 'Hata yapmaktan o kadar korkmak ki sınavlar, sunumlar ya da spor artık yapılamaz hâle gelir.',
    },
    'social-problems': {
      title: 'Sosyal sorunlar ve zorbalık',
      description: 'Arkadaş edinmekte zorlanmak, dışlanmak ya da zorbalığa uğramak.',
    },
    grief: {
      title: 'Yas ve kayıp',
      description: 'Bir ölüm, bir boşanma ya da geldiği ülkeden ayrılmak.',
    },
    'self-image': {
      title: 'Düşük özgüven',
      description: 'Kendine az güvenmek, kendini yeterince iyi bulmamak ya da kendini çok güvensiz hissetmek.',
    },
    sleep: {
      title: 'Uyku sorunları',
      description: 'Uykuya dalmakta zorlanmak, sık uyanmak ya da tek başına uyumaya cesaret edememek.',
    },
    'obsessive-compulsive': {
      title: 'Takıntılar',
      description:
        'Bazı şeyleri tekrar tekrar yapmak ya da kontrol etmek zorunda olduğunu hissetmek veya bir türlü gitmeyen düşünceler.',
    },
  },
} satisfies Translation<typeof source>;
