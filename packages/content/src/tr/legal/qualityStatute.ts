// The words of ../../legal/qualityStatute.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../../contentStrings.ts';
import type source from '../../nl/legal/qualityStatute.ts';

export default {
  qualityStatuteInfo: {
    'what-is-it': {
      title: 'Kalite tüzüğü nedir?',
      text: 'Hollanda’daki her ruh sağlığı hizmet sağlayıcısının bir kalite tüzüğü olması zorunludur. Tüzükte tedavinin nasıl düzenlendiği, kimin neyden sorumlu olduğu ve kalitenin nasıl güvence altına alındığı yer alır. Böylece bizden ne bekleyebileceğinizi önceden bilirsiniz.',
    },
    'lead-practitioner': {
      title: 'Sorumlu terapistiniz',
      text: 'Her danışanın bir sorumlu terapisti (regiebehandelaar) vardır. Bu kişi, tedavinizin nihai sorumluluğunu taşıyan, tedavi planını sizinle birlikte belirleyen ve sabit muhatabınız olan, BIG siciline kayıtlı bir uzmandır. Çocuklar ve gençler için bu kişi SKJ veya BIG siciline kayıtlı bir uzmandır.',
    },
    'quality-assurance': {
      title: 'Kaliteyi nasıl güvence altına alıyoruz?',
      text: 'Nasıl olduğunuzu kısa soru formlarıyla ölçeriz (ROM), tedavileri ekip olarak değerlendiririz, eğitimlerle kendimizi geliştiririz ve her yıl bağımsız olarak denetleniriz. Danışan deneyimlerini kendimizi geliştirmek için kullanırız.',
    },
    'complaints-and-disputes': {
      title: 'Şikâyetler ve uyuşmazlıklar',
      text: 'Memnun değilseniz bunu duymak isteriz. Terapistinize, bağımsız şikâyet görevlimize ve ardından, Wkkgz’nin (Sağlık Hizmetlerinde Kalite, Şikâyetler ve Uyuşmazlıklar Yasası) öngördüğü şekilde, dış bir uyuşmazlık komisyonuna başvurabilirsiniz.',
    },
  },
  qualityStatute: {
    title: 'Ankerlicht GGZ kalite tüzüğü',
    intro:
      'Bu, ruh sağlığı hizmetlerine yönelik ulusal kalite tüzüğü modeline göre hazırlanmış Ankerlicht GGZ kalite tüzüğüdür. Yetişkinlere, çocuklara ve gençlere sunduğumuz tüm ruh sağlığı hizmetleri için geçerlidir.',
    sections: {
      'general-information': {
        title: '1. Genel bilgiler',
        paragraphs: [
          'Ad: {name}. Şubeler: {locationList}. Telefon: {phone}. E-posta: {email}. Web sitesi: {siteUrl}. AGB kodu: {agbCode}. Ticaret Sicil (KvK) numarası: {kvkNumber}.',
        ],
      },
      'target-group-and-offer': {
        title: '2. Hedef grup ve hizmetler',
        paragraphs: [
          'Ruhsal sorunları olan yetişkinleri yatış gerektirmeden tedavi ederiz: Şubelerimizden birine gelirler veya bizimle çevrim içi görüşürler. Bu tedavi Sağlık Sigortası Yasası (Zorgverzekeringswet) kapsamındadır ve 2022’den bu yana hizmet bazlı faturalandırma modeline (zorgprestatiemodel) göre, seans veya görüşme başına faturalandırılır; temel ve uzmanlaşmış ruh sağlığı hizmetleri arasındaki eski ayrım artık yoktur. Ayrıca çocuklara, gençlere ve ebeveynlerine çocuk ve genç ruh sağlığı hizmetleri (Gençlik Yasası) sunarız. Tedavi şubelerimizde veya çevrim içi olarak Felemenkçe, İngilizce ve Türkçe alınabilir.',
          'Tedavi ettiğimiz sorunlar arasında kaygı ve panik, depresyon, travma, takıntılar, yas, kişilik sorunları, belirgin bir nedeni olmayan bedensel şikâyetler ve DEHB yer alır. Çocuklar ve gençler için örneğin DEHB ve otizme yönelik psikolojik değerlendirmeler de yaparız.',
          'Kriz müdahalesi ve yatarak tedavi sunmayız. Bazen başka bir tedavi gerekir: kişi şu anda ciddi olarak intiharı düşünüyorsa, bağımlıysa, kendine zarar veriyor veya şiddet uyguluyorsa, psikoz yaşıyorsa ya da ağır bir yeme bozukluğu varsa. Bu durumda kişiyi ona uygun bir hizmete yönlendiririz.',
        ],
      },
      professionals: {
        title: '3. Uzmanlar ve sorumlu terapistler',
        paragraphs: [
          'Ekibimizde sağlık psikologları, bir klinik psikolog, bir psikoterapist, psikiyatristler, bir ruh sağlığı uzman hemşiresi, psikologlar, çocuk gelişimi uzmanları (orthopedagoog) ve uzman terapistler çalışır. Mesleği gerektirdiği ölçüde herkes BIG siciline veya Gençlik Kalite Sicili’ne (SKJ) kayıtlıdır.',
          'Sorumlu terapist şunlar olabilir: sağlık psikoloğu, klinik psikolog, psikoterapist, psikiyatrist ve ruh sağlığı uzman hemşiresi. Çocuk ve genç ruh sağlığı hizmetlerinde gerekli yetkinliğe sahip, SKJ’ye kayıtlı bir gençlik ve aile uzmanı da sorumlu terapist olabilir. Sorumlu terapist nihai sorumluluğu taşır, ilk değerlendirme görüşmesinde ve ara değerlendirme görüşmelerinde sizi bizzat görür ve sabit muhatabınızdır.',
        ],
      },
      collaboration: {
        title: '4. İş birliği',
        paragraphs: [
          'Ankerlicht GGZ içinde tedavileri her hafta multidisipliner bir toplantıda görüşürüz. Kendi ekibimizin dışında şunlarla iş birliği yaparız:',
        ],
        bullets: [
          'Amsterdam ve Zaan bölgesindeki aile hekimleri ve aile hekimi muayenehanelerinde çalışan ruh sağlığı hemşireleri (POH-GGZ)',
          'Mahalle ekipleri, Ebeveyn ve Çocuk Ekipleri ve okullar',
          'Aile hekimi veya nöbetçi aile hekimi aracılığıyla bölgesel kriz servisi',
          'Yönlendirme için bağımlılık, yeme bozuklukları ve uzman psikiyatri kurumları',
          'Aile içi şiddet veya çocuk istismarıyla ilgili endişeler olduğunda Veilig Thuis (aile içi şiddet ve çocuk istismarı danışma merkezi)',
        ],
      },
      'contracts-and-rates': {
        title: '5. Sözleşmeler ve tarifeler',
        paragraphs: [
          '{insurerList} sağlık sigortası gruplarıyla sözleşmemiz vardır. Bazı sağlık sigortası şirketleriyle yıllık bir bütçe kararlaştırılmıştır. Bu bütçe dolduğunda o şirketin sigortalılarından yeni başvuru almadığımızı duyurur ve onları şirketin aracılık hizmetine (zorgbemiddeling) yönlendiririz.',
          'Çocuk ve genç ruh sağlığı hizmetleri için şu belediyelerle sözleşmemiz vardır: {municipalityList}. Hollanda Sağlık Otoritesi’nin (NZa) tarifelerini ve belediyelerle yapılan anlaşmaları uygularız. İptal edilmeyen veya geç (24 saatten az kala) iptal edilen randevular ücretlendirilebilir.',
        ],
      },
      'quality-policy': {
        title: '6. Kalite politikası',
        paragraphs: [
          'Geçerli mesleki standartlara ve kılavuzlara göre çalışırız. Kalitemizi güvence altına alma yollarımızdan bazıları:',
        ],
        bullets: [
          'Rutin Sonuç İzleme (ROM): tedavinin başında, ortasında ve sonunda soru formları',
          'Her çalışan için meslektaş değerlendirmesi, süpervizyon ve yıllık eğitim planı',
          'ISO 9001 sertifikalı bir kalite sistemi ve NEN 7510’a uygun bilgi güvenliği',
          'Ders çıkarmak için olayların bildirilmesi ve görüşülmesi',
          'Aile içi şiddet ve çocuk istismarı bildirim kuralları (meldcode) ve tüm çalışanlar için iyi hâl belgesi (VOG)',
          'Danışanlar ve ebeveynler arasında yıllık memnuniyet anketi',
        ],
      },
      complaints: {
        title: '7. Şikâyetler ve uyuşmazlıklar',
        paragraphs: [
          'Şikâyeti olan danışanlar terapistlerine ve bağımsız şikâyet görevlimize ({complaintsEmail}) başvurabilir. Birlikte çözüm bulamazsak danışan uyuşmazlığı, Wkkgz’nin gerektirdiği şekilde üyesi olduğumuz De Geschillencommissie Zorg’a (sağlık hizmetleri uyuşmazlık komisyonu) götürebilir. Prosedürün tamamı için Şikâyetler sayfasına bakın.',
        ],
      },
      'registration-and-intake': {
        title: '8. Başvuru ve ilk değerlendirme',
        paragraphs: [
          'Web sitemizdeki formla veya telefonla başvurursunuz. 2 iş günü içinde başvurunun ve sevk yazısının eksiksiz olup olmadığını kontrol ederiz. 2 ila 4 hafta içinde ön değerlendirme ekibimiz sizi telefonla ön değerlendirme için arar. Bu görüşmede tedavimizin ihtiyacınıza uygun olup olmadığına karar veririz.',
          'Güncel bekleme süreleri web sitemizde yer alır ve her ay güncellenir. Bekleme süresi kabul edilen azami süreyi (Treeknorm) aşarsa sizi sağlık sigortası şirketinizin aracılık hizmetine (zorgbemiddeling) yönlendiririz. İlk değerlendirme görüşmesinden en az 7 gün önce bir başlangıç soru formu alırsınız. İlk değerlendirme görüşmesi bir sorumlu terapist tarafından veya onun sorumluluğunda yapılır.',
        ],
      },
      'diagnosis-and-treatment-plan': {
        title: '9. Tanı ve tedavi planı',
        paragraphs: [
          'İlk değerlendirme görüşmesinden sonra sorumlu terapist, gerekirse ek değerlendirmeler yaparak DSM-5’e göre bir tanı koyar. Sorumlu terapist sizinle birlikte hedefleri, seçilen tedaviyi ve beklenen süreyi içeren bir tedavi planı hazırlar. Kararlara katılırsınız ve planı kâğıt üzerinde veya dijital olarak alırsınız.',
        ],
      },
      'treatment-and-evaluation': {
        title: '10. Tedavi ve değerlendirme',
        paragraphs: [
          'Tedavi sorumlu terapist ve gerekirse ekipteki diğer terapistler tarafından yürütülür. Kimlerin dâhil olduğu tedavi planında belirtilir. Tedaviyi ROM yardımıyla sizinle düzenli olarak, en az üç ayda bir değerlendiririz. Gerektiğinde planı uyarlarız.',
          'Tedavi sırasında durumunuz aniden kötüleşirse mesai saatlerinde terapistinizle iletişime geçin. Mesai saatleri dışında aile hekiminizi veya nöbetçi aile hekimini arayın. Riski yüksek olan danışanlarla bir erken uyarı planı hazırlarız.',
        ],
      },
      'completion-and-aftercare': {
        title: '11. Tedavinin sonlandırılması ve sonrası',
        paragraphs: [
          'Tedaviyi bir kapanış görüşmesi ve son bir ROM soru formuyla tamamlarız. Nüksü önlemek için birlikte bir plan yaparız. Onayınızla sizi sevk eden kişiye bir kapanış mektubu göndeririz. Belirtileriniz daha sonra geri dönerse aile hekiminiz aracılığıyla yeniden bize başvurabilirsiniz.',
        ],
      },
      declaration: {
        title: '12. İmza',
        paragraphs: [
          'Ankerlicht GGZ’nin yasal gerekliliklere ve bu kalite tüzüğündeki düzenlemelere uyduğunu ve bu tüzüğün doğru olarak doldurulduğunu beyan ederim. {name}, {role}, Amsterdam.',
        ],
      },
    },
  },
} satisfies Translation<typeof source>;
