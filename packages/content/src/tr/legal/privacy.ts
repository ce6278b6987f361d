// The words of ../../legal/privacy.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/privacy.ts';

export default {
  privacyStatement: {
    title: 'Gizlilik bildirimi',
    intro:
      'Ankerlicht GGZ’de bize kişisel ve çoğu zaman hassas bilgilerinizi emanet ediyorsunuz. Bu bilgileri özenle koruruz. Bu gizlilik bildiriminde hangi verileri işlediğimizi, bunu neden yaptığımızı, verileri kimlerle paylaştığımızı ve hangi haklara sahip olduğunuzu okuyabilirsiniz.',
    sections: {
      'who-we-are': {
        title: 'Biz kimiz?',
        paragraphs: [
          'Ankerlicht GGZ, Amsterdam ve Zaandam’daki şubelerinde yetişkinlere, çocuklara ve gençlere ayakta psikolojik destek sunar. Kişisel verilerinizin işlenmesinden biz sorumluyuz. Yasada buna veri sorumlusu denir.',
          'Kişisel verileri nasıl işlediğimizi bağımsız olarak denetleyen bir veri koruma görevlimiz (functionaris gegevensbescherming) vardır. Veri koruma görevlisine {privacyEmail} adresinden ulaşabilirsiniz.',
        ],
      },
      'data-we-process': {
        title: 'Hangi verileri işliyoruz?',
        paragraphs: [
          'Yalnızca size iyi bir tedavi sunmak ve bu tedaviyi faturalayabilmek için gereken verileri işleriz. Bunlar şunlardır:',
        ],
        bullets: [
          'Adınız, adresiniz, telefon numaranız, e-posta adresiniz, doğum tarihiniz ve cinsiyetiniz',
          'Hollanda kişisel kimlik numaranız (BSN) ve sağlık sigortası bilgileriniz',
          'Sevk yazısı ve sizi sevk eden kişinin bilgileri',
          'Sağlığınızla ilgili veriler: bize anlattıklarınız, soru formu ve değerlendirme sonuçları, tedavi planı ve görüşme notları',
          'Çocuklar ve gençler için ayrıca ebeveynlerin veya vasinin adı ve iletişim bilgileri',
          'Tercih ettiğiniz dil ve tedavi görmek istediğiniz şube',
        ],
      },
      purposes: {
        title: 'Verilerinizi ne için kullanıyoruz?',
        paragraphs: ['Verilerinizi yalnızca şu amaçlarla kullanırız:'],
        bullets: [
          'Başvurunuzu işleme almak ve size doğru tedaviyi sunup sunamayacağımızı değerlendirmek',
          'Sizi değerlendirmek, tedavi etmek ve tıbbi dosyanızı tutmak',
          'Tedavi masraflarını sağlık sigortanıza veya belediyeye faturalamak',
          'Randevular ve tedaviniz hakkında sizinle iletişimde kalmak',
          'Kalite, şikâyetler ve vergi gibi konulardaki yasal yükümlülükleri yerine getirmek',
          'Kim olduğunuzu göstermeyen verilerle hizmetlerimizi iyileştirmek',
        ],
      },
      'legal-basis': {
        title: 'Hangi hukuki dayanağa sahibiz?',
        paragraphs: [
          'Verilerinizi, Tıbbi Tedavi Sözleşmeleri Yasası’nda (WGBO) tanımlandığı şekilde sizinle bir tedavi sözleşmesi yaptığımız için işleriz. Ayrıca yasa, BSN’niz gibi bazı verileri kaydetmemizi ve tedaviyi Sağlık Sigortası Yasası’na veya Gençlik Yasası’na göre faturalamamızı zorunlu kılar.',
          'Sağlık verileri özel nitelikli kişisel verilerdir. Genel Veri Koruma Tüzüğü (GDPR), meslek sırrı yükümlülüğü taşıdıkları için sağlık çalışanlarının bu verileri tedavi amacıyla işlemesine izin verir. Okula bilgi vermek gibi bunun ötesine geçen her şey için önce onayınızı isteriz. Bu onayı istediğiniz zaman geri alabilirsiniz.',
        ],
      },
      sharing: {
        title: 'Verileri kimlerle paylaşıyoruz?',
        paragraphs: [
          'Ankerlicht GGZ’deki tüm terapistler ve çalışanlar meslek sırrı veya gizlilik yükümlülüğü altındadır. Dosyanızı yalnızca tedavinizle ilgilenen kişiler görebilir. Ankerlicht GGZ dışında verileri yalnızca şu durumlarda paylaşırız:',
        ],
        bullets: [
          'Ödeme için sağlık sigortası şirketiniz veya belediye. Yetişkinler bir gizlilik beyanı formu (privacyverklaring) imzalayarak şirketin tanı bilgisi almasını engelleyebilir.',
          'Aile hekiminiz veya sizi sevk eden diğer kişi, yalnızca onayınızla: genellikle tedavinin başında ve sonunda bir mektup.',
          'Diğer sağlık çalışanları veya okul, yalnızca onayınızla ve yalnızca gerekli olan kadarıyla.',
          'Dosya sistemi, güvenli görüntülü görüşme ve e-posta sağlayıcılarımız gibi bizim adımıza çalışan şirketler. Her biriyle bir veri işleme sözleşmemiz vardır. Verileri Avrupa Birliği içinde saklarlar.',
        ],
        closing: [
          'Bazen yasa verileri paylaşmamızı zorunlu kılar ya da örneğin çocuk istismarı şüphesinde ciddi bir tehlikeyi önlemek için meslek sırrını açmamıza izin verir. Böyle bir durumda aile içi şiddet ve çocuk istismarı bildirim kurallarını (meldcode) uygular ve mümkünse önce sizinle konuşuruz. Verilerinizi asla satmayız.',
        ],
      },
      children: {
        title: 'Çocuklar ve gençler',
        paragraphs: [
          '12 yaşından küçük çocuklar için gizlilik haklarını velayet sahibi ebeveynler veya vasi kullanır. 12 ile 16 yaş arasında genç ve ebeveynler bu hakları birlikte kullanır. 16 yaşından itibaren genç kendisi karar verir.',
          '12 yaşından itibaren ebeveynlerle neleri paylaşacağımızı gençle birlikte kararlaştırırız. Çocuğun güvenliği söz konusuysa ebeveynleri her zaman bilgilendiririz.',
        ],
      },
      security: {
        title: 'Verilerinizi nasıl koruyoruz?',
        paragraphs: ['Sağlık hizmetlerinde bilgi güvenliği standardı olan NEN 7510’a göre çalışırız. Bu kapsamda örneğin:'],
        bullets: [
          'Başvuru formu, danışanlarla e-posta yazışmaları ve görüntülü görüşmeler şifreli bağlantılar üzerinden yapılır',
          'Çalışanlar iki adımlı doğrulamayla oturum açar ve yalnızca işleri için gereken dosyaları görür',
          'Bir dosyayı kimin açtığını kaydeder ve bunu düzenli olarak kontrol ederiz',
          'Bir veri ihlalini 72 saat içinde Hollanda Kişisel Verileri Koruma Kurumu’na, sizi etkiliyorsa size de bildiririz',
        ],
      },
      retention: {
        title: 'Verileri ne kadar süre saklıyoruz?',
        paragraphs: ['Verileri gerekenden veya yasanın zorunlu kıldığından daha uzun süre saklamayız:'],
        bullets: [
          'Tıbbi dosyanız: son değişiklikten itibaren {years} yıl (WGBO) veya iyi bir tedavi için gerekiyorsa daha uzun',
          'Tedavinizi biz üstlenmezsek başvuru bilgileri ve sevk yazısı: en fazla 1 yıl',
          'Mali kayıtlara ilişkin veriler: vergi mevzuatının öngördüğü şekilde 7 yıl',
          'İş başvurusu verileri: süreç bittikten sonra 4 hafta veya onay verirseniz 1 yıl',
        ],
      },
      'your-rights': {
        title: 'Haklarınız',
        paragraphs: ['Verilerinizle ilgili şu haklara sahipsiniz:'],
        bullets: [
          'Erişim: Dosyanızı görebilir ve ücretsiz bir kopyasını alabilirsiniz',
          'Düzeltme ve ekleme: Olgusal hataları düzeltiriz; görüşünüz farklıysa dosyaya kendi açıklamanızı ekleyebilirsiniz',
          'İmha: Yasa veya başka birinin önemli bir menfaati engellemiyorsa dosyanızın imha edilmesini isteyebilirsiniz',
          'Kısıtlama ve itiraz: Verilerinizin kullanımının kısıtlanmasını isteyebilir veya belirli bir kullanıma itiraz edebilirsiniz',
          'Taşınabilirlik: Verilerinizi örneğin yeni bir sağlık çalışanı için yaygın bir dijital formatta alabilirsiniz',
          'Onayı geri alma: Verdiğiniz onayı her zaman geri alabilirsiniz',
        ],
        closing: [
          'Bu haklardan birini kullanmak mı istiyorsunuz? Terapistinize sorun veya {privacyEmail} adresine e-posta gönderin. Bir ay içinde yanıt veririz. Gerçekten sizinle iletişimde olduğumuzdan emin olmak için kimliğinizi göstermenizi isteyebiliriz.',
        ],
      },
      website: {
        title: 'Bu web sitesi',
        paragraphs: [
          'Bu web sitesi sizi izleyen çerezler veya reklam çerezleri kullanmaz. Dil tercihiniz yalnızca kendi tarayıcınızda saklanır; böylece web sitesi bir sonraki ziyaretinizde sizin dilinizde açılır. Bu tercih bize gönderilmez.',
          'İletişim sayfasındaki haritalar yalnızca siz istediğinizde yüklenir. Bu durumda, ziyaret ettiğiniz her web sitesinde olduğu gibi OpenStreetMap IP adresinizi alır. Başvuru formuna yazdıklarınız ve eklediğiniz sevk yazısı, şifreli bir bağlantı üzerinden Avrupa Birliği’ndeki güvenli depolama alanımıza gönderilir. Ön değerlendirme ekibimize bununla ilgili bir e-posta bildirimi gider.',
        ],
      },
      'questions-and-complaints': {
        title: 'Sorular veya şikâyetler',
        paragraphs: [
          'Gizlilikle ilgili bir sorunuz mu var ya da verilerinizi nasıl işlediğimizden memnun değil misiniz? {privacyEmail} adresine e-posta gönderin. Sizinle birlikte bir çözüm bulmaktan memnuniyet duyarız.',
          'Birlikte bir çözüm bulamazsak Hollanda’da gizliliği denetleyen Autoriteit Persoonsgegevens’e (Hollanda Kişisel Verileri Koruma Kurumu) şikâyette bulunabilirsiniz.',
        ],
      },
      changes: {
        title: 'Değişiklikler',
        paragraphs: [
          'Yasa veya çalışma şeklimiz değiştiğinde bu gizlilik bildirimini güncelleriz. En üstte son sürümün tarihini görebilirsiniz. Büyük değişikliklerde tedavisi devam eden danışanlarımızı kişisel olarak bilgilendiririz.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
