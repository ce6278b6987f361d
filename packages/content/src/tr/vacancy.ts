// The words of ../vacancy.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/vacancy.ts';

export default {
  vacancy: {
    title: 'Çocuk ve ergen psikoloğu veya çocuk gelişimi uzmanı (orthopedagoog)',
    subtitle:
      'Tıpkı şehir gibi farklı kökenlerden insanları bir araya getiren bir ekipte çocukların ve ailelerinin yeniden yollarını bulmalarına yardım etmek ister misiniz?',
    location: 'Amsterdam, Kuzey Hollanda',
    hoursText: 'Haftada 24 ila 36 saat',
    badge: 'Güncel iş ilanı',
    salary: {
      text: 'Deneyiminize göre, CAO GGZ (ruh sağlığı toplu iş sözleşmesi) FWG 60 skalasında maaş',
    },
    sections: {
      about: {
        title: 'Ankerlicht GGZ hakkında',
        paragraphs: [
          'Ankerlicht GGZ; yetişkinlere, çocuklara ve gençlere hizmet veren, Amsterdam Nieuw-West’te ve Zaandam’da şubeleri bulunan, ayakta tedavi sunan bir ruh sağlığı kuruluşudur. Danışanlarımız dünyanın dört bir yanından geliyor; ekibimiz de öyle: Toplamda beşten fazla dil konuşuyoruz.',
          'Üç temel değerle çalışıyoruz: bağ kurmak, çeşitlilik ve kişiye özel tedavi. Herkesin birbirini tanıdığı, hızlıca fikir alışverişi yapabildiği ve kendi fikirlerine yer açılan, hiyerarşisi az bir kuruluşuz.',
        ],
      },
      role: {
        title: 'Göreviniz',
        paragraphs: [
          'Çocuk ve genç ekibimizde psikolog veya çocuk gelişimi uzmanı olarak 4 ila 18 yaş arasındaki çocuklar ve gençlerle ilk değerlendirme görüşmeleri, psikolojik değerlendirmeler ve tedaviler yaparsınız. Ebeveynlerle, okullarla ve oyun terapisti, sistemik terapist, çocuk ve ergen psikiyatristi gibi meslektaşlarınızla yakın çalışırsınız.',
          'Bilişsel davranışçı terapi ve ebeveyn rehberliği gibi etkinliği kanıtlanmış yöntemlerle tedavi eder, hizmetlerimizi nasıl daha da iyileştirebileceğimiz konusunda fikir üretirsiniz.',
        ],
      },
      offer: {
        title: 'Neler sunuyoruz?',
        paragraphs: ['Bizde, sıcak ve özverili bir ekip içinde gelişmek için alan bulursunuz.'],
        bullets: [
          'Kadroya geçiş olanağı sunan bir yıllık sözleşme',
          'Size ait bir eğitim bütçesi ile meslektaş değerlendirmesi (intervizyon) ve süpervizyon için ayrılmış zaman',
          'Sağlık psikoloğu (GZ-psycholoog) uzmanlık eğitimine kabul edilme şansı: Yetkili bir eğitim kurumuyuz',
          'Ulaşımı kolay iki şubemizde, kısmen çevrim içi çalışabilme imkânı',
          'İletişimin kolay olduğu dayanışmacı bir ekip ve oyun malzemeleriyle donatılmış size ait bir terapi odası',
        ],
      },
      profile: {
        title: 'Kimi arıyoruz?',
        paragraphs: [
          'Sıcak, meraklı ve ayakları yere basan birisiniz. Çok farklı geçmişlerden gelen ailelerle çalışırken kendinizi rahat hissediyor, işe yarayanı ebeveynlerle birlikte arıyorsunuz. Ayrıca şunları bekliyoruz:',
        ],
        bullets: [
          'Psikoloji veya (orto)pedagoji alanında tamamlanmış yüksek lisans derecesi',
          'Gençlik Kalite Sicili’ne (SKJ) geçerli olarak kayıtlı olmak',
          'Psikodiagnostik için BAPD (NIP) veya Logo (NVO) belgesi',
          'Ruh sağlığı veya gençlik hizmetlerinde çocuklar ve gençlerle en az 2 yıllık iş deneyimi',
          'Tercih sebebi: Felemenkçenin yanı sıra Türkçe, Arapça, Tarifit veya danışanlarımızın konuştuğu başka bir dili bilmek',
        ],
      },
      terms: {
        title: 'Çalışma koşulları',
        paragraphs: [
          'Maaşınız, deneyiminize göre CAO GGZ’nin FWG 60 skalasına göre belirlenir. Buna ek olarak %8 tatil ödeneği, %8,3 yıl sonu ikramiyesi, PFZW’de emeklilik ve yol masrafı ödeneği alırsınız.',
          'Çalışma süresi, en az üç güne yayılan haftada 24 ila 36 saattir. Size uygun bir çalışma programını birlikte hazırlarız.',
        ],
      },
    },
    interested: {
      title: 'İlginizi çekti mi?',
      text: 'Özgeçmişinizi ve kısa bir motivasyon mektubunu müdürümüze gönderin. Önce sorularınız mı var? Çekinmeden e-posta gönderin, sizi geri arayalım.',
      closing: 'Başvurunuzu dört gözle bekliyoruz. İyi hâl belgesi (VOG) başvuru sürecinin bir parçasıdır.',
    },
  },
} satisfies Translation<typeof source>;
