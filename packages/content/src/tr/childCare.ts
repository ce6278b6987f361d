// The words of ../childCare.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/childCare.ts';

export default {
  whoWeHelp: {
    anxious: {
      title: 'Çocuğunuz sık sık korkuyor veya çok endişeleniyor',
      description: 'Tek başına uyumaya cesaret edemiyor, okula gitmekten çekiniyor ya da gerginlikten karnı ağrıyor.',
    },
    withdrawn: {
      title: 'Çocuğunuz mutsuz veya içine kapanık',
      description: 'Hiçbir şeye isteği kalmadı, çoğu zaman odasında oturuyor ya da artık hiçbir şeyin önemi olmadığını söylüyor.',
    },
    'distressing-event': {
      title: 'Çocuğunuz sarsıcı bir olay yaşadı',
      description: 'Örneğin bir kaza, şiddet, bir ölüm ya da geldiği ülkeden kaçmak zorunda kalmak.',
    },
    behaviour: {
      title: 'Evde veya okulda işler yolunda gitmiyor',
      description: 'Sık sık öfke nöbetleri veya tartışmalar oluyor ya da çocuğunuz dikkatini toplamakta zorlanıyor.',
    },
    'questions-about-development': {
      title: 'Çocuğunuzun gelişimiyle ilgili sorularınız var',
      description:
        'DEHB veya otizm gibi başka bir durum olup olmadığını merak ediyor ve çocuğunuza en iyi nasıl yardım edebileceğinizi öğrenmek istiyorsunuz.',
    },
    'family-changes': {
      title: 'Ailede çok şey değişiyor',
      description: 'Örneğin bir boşanma, hastalık, taşınma ya da iki kültür arasında büyümek nedeniyle.',
    },
  },
  psychodiagnosticExaminations: {
    intelligence: {
      title: 'Zekâ değerlendirmesi',
      description:
        'Geçerli bir testle çocuğunuzun nasıl öğrendiğini ve düşündüğünü belirleriz: Neler kolay geliyor, neler daha fazla çaba gerektiriyor?',
    },
    'social-emotional': {
      title: 'Sosyal ve duygusal değerlendirme',
      description:
        'Görüşmeler, soru formları ve oyun yoluyla çocuğunuzun nasıl hissettiğini ve başkalarıyla nasıl ilişki kurduğunu inceleriz.',
    },
    'attention-and-concentration': {
      title: 'Dikkat ve konsantrasyon değerlendirmesi (DEHB)',
      description:
        'DEHB olup olmadığını, sizden ve okuldan aldığımız bilgilerle kendi gözlemlerimizi birleştirerek değerlendiririz.',
    },
    autism: {
      title: 'Otizm değerlendirmesi',
      description: 'Çocuğunuzun gelişimiyle ilgili ayrıntılı bir görüşme ve gözlemlerle otizm olup olmadığını değerlendiririz.',
    },
    neuropsychological: {
      title: 'Nöropsikolojik değerlendirme',
      description: 'Örneğin okul çok zor geliyorsa bellek, planlama ve bilgiyi işleme becerilerini inceleriz.',
    },
  },
  psychodiagnosticsOutcome:
    'Değerlendirmeden sonra sonuçları sizinle ve yaşına uygunsa çocuğunuzla konuşuruz. Ev ve okul için somut önerilerin yer aldığı bir rapor alırsınız.',
} satisfies Translation<typeof source>;
