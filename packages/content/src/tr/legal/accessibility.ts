// The words of ../../legal/accessibility.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/accessibility.ts';

export default {
  accessibilityStatement: {
    title: 'Erişilebilirlik beyanı',
    intro:
      'Web sitemizi herkes kullanabilmelidir: engelli kişiler, eski bir telefon kullananlar veya ekran okuyucu gibi yardımcı teknolojilerden yararlananlar da. Burada bunun için neler yaptığımızı, henüz neyin iyi çalışmadığını ve bir sorunu nasıl bildirebileceğinizi okuyabilirsiniz.',
    sections: {
      standard: {
        title: 'Standardımız',
        paragraphs: [
          'Bu web sitesinin Web İçeriği Erişilebilirlik Yönergeleri’nin (WCAG) 2.2 sürümünün AA seviyesini karşılamasını hedefliyoruz. Bu, Hollanda hükümetinin de kullandığı, erişilebilir web siteleri için uluslararası standarttır.',
        ],
      },
      'what-we-do': {
        title: 'Neler yapıyoruz?',
        paragraphs: [
          'Bizim için erişilebilirlik sonradan yapılan bir kontrol değil, geliştirme sürecinin bir parçasıdır. Web sitesi şöyle çalışır:',
        ],
        bullets: [
          'Her şey fare olmadan, yalnızca klavyeyle de kullanılabilir; klavye odağı açıkça görünür',
          'Metinler ve düğmeler yeterli renk kontrastına sahiptir; web sitesi yüksek kontrast modunda da çalışır',
          'Hiçbir bilgi kaybolmadan %400’e kadar yakınlaştırabilirsiniz',
          'Formlarda açık etiketler ve açıklamalar vardır. Hata mesajları hem ilgili alanın yanında hem de en üstteki bir özette, kendi dilinizde görünür',
          'Sayfanın dili tanımlıdır; böylece ekran okuyucu Felemenkçe, İngilizce ve Türkçeyi doğru telaffuz eder',
          'Bilgi veren görsellerin bir açıklaması vardır. Fotoğraf karuseli gibi hareketli bölümleri duraklatabilirsiniz',
        ],
      },
      'how-we-test': {
        title: 'Nasıl test ediyoruz?',
        paragraphs: ['Web sitesindeki her değişiklikte hem otomatik hem de elle test yaparız:'],
        bullets: [
          'Her bileşen ve her sayfa, yaygın olarak kullanılan bir erişilebilirlik test aracı olan axe ile otomatik olarak kontrol edilir. Bir hata, değişikliğin yayına girmesini engeller',
          'Her sayfayı yalnızca klavye kullanarak baştan sona gezeriz',
          'Sayfaları ekran okuyucularla kontrol ederiz: Windows’ta NVDA, Mac ve iPhone’da VoiceOver',
          'Web sitesini dar bir mobil ekranda, yakınlaştırılmış olarak ve yüksek kontrast modunda inceleriz',
        ],
        closing: [
          'Otomatik testler her sorunu bulamaz. Bu yüzden elle yapılan kontroller ve sizin bildirimleriniz önemini korur.',
        ],
      },
      'known-limitations': {
        title: 'Bilinen sınırlamalar',
        paragraphs: ['Aşağıdaki sınırlamaların farkındayız ve çözümler üzerinde çalışıyoruz:'],
        bullets: [
          'İletişim sayfasındaki haritalar OpenStreetMap’ten gelir ve klavye veya ekran okuyucuyla tam olarak kullanılamaz. Bu yüzden adres ve yol tarifi bağlantısı sayfada her zaman metin olarak da yer alır',
          'Bağlantı verdiğimiz sağlık sigortası broşürleri gibi başkalarına ait PDF belgeleri her zaman erişilebilir değildir',
          'İngilizce ve Türkçe metinler çeviridir. Hukuki metinlerde Felemenkçe sürüm geçerlidir',
        ],
      },
      'report-a-problem': {
        title: 'Bir sorun bildirin',
        paragraphs: [
          'Bir sorunla mı karşılaştınız ya da web sitesinde kullanamadığınız bir şey mi var? {email} adresinden bize bildirin veya {phone} numarasını arayın. Sorunun hangi sayfada olduğunu, ne yapmaya çalıştığınızı ve hangi tarayıcıyı veya yardımcı teknolojiyi kullandığınızı yazın. 5 iş günü içinde yanıt verir, bu arada size başka bir yolla, örneğin telefonla başvurunuzu alarak yardımcı oluruz.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
