// The words of ../../legal/terms.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/terms.ts';

export default {
  termsAndConditions: {
    title: 'Genel koşullar',
    intro:
      'Bu koşullar Ankerlicht GGZ’ye başvuran veya bizde tedavi gören herkes için geçerlidir. Bizden neler bekleyebileceğinizi ve sizden neler istediğimizi açıklar. Sorularınız mı var? Terapistinizle rahatça konuşabilirsiniz.',
    sections: {
      definitions: {
        title: 'Tanımlar',
        paragraphs: ['Bu koşullarda:'],
        bullets: [
          'Danışan: tedavi alan kişi. 16 yaşından küçük bir çocuk söz konusu olduğunda velayet sahibi ebeveynler veya vasi de danışan adına hareket eder.',
          'Terapist: sizi tedavi eden psikolog, terapist, psikiyatrist veya uzman hemşire.',
          'Sorumlu terapist (regiebehandelaar): tedavinizin nihai sorumluluğunu taşıyan ve sizin sabit muhatabınız olan terapist.',
          'Tedavi sözleşmesi: WGBO’da belirtildiği şekilde, tedaviniz hakkında sizinle Ankerlicht GGZ arasındaki anlaşma.',
        ],
      },
      'registration-and-referral': {
        title: 'Başvuru ve sevk',
        paragraphs: [
          'Tedavi için geçerli bir sevk gerekir: yetişkinler için aile hekiminden; 18 ile 23 yaş arasındaki gençler için aile hekiminden veya bir uzman doktordan; 18 yaşından küçük çocuklar için ayrıca bir uzman doktordan, çocuk sağlığı hekiminden veya mahalle ekibi çalışanından. Başvurunuzdaki bilgilerin doğru ve eksiksiz olmasını siz sağlarsınız.',
          'Başvurudan sonra ön değerlendirme ekibimiz size doğru tedaviyi sunup sunamayacağımızı değerlendirir. Sunamıyorsak bunu gerekçesiyle size bildirir, size ve sizi sevk eden kişiye diğer seçenekler konusunda öneride bulunuruz.',
        ],
      },
      'treatment-agreement': {
        title: 'Tedavi sözleşmesi',
        paragraphs: [
          'Tedavi sözleşmesi, ilk değerlendirme görüşmesinden sonra tedavi planını kabul ettiğinizde başlar. Planda hedefleriniz, tedavi, beklenen süresi ve sorumlu terapistinizin kim olduğu yer alır. Terapistiniz her şeyi anlaşılır bir dille açıklar. Tedaviye onay verirsiniz ve bu onayı istediğiniz zaman geri alabilirsiniz.',
          '16 yaşından küçük çocuklar için velayet sahibi her iki ebeveynin de onayı gerekir. 12 ile 16 yaş arasında genç de onay verir; 16 yaşından itibaren genç kendisi karar verir.',
        ],
      },
      'appointments-and-cancellation': {
        title: 'Randevular ve iptal',
        paragraphs: ['Randevu size ayrılmış bir zamandır. Gelemeyecekseniz sizden şunları rica ediyoruz:'],
        bullets: [
          'Randevuyu en geç {hours} saat önceden telefonla veya e-postayla iptal edin. Bu ücretsizdir.',
          'Daha geç iptal ederseniz veya gelmezseniz {amount} ücret alabiliriz. Bu tutarı sağlık sigortanız veya belediye karşılamaz.',
          '15 dakikadan fazla gecikirseniz görüşme kısalabilir veya yapılamayabilir.',
        ],
        closing: [
          'Ani bir hastalık veya acil bir durumda durumunuzu değerlendiririz; bu durumda genellikle ücret almayız. Bir randevuyu bizim iptal etmemiz gerekirse bunu olabildiğince erken yapar ve hızla yeni bir randevu veririz.',
        ],
      },
      'costs-and-payment': {
        title: 'Ücretler ve ödeme',
        paragraphs: [
          'Yetişkinler için faturayı doğrudan sağlık sigortası şirketine göndeririz. Kendi payını (eigen risico) size sağlık sigortası şirketi fatura eder. 18 yaşından küçük çocuklar ve gençler için ödemeyi belediye yapar; siz hiçbir şey ödemezsiniz.',
          'Geçerli bir sevk olmadan yapılan tedavi, üçüncü kişiler için düzenlenen bir yazı veya kaçırılan randevu ücreti gibi karşılanmayan hizmetleri kendiniz ödersiniz. Bunu her zaman önceden sizinle konuşuruz. Böyle bir faturayı 30 gün içinde ödersiniz. Hollanda Sağlık Otoritesi’nin (NZa) belirlediği tarifeleri uygularız.',
        ],
      },
      'online-treatment': {
        title: 'Çevrim içi tedavi',
        paragraphs: [
          'Çevrim içi görüşmeleri sağlık hizmetleri gerekliliklerini karşılayan güvenli bir bağlantı üzerinden yaparız. Lütfen kimsenin sizi duyamayacağı sessiz bir yerde olun. Karşı tarafın onayı olmadan hiç kimse görüşmeyi kaydetmez: ne biz ne de siz.',
        ],
      },
      confidentiality: {
        title: 'Gizlilik ve dosyanız',
        paragraphs: [
          'Tüm çalışanlarımız meslek sırrı veya gizlilik yükümlülüğü altındadır. Tedavinizi tıbbi bir dosyada kayıt altına alır ve son değişiklikten itibaren {retentionYears} yıl saklarız. Verilerinizi nasıl işlediğimizi gizlilik bildirimimizde okuyabilirsiniz.',
        ],
      },
      conduct: {
        title: 'Davranış kuralları',
        paragraphs: [
          'Birbirimize saygıyla davranırız. Saldırganlığı, tehdidi veya ayrımcılığı, danışana eşlik eden kişilerden gelse bile, kabul etmeyiz. Ciddi durumlarda tedaviyi sonlandırabilir ve suç duyurusunda bulunabiliriz.',
        ],
      },
      'ending-treatment': {
        title: 'Tedavinin sona ermesi',
        paragraphs: [
          'Tedavi genellikle hedeflerinize ulaşıldığında karşılıklı anlaşmayla sona erer. Tedaviyi her zaman kendiniz bırakabilirsiniz; bunu bizimle konuşmanızı rica ederiz. Biz ise tedaviyi yalnızca ciddi nedenlerle, örneğin başka bir tedavi gerektiğinde sonlandırabiliriz. Bu durumda düzgün bir devir teslim sağlarız.',
        ],
      },
      liability: {
        title: 'Sorumluluk',
        paragraphs: [
          'Size mesleki standartlara uygun bir tedavi sunmak için elimizden geleni yaparız. Belirli bir sonucu vaat edemeyiz. Mesleki sorumluluk ve işletme sorumluluğu sigortamız vardır.',
        ],
      },
      complaints: {
        title: 'Şikâyetler',
        paragraphs: [
          'Memnun değil misiniz? Önce terapistinizle konuşun. Birlikte çözemezseniz {complaintsEmail} adresinden şikâyet görevlimize başvurabilirsiniz. Ardından bağımsız bir uyuşmazlık komisyonuna başvurma yolu açıktır. Şikâyet prosedürünün tamamı Şikâyetler sayfasındadır.',
        ],
      },
      'applicable-law': {
        title: 'Uygulanacak hukuk ve değişiklikler',
        paragraphs: [
          'Bu koşullara Hollanda hukuku uygulanır. Felemenkçe metin ile bir çeviri arasında farklılık varsa Felemenkçe metin geçerlidir. Bu koşulları değiştirebiliriz; devam eden bir tedavi için değişiklikler ancak sizi bilgilendirdikten sonra geçerli olur.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
