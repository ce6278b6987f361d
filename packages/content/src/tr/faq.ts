// The words of ../faq.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/faq.ts';

export default {
  faqCategories: {
    algemeen: {
      name: 'Genel',
    },
    aanmelding: {
      name: 'Başvuru',
    },
    kosten: {
      name: 'Masraflar ve ödeme',
    },
    behandeling: {
      name: 'Tedavi',
    },
    privacy: {
      name: 'Gizlilik',
    },
  },
  faqFilterLabels: {
    all: 'Tüm sorular',
    adults: 'Yetişkinler',
    children: 'Çocuklar ve gençler',
  },
  faqEntries: {
    'what-we-do': {
      question: 'Ankerlicht GGZ ne yapar?',
      answer:
        'Yetişkinlere ve ebeveynleriyle birlikte çocuklara ve gençlere psikolojik destek sunuyoruz. Bize randevuyla gelirsiniz; yatılı tedavi yoktur. Amsterdam Nieuw-West’te ve Zaandam’da şubelerimiz var. Görüşmeler yüz yüze veya çevrim içi yapılabilir.',
    },
    languages: {
      question: 'Tedaviyi hangi dillerde alabilirim?',
      answer:
        'Bizde Felemenkçe, İngilizce ve Türkçe tedavi alabilirsiniz. Ekibimiz toplamda beşten fazla dil konuşur; bunlar arasında Arapça, Tarifit (Berberice), Farsça ve Bulgarca da vardır. Başka bir dili tercih ediyorsanız bunu başvurunuzda belirtin. Neyin mümkün olduğuna bakarız; bazen profesyonel bir tercümanın desteğiyle.',
    },
    locations: {
      question: 'Neredesiniz?',
      answer:
        'İki şubemiz var: Amsterdam Nieuw-West’te Johan Huizingalaan üzerindeki Slotervaart Sağlık Merkezi’nde ve Zaandam-Oost’ta, Kogerveld istasyonunun hemen yakınındaki Kleurrijk Sağlık Merkezi’nde. İki binaya da tekerlekli sandalyeyle girilebilir. Başvururken size en uygun şubeyi seçersiniz.',
    },
    'online-sessions': {
      question: 'Görüşmeleri çevrim içi de yapabilir miyim?',
      answer:
        'Evet. Birçok görüşme güvenli bir görüntülü bağlantı üzerinden yapılabilir. Bunun için kameralı bir telefon, tablet ya da bilgisayar ve sessiz bir yer yeterlidir. İlk görüşmeyi ve bazı değerlendirmeleri şubelerimizden birinde yüz yüze yapmayı tercih ederiz. Sizin için neyin uygun olduğunu terapistinizle birlikte konuşursunuz.',
    },
    'phone-hours': {
      question: 'Sizi ne zaman arayabilirim?',
      answer:
        'Bizi hafta içi 09.00–12.00 ve 13.00–16.30 saatleri arasında {phone} numaralı telefondan arayabilirsiniz. {email} adresine her zaman e-posta gönderebilirsiniz. İki iş günü içinde yanıt veririz.',
    },
    crisis: {
      question: 'Kendimi çok kötü hissediyorsam ve bekleyemiyorsam ne yapmalıyım?',
      answer:
        'Ankerlicht GGZ bir kriz servisi değildir. Acil yardıma ihtiyacınız varsa aile hekiminizi, akşamları, geceleri ve hafta sonları ise nöbetçi aile hekimini (huisartsenpost) arayın. İntihar etmeyi düşünüyorsanız 113 İntihar Önleme Hattı’nı gece gündüz ücretsiz olarak 0800-0113 numarasından arayın. Hayati tehlike varsa 112’yi arayın.',
    },
    'registered-practitioners': {
      question: 'Terapistleriniz kayıtlı mı?',
      answer:
        'Evet, mesleklerinin gerektirdiği ölçüde. Sağlık psikologlarımız, klinik psikoloğumuz, psikoterapistimiz, psikiyatristlerimiz ve ruh sağlığı uzman hemşiremiz BIG sicilinde kayıtlıdır. Çocuklarla ve gençlerle çalışan uzmanlarımız Gençlik Kalite Sicili’ne (SKJ) kayıtlıdır. Bunu bu sicillerin web sitelerinden kendiniz de kontrol edebilirsiniz.',
    },
    'referral-adults': {
      question: 'Sevk yazısına ihtiyacım var mı?',
      answer:
        'Evet. Sevk yazısı olmadan sağlık sigortanız tedavinizi karşılamaz. Sevk yazısını aile hekiminizden isteyin. Yazıda tarih, sevk edenin AGB kodu ve DSM-5’e (sağlık uzmanlarının bunun için kullandığı el kitabı) göre şüphelenilen ruhsal rahatsızlık yer almalıdır. Yazının tarihi, tedavinizin başlangıç tarihinden önce olmalıdır. Sevk yazısını başvurunuzla birlikte yüklersiniz.',
    },
    'referral-children': {
      question: 'Çocuğumu kim sevk edebilir?',
      answer:
        '18 yaşına kadar: aile hekiminiz, bir uzman doktor (örneğin çocuk doktoru), çocuk sağlığı hekimi (jeugdarts) ya da mahalle ekibinden (wijkteam) veya Ebeveyn ve Çocuk Ekibi’nden (Ouder- en Kindteam) bir çalışan. Bu kişiler çocuğunuzu çocuk ve genç ruh sağlığı hizmetlerine sevk eder. 18 yaşına kadar masrafları belediye karşılar ve kendi payı (eigen risico) ödenmez. 18 yaşından itibaren aile hekiminden veya uzman doktordan sevk gerekir ve kendi payı ödenir. 23 yaşına kadar gençlere yardımcı oluyoruz. Sevk yazısını başvuruyla birlikte yükleyin.',
    },
    'how-to-register': {
      question: 'Kendim veya çocuğum için nasıl başvurabilirim?',
      answer:
        'Bu web sitesindeki başvuru formunu doldurun: Yetişkinler için bir form, çocuklar ve gençler için ayrı bir form var. Sevk yazısını ekleyin. Bunu yapamazsanız bizi arayın, size yardımcı oluruz. Başvurunuzdan sonra ön değerlendirme ekibimiz bilgilerinizi inceler ve sizinle iletişime geçeriz.',
    },
    'waiting-time': {
      question: 'Bekleme süresi ne kadar?',
      answer:
        'Çocuklar ve gençler için şu anki bekleme süresi: {childrenWait}. Yetişkinler için başvurudan ilk değerlendirme görüşmesine kadar: {adultsWait}. Durum acilse sizi bir hafta içinde görmeye çalışırız. Güncel durumu her zaman bekleme süresi sayfasında görebilirsiniz.',
    },
    'after-registration': {
      question: 'Başvurumdan sonra ne olur?',
      answer:
        'Ön değerlendirme ekibimiz başvurunuzu ve sevk yazısını okur. 2 ila 4 hafta içinde bir çalışanımız sizi kısa bir görüşme için arar. Bu görüşmede size doğru yardımı sunup sunamayacağımızı konuşuruz. Sunabiliyorsak, yer açılır açılmaz sizi ilk değerlendirme görüşmesine (intake) davet ederiz. Sunamıyorsak, daha uygun bir yer bulmanız için size yol gösteririz.',
    },
    'what-to-have-ready': {
      question: 'Başvuru için nelere ihtiyacım var?',
      answer:
        'Şunları hazır bulundurun: sevk yazısı (PDF, Word dosyası veya fotoğraf olarak), Hollanda kişisel kimlik numaranız (BSN), sağlık sigortası şirketinizin adı ve adres bilgileriniz. Çocuk için yapılan başvuruda formu ebeveyn veya vasi, çocuğun bilgileriyle doldurur. İlk değerlendirme görüşmesine geçerli bir kimlik belgesi getirin.',
    },
    'parents-consent': {
      question: 'Her iki ebeveynin de onay vermesi gerekiyor mu?',
      answer:
        'Evet, çocuğunuz 16 yaşından küçükse ve her iki ebeveynin de velayeti varsa. Boşanmış olsanız bile bu kural geçerlidir. 12 ile 16 yaş arasında çocuğunuzun kendisi de onay verir. 16 yaşından itibaren kararı çocuğunuz kendisi verir. Ebeveynler arasında anlaşmazlık varsa bizimle iletişime geçin, birlikte bir çözüm arayalım.',
    },
    'youth-up-to-23': {
      question: 'Çocuğum 18 yaşında veya daha büyük. Hangi formu kullanmalıyım?',
      answer:
        '23 yaşına kadar olan gençler çocuk ve genç formuyla başvurur; böylece destek yaşlarına uygun olur. Ancak 18 yaşından itibaren tedaviyi belediye yerine sağlık sigortası şirketi karşılar ve kendi payı (eigen risico) ödenir. 18 yaşından itibaren formu tercihen gencin kendisi doldurur.',
    },
    'adult-costs': {
      question: 'Yetişkin tedavisinin ücreti nedir?',
      answer:
        'Tedaviniz temel sağlık sigortası kapsamındadır; bu yüzden ek sigortaya ihtiyacınız yoktur. Ancak bu yılki kendi payınızın tamamını henüz ödemediyseniz önce bu payı ödersiniz. Faturayı doğrudan sağlık sigortası şirketinize göndeririz; şirket de kendi payınız için size fatura gönderir.',
    },
    deductible: {
      question: 'Kendi payı (eigen risico) nedir?',
      answer:
        'Kendi payı, temel sağlık sigortası sağlık masraflarınızı karşılamaya başlamadan önce her yıl kendi cebinizden ödediğiniz tutardır. {year} yılında zorunlu kendi payı, takvim yılı başına {amount} olarak belirlenmiştir. Ayrıca gönüllü bir kendi payı seçtiyseniz o da buna eklenir. 18 yaşından küçük çocuklar için kendi payı ödenmez. Tedaviniz yeni yılda da sürerse her seans, yapıldığı yılın kendi payına sayılır.',
    },
    'child-costs': {
      question: 'Çocuğumun tedavisini kim öder?',
      answer:
        '18 yaşına kadar masrafları çocuğunuzun yaşadığı belediye karşılar. Bu, Gençlik Yasası’nda (Jeugdwet) düzenlenmiştir. Siz hiçbir şey ödemezsiniz; kendi payı (eigen risico) da ödenmez. Amsterdam Nieuw-West ve Zaanstreek-Waterland dâhil sekiz belediye ve bölgeyle sözleşmemiz var. Başka bir yerde mi yaşıyorsunuz? Bizi arayın, sizin için araştıralım.',
    },
    'insurer-contracts': {
      question: 'Sağlık sigortamla sözleşmeniz var mı?',
      answer:
        'Tüm büyük sağlık sigortası şirketleriyle sözleşmemiz var. Bu sayede tedaviniz, kendi payı dışında, temel sağlık sigortasından tamamen karşılanır. Dikkat: Bu yıl için kararlaştırılan bütçe dolduğundan Menzis ve Anderzorg sigortalılarından şu anda yeni başvuru alınmıyor. Tam liste “Yetişkinler için tedavi masrafları” sayfasındadır.',
    },
    'late-cancellation': {
      question: 'Randevumu iptal etmem gerekirse ne olur?',
      answer:
        'Randevunuzu en geç 24 saat önceden telefonla veya e-postayla iptal edin; bu durumda hiçbir ücret ödemezsiniz. Daha geç iptal ederseniz veya gelmezseniz {amount} ücret alabiliriz. Bu tutarı sağlık sigortanız veya belediye ödemez. Hastalık veya acil bir durumda önce her zaman durumunuzu birlikte değerlendiririz.',
    },
    'couples-therapy-coverage': {
      question: 'Çift terapisinin masrafları karşılanıyor mu?',
      answer:
        'Yalnızca ilişki sorunları için yapılan tedaviyi temel sağlık sigortası karşılamaz. Ancak çift terapisi, sizden birinin ruhsal bir rahatsızlığının (örneğin depresyonun) tedavisinin bir parçasıysa karşılanır. Sizin durumunuzda neyin geçerli olduğunu ilk değerlendirme görüşmesinde konuşuruz.',
    },
    'what-treatment-looks-like': {
      question: 'Tedavi nasıl ilerler?',
      answer:
        'İlk değerlendirme görüşmesinden sonra terapistinizle birlikte hedefleri olan bir tedavi planı hazırlarsınız. Bir seans yaklaşık 45 dakika sürer; genellikle haftada bir ya da iki haftada bir yapılır. Kısa süreli bir tedavi, 3 ila 6 ay içinde yaklaşık 8 ila 12 seanstır. Daha fazlası gerekirse tedavi daha uzun sürebilir. Nasıl gittiğini düzenli olarak birlikte değerlendiririz.',
    },
    methods: {
      question: 'Hangi tedavi yöntemlerini kullanıyorsunuz?',
      answer:
        'Etkisi bilinen yöntemlerle çalışırız; örneğin bilişsel davranışçı terapi, EMDR, sistemik terapi, oyun terapisi ve bilinçli farkındalık (mindfulness). Hangi yöntemin uygun olduğu şikâyetlerinize ve sizin ne istediğinize bağlıdır. Bunu ilk değerlendirme görüşmesinde konuşuruz.',
    },
    'parent-involvement': {
      question: 'Ebeveynler olarak sürece nasıl dâhil oluyoruz?',
      answer:
        'Ebeveynler tedavide çok önemli bir rol oynar. Önce sizinle, ebeveynlerle bir görüşme yaparız. Ardından çocuğunuzla tanışırız. Tedavi boyunca düzenli ebeveyn görüşmeleri yapılır ve evde uygulayabileceğiniz öneriler alırsınız. Çocuk ne kadar küçükse sizinle birlikte o kadar çok çalışırız.',
    },
    'school-collaboration': {
      question: 'Çocuğumun okuluyla iş birliği yapıyor musunuz?',
      answer:
        'Faydalı olacaksa evet. Birçok çocuk şikâyetlerini okulda da yaşar. Sizin onayınızla öğretmen, rehber öğretmen veya okulun destek koordinatörüyle görüşürüz. Böylece çocuğunuz evde ve okulda aynı desteği alır. Onayınız olmadan okulla hiçbir bilgi paylaşmayız.',
    },
    'change-practitioner': {
      question: 'Terapistimle anlaşamazsam ne olur?',
      answer:
        'Terapistinizle iyi bir bağ kurmanız önemlidir. Önce bunu terapistinizle konuşun; çoğu zaman bu bile yardımcı olur. İşe yaramazsa ya da hâlâ kendinizi rahat hissetmiyorsanız başka bir terapist isteyin. Birlikte bir çözüm buluruz.',
    },
    'not-the-right-place': {
      question: 'Herkese yardımcı olabiliyor musunuz?',
      answer:
        'Hayır. Bazen başka bir hizmet daha uygundur; örneğin aktif bir bağımlılık, psikoz veya ciddi yeme sorunları olduğunda ya da kişi acil bir tehlike altındaysa. Hangi durumlarda doğru adres olmadığımızı tedavi seçeneklerimizle ilgili sayfalarda bulabilirsiniz. Böyle bir durumda bunu sizinle ve sizi sevk eden kişiyle açıkça konuşur, nereye başvurabileceğinizi bulmanıza yardımcı oluruz.',
    },
    'bring-someone': {
      question: 'Görüşmeye yanımda birini getirebilir miyim?',
      answer:
        'Evet, getirebilirsiniz. Birçok kişi ilk değerlendirme görüşmesine veya bir ara değerlendirme görüşmesine eşinin, bir aile üyesinin ya da bir arkadaşının eşlik etmesinden hoşlanır. Bunu terapistinize önceden bildirin. Bazen görüşmenin bir kısmını yalnız yapmak da iyi olabilir.',
    },
    'who-sees-my-file': {
      question: 'Dosyamı kimler görebilir?',
      answer:
        'Yalnızca tedavinizle ilgilenen kişiler ve bununla ilgili idari işleri yürüten çalışanlar. Hepsinin meslek sırrını veya gizliliği koruma yükümlülüğü vardır. Başkaları ancak sizin onayınızla ya da yasa gerektirdiğinde bilgi alır. Kendi dosyanızı her zaman görebilir ve bir kopyasını isteyebilirsiniz.',
    },
    retention: {
      question: 'Bilgilerimi ne kadar süre saklıyorsunuz?',
      answer:
        'Tıbbi dosyanızı son değişiklik tarihinden itibaren 20 yıl saklarız. Bu yasal bir zorunluluktur (WGBO). Bu sürenin sonunda dosyayı imha ederiz. Ön değerlendirmeden sonra tedavinizi biz üstlenmezsek başvuru bilgilerinizi ve sevk yazınızı bir yıl içinde sileriz.',
    },
    'insurer-information': {
      question: 'Sağlık sigortam hangi bilgileri görür?',
      answer:
        'Faturalama için sağlık sigortası şirketinize gerekli bilgileri, örneğin tedavinin türünü ve tarihini göndeririz. Bunlara standart olarak tanınızın ana grubu da eklenir. Bunu istemiyorsanız bir gizlilik beyanı formu (privacyverklaring) imzalayabilirsiniz; bu durumda şirket tanınızla ilgili hiçbir bilgi almaz. Ayrıntılar için terapistinize danışın.',
    },
    'gp-information': {
      question: 'Aile hekimim tedavide neler olduğunu öğrenir mi?',
      answer:
        'Yalnızca siz izin verirseniz. Genellikle tedavinin başında ve sonunda sizi sevk eden kişiye kısa bir mektup göndeririz. İçeriğini önce sizinle konuşuruz. İstemezseniz hiçbir şey göndermeyiz.',
    },
    'what-parents-hear': {
      question: 'Terapist biz ebeveynlere neler anlatır?',
      answer:
        'Küçük çocuklarda önemli olan her şeyi sizinle konuşuruz. 12 yaşından itibaren sizinle neleri paylaşacağımızı çocuğunuzla birlikte kararlaştırırız. Gençlerin bazen bir konunun kendileriyle terapistleri arasında kalacağına güvenebilmesi gerekir. Çocuğunuzun güvenliğiyle ilgili bir endişe varsa bunu size her zaman söyleriz.',
    },
    'municipality-information': {
      question: 'Belediye çocuğumun tedavisi hakkında neler bilir?',
      answer:
        'Ödeme için belediye yalnızca gerekli bilgileri alır: tedaviyi kimin aldığı, tedavinin türü ve süresi. Belediyeye görüşme notları ve tanı bilgisi verilmez.',
    },
  },
} satisfies Translation<typeof source>;
