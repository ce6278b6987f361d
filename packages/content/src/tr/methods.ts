// The words of ../methods.ts in Turkish, in the structure and order of the Dutch (a list's ids in comments).
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/methods.ts';

export default {
  cognitiveBehaviouralTherapyTitle: 'Bilişsel davranışçı terapi',
  emdrTitle: 'EMDR terapisi',
  playTherapyTitle: 'Oyun terapisi',
  systemicTherapyTitle: 'Sistemik aile terapisi',
  psychoeducationTitle: 'Psikoeğitim',
  acceptanceAndCommitmentTherapyTitle: 'Kabul ve kararlılık terapisi (ACT)',
  schemaTherapyTitle: 'Şema terapi',
  couplesTherapyTitle: 'Çift terapisi',
  groupTherapyTitle: 'Grup terapisi',
  childOfferMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Çocuğunuz düşüncelerin, duyguların ve davranışların birbirine nasıl bağlı olduğunu öğrenir. Kendisine uygun alıştırmalarla farklı düşünmeyi ve yeni şeyler denemeyi öğrenir.',
    },
    // emdr
    {
      description:
        'Sarsıcı bir olay yaşamış çocuklar için. EMDR, kötü anıların yoğunluğunu azaltır; böylece çocuğunuzu daha az rahatsız ederler.',
    },
    // play-therapy
    {
      description:
        'Küçük çocuklar hissettiklerini her zaman kelimelerle anlatamaz ama oyunda gösterebilirler. Oyun terapisti çocuğunuzun duygularını bu yolla işlemesine yardımcı olur.',
    },
    // systemic-therapy
    {
      description:
        'Bir çocuğun sorunları tüm aileyi etkiler. Sistemik terapide aileyle birlikte konuşur, evdeki durumu iyileştirmek için herkesin neler yapabileceğini birlikte ararız.',
    },
    // parent-guidance
    {
      title: 'Ebeveyn rehberliği',
      description:
        'Çocuğunuza evde yardımcı olabilmeniz için bilgi, destek ve pratik öneriler alırsınız. Böylece çocuğunuzun tedavide öğrendikleri evde de devam eder.',
    },
    // psychodiagnostics
    {
      title: 'Psikolojik değerlendirme',
      description:
        'Bazen önce durumu netleştirmek gerekir. Görüşmeler, anketler ve testlerle neler olup bittiğini araştırırız; örneğin dikkat, otizm veya öğrenmeyle ilgili sorularda.',
    },
    // mindfulness
    {
      title: 'Çocuklar ve gençler için bilinçli farkındalık',
      description:
        'Basit alıştırmalarla çocuğunuz dikkatini şu ana vermeyi öğrenir. Bu, kaygılı düşünceler, stres ve huzursuzlukla baş etmeye yardımcı olur.',
    },
    // social-skills-training
    {
      title: 'Sosyal beceri eğitimi',
      description:
        'Küçük bir grupta çocuklar iletişim kurmayı, kendi hakkını savunmayı ve iş birliği yapmayı alıştırmalarla öğrenir. Yalnız olmadıklarını fark ederler.',
    },
    // psychoeducation
    {
      description:
        'Çocuğunuza ve size neler olduğunu sade bir dille anlatırız. Neler olduğunu anladığınızda onunla daha iyi başa çıkabilirsiniz.',
    },
  ],
  adultOfferMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Terapistinizle birlikte şikâyetlerinizi sürdüren düşünce ve alışkanlıkları inceler, yeni düşünme ve davranma biçimlerini alıştırmalarla denersiniz.',
    },
    // emdr
    {
      description:
        'Sarsıcı olaylardan sonra etkinliği kanıtlanmış bir tedavi. Kötü anıların yoğunluğu azalır; böylece hayatınızı eskisi kadar etkilemezler.',
    },
    // acceptance-and-commitment-therapy
    {
      description:
        'Zor düşünce ve duygularla savaşmak yerine onlara alan açmayı ve yeniden sizin için önemli olana göre yaşamayı öğrenirsiniz.',
    },
    // schema-therapy
    {
      description:
        'Uzun süredir devam eden ya da sürekli tekrarlayan sorunlar için. Geçmişinizden gelen hangi kalıpların bugün hâlâ etkili olduğunu ve bunları nasıl kırabileceğinizi keşfedersiniz.',
    },
    // interpersonal-therapy
    {
      title: 'Kişilerarası terapi',
      description:
        'Depresyon için kısa süreli bir tedavi. Başkalarıyla ilişkileriniz ve kayıp ya da taşınma gibi hayatınızdaki büyük değişiklikler üzerinde çalışırsınız.',
    },
    // mindfulness
    {
      title: 'Bilinçli farkındalık temelli bilişsel terapi',
      description:
        'Sekiz oturum boyunca düşüncelerinize dikkatle ve yargılamadan bakmayı öğrenirsiniz. Bu, depresyonun geri dönmesini önlemeye yardımcı olur.',
    },
    // couples-therapy
    {
      description:
        'Ruhsal sorunlar partnerinizi de etkiler. Birlikte daha iyi konuşmayı ve birbirinize destek olmayı öğrenirsiniz. Sizden birinin rahatsızlığının tedavisinin parçasıysa temel sağlık sigortası tarafından karşılanır.',
    },
    // group-therapy
    {
      description:
        'Küçük bir grupta kaygı veya çökkünlük gibi benzer sorunlar yaşayan kişilerle birlikte çalışırsınız. Birbirinizden öğrenir, birbirinize destek olursunuz.',
    },
    // exposure-therapy
    {
      title: 'Maruz bırakma terapisi',
      description:
        'Adım adım ve kendi hızınızda sizi korkutan durumlarla yüzleşirsiniz. Böylece korkunun azaldığını fark edersiniz.',
    },
    // psychoeducation
    {
      description:
        'Şikâyetleriniz hakkında size ve isterseniz yakınlarınıza yönelik bilgilendirme. Neler olduğunu anlamak çoğu zaman iyileşmenin ilk adımıdır.',
    },
    // psychiatric-consultation
    {
      title: 'Psikiyatrik muayene ve ilaç tedavisi',
      description:
        'Gerektiğinde psikiyatristimiz veya uzman hemşiremiz sürece katılır. Terapinizin yanında ilaç tedavisi konusunda öneride bulunur ve kullanımını takip ederler.',
    },
  ],
  childTreatmentMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Bilişsel davranışçı terapi kaygı, çökkünlük, takıntılar ve başarısızlık korkusunda yardımcı olur. Çocuğunuz kendi düşüncelerini fark etmeyi ve sorgulamayı öğrenir: Bu gerçekten doğru mu? Alıştırmalar, çalışma sayfaları ve evde yapılacak küçük görevlerle yeni davranışları adım adım dener. Küçük çocuklarla resim ve oyunlar, ergenlerle daha çok sohbet kullanırız.',
    },
    // play-therapy
    {
      description:
        'Oyun terapisi yaklaşık 4 ila 12 yaş arasındaki çocuklar içindir. Oyun odasında çocuğunuz malzemesini kendisi seçer: bebekler, kum, kil ya da resim malzemeleri. Söylemekte zorlandığı şeyler oyunda görünür hâle gelir. Oyun terapisti çocuğunuzun duygularını ifade etmesine ve işlemesine yardımcı olur. Neler gözlemlediğimizi ve evde neler yapabileceğinizi size düzenli olarak anlatırız.',
    },
    // emdr
    {
      description:
        'Çocuğunuz kaza, şiddet ya da ani bir kayıp gibi kötü bir olay mı yaşadı? EMDR, anının daha az korkutucu hâle gelmesine yardımcı olur. Çocuğunuz olayı kısa bir süre düşünürken aynı anda örneğin hareket eden bir eli takip eder veya tıklama seslerini dinler. Çoğu zaman birkaç seans yeterlidir. Küçük çocuklar bir ebeveynin kucağında oturabilir.',
    },
    // systemic-therapy
    {
      description:
        'Sistemik terapide yalnızca çocuğunuza değil, tüm aileye bakarız. Birbirinizle nasıl iletişim kuruyorsunuz? Ortam gerildiğinde neler oluyor? Birlikte yeni konuşma ve tepki verme yolları ararız. Kardeşler veya büyükanne ve büyükbabalar da katılabilir. Kültürünüzü ve alışkanlıklarınızı göz önünde bulundururuz.',
    },
  ],
  adultTreatmentMethods: [
    // cognitive-behavioural-therapy
    {
      description:
        'Kaygı, panik, çökkünlük ve takıntılarda en sık kullanılan tedavi. Şikâyetlerinizi sürdüren düşünce ve alışkanlıkları belirlersiniz. Ardından, seanslar arasında da, farklı düşünme ve davranma biçimlerini uygularsınız. Tedavi pratiktir ve genellikle kısadır: çoğu zaman 8 ila 12 seans.',
    },
    // emdr
    {
      description:
        'EMDR, kaza, şiddet, savaş ya da göç etmek zorunda kalmak gibi sarsıcı bir olaydan sonra ortaya çıkan şikâyetlerde etkinliği kanıtlanmış bir tedavidir. Anıyı hatırlarken dikkatiniz aynı anda başka bir şeye, örneğin hareket eden bir ışık çubuğuna ya da tıklama seslerine yönelir. Böylece anı duygusal yükünü kaybeder. Çalışma hızını siz de belirlersiniz.',
    },
    // acceptance-and-commitment-therapy
    {
      description:
        'Bazen ağrı veya kaygılı düşünceler gibi şikâyetler tamamen geçmez. ACT, bunlarla farklı bir şekilde başa çıkmanıza yardımcı olur. Zor duyguların var olmasına izin vermeyi ve enerjinizi sizin için gerçekten önemli olana, yani ailenize, işinize veya inancınıza yöneltmeyi öğrenirsiniz. Böylece hayatınız yeniden bir yön kazanır.',
    },
    // schema-therapy
    {
      description:
        'Şema terapi, örneğin ilişkilerde veya iş hayatında şikâyetleri sürekli tekrarlayan kişiler içindir. Bunlar çoğu zaman çocuklukta oluşmuş kalıplarla ilgilidir. Bu kalıpları tanımayı ve onlarla daha sağlıklı bir şekilde başa çıkmayı öğrenirsiniz. Bu tedavi genellikle bir yıldan uzun sürer.',
    },
    // couples-therapy
    {
      description:
        'Birinizin ruhsal sorunları olduğunda ilişki çoğu zaman zorlanır. Çift terapisine birlikte gelirsiniz. Birbirinizi daha iyi dinlemeyi, sorunlarla birlikte başa çıkmayı ve birbirinize destek olmayı öğrenirsiniz. Sizden birinin ruhsal rahatsızlığının tedavisinin parçasıysa temel sağlık sigortası bunu karşılar.',
    },
    // group-therapy
    {
      description:
        'İki terapistin rehberliğinde altı ila sekiz kişilik bir grupta şikâyetleriniz üzerinde çalışırsınız. Birçok kişi başkalarının da aynı şeyleri yaşadığını görünce rahatlar. Birbirinizin deneyimlerinden öğrenirsiniz. Kaygı, çökkünlük ve kendini ifade etme gibi konularda gruplarımız var.',
    },
  ],
} satisfies Translation<typeof source>;
