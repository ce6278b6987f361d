// The words of ../../legal/disclaimer.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/disclaimer.ts';

export default {
  disclaimer: {
    title: 'Yasal uyarı',
    intro: 'Bu web sitesi Ankerlicht GGZ’ye ({site}) aittir. Web sitesini kullanarak aşağıdaki koşulları kabul etmiş olursunuz.',
    sections: {
      'general-information': {
        title: 'Genel bilgi, kişisel tavsiye değildir',
        paragraphs: [
          'Bu web sitesindeki bilgiler geneldir. Tanı veya kişisel tedavi tavsiyesi niteliği taşımaz ve aile hekiminiz ya da terapistinizle yapacağınız görüşmenin yerini tutmaz. Belirtilerinizden emin değilseniz aile hekiminize başvurun.',
        ],
      },
      'not-for-emergencies': {
        title: 'Acil durumlar için değildir',
        paragraphs: [
          'Bu web sitesi ve e-posta adresimiz acil durumlar için değildir. Mesajları yalnızca iş günlerinde okuruz. Hemen yardıma ihtiyacınız varsa aile hekiminizi veya nöbetçi aile hekimini arayın. İntihar etmeyi düşünüyorsanız 113’ü (0800-0113) arayın. Hayati tehlike varsa 112’yi arayın.',
        ],
      },
      accuracy: {
        title: 'Bilgilerin doğruluğu',
        paragraphs: [
          'Bilgileri doğru ve güncel tutmak için elimizden geleni yaparız. Yine de bazı bilgiler hatalı veya eski olabilir. Bekleme süreleri tahminidir ve değişebilir. Masrafların karşılanması konusunda her zaman sağlık sigortanızın poliçe koşulları veya belediyenizin kuralları geçerlidir. Bu web sitesindeki bilgilere dayanarak hak iddia edilemez.',
        ],
      },
      'external-links': {
        title: 'Diğer web sitelerine bağlantılar',
        paragraphs: [
          'Bu web sitesi, harita hizmetleri ve 113 İntihar Önleme Hattı gibi başka kuruluşların web sitelerine bağlantılar içerir. Bu web sitelerinin içeriğinden veya verilerinizi nasıl işlediklerinden sorumlu değiliz.',
        ],
      },
      'forms-and-email': {
        title: 'Formlar ve e-posta',
        paragraphs: [
          'Başvuru formu bilgilerinizi güvenli bir bağlantı üzerinden gönderir. Gerekmedikçe bize normal e-postayla tıbbi bilgi göndermeyin; formu kullanın veya bir görüşmede konuşun. Verilerinizi nasıl işlediğimizi gizlilik bildirimimizde okuyabilirsiniz.',
        ],
      },
      'intellectual-property': {
        title: 'Metinler ve görseller',
        paragraphs: [
          'Bu web sitesindeki metinler, fotoğraflar ve logo Ankerlicht GGZ’ye aittir veya yaratıcısının izniyle kullanılmaktadır. Ticari olmayan kişisel kullanımınız dışında bunları iznimiz olmadan kopyalayamazsınız. Fotoğraflardaki kişiler danışanlarımız değildir.',
        ],
      },
      translations: {
        title: 'Çeviriler',
        paragraphs: [
          'Bu web sitesi Felemenkçe, İngilizce ve Türkçe olarak sunulmaktadır. Diller arasında farklılık varsa Felemenkçe metin geçerlidir.',
        ],
      },
      changes: {
        title: 'Değişiklikler',
        paragraphs: [
          'Bu yasal uyarıyı güncelleyebiliriz. En üstteki tarih bunun en son ne zaman yapıldığını gösterir. Sorularınız mı var? {email} adresine e-posta gönderin.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
