// The words of ../adultTreatments.ts in Turkish, in the structure of the Dutch.
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/adultTreatments.ts';

export default {
  adultTreatmentMethods: {
    'cognitive-behavioural-therapy': {
      description:
        'Kaygı, panik, çökkünlük ve takıntılarda en sık kullanılan tedavi. Şikâyetlerinizi sürdüren düşünce ve alışkanlıkları belirlersiniz. Ardından, seanslar arasında da, farklı düşünme ve davranma biçimlerini uygularsınız. Tedavi pratiktir ve genellikle kısadır: çoğu zaman 8 ila 12 seans.',
    },
    emdr: {
      description:
        'EMDR, kaza, şiddet, savaş ya da göç etmek zorunda kalmak gibi sarsıcı bir olaydan sonra ortaya çıkan şikâyetlerde etkinliği kanıtlanmış bir tedavidir. Anıyı hatırlarken dikkatiniz aynı anda başka bir şeye, örneğin hareket eden bir ışık çubuğuna ya da tıklama seslerine yönelir. Böylece anı duygusal yükünü kaybeder. Çalışma hızını siz de belirlersiniz.',
    },
    'acceptance-and-commitment-therapy': {
      description:
        'Bazen ağrı veya kaygılı düşünceler gibi şikâyetler tamamen geçmez. ACT, bunlarla farklı bir şekilde başa çıkmanıza yardımcı olur. Zor duyguların var olmasına izin vermeyi ve enerjinizi sizin için gerçekten önemli olana, yani ailenize, işinize veya inancınıza yöneltmeyi öğrenirsiniz. Böylece hayatınız yeniden bir yön kazanır.',
    },
    'schema-therapy': {
      description:
        'Şema terapi, örneğin ilişkilerde veya iş hayatında şikâyetleri sürekli geri dönen kişiler içindir. Bunlar çoğu zaman çocuklukta oluşmuş kalıplarla ilgilidir. Bu kalıpları tanımayı ve onlarla daha sağlıklı bir şekilde başa çıkmayı öğrenirsiniz. Bu tedavi genellikle bir yıldan uzun sürer.',
    },
    'couples-therapy': {
      description:
        'Birinizin ruhsal sorunları olduğunda ilişki çoğu zaman zorlanır. Çift terapisine birlikte gelirsiniz. Birbirinizi daha iyi dinlemeyi, sorunlarla birlikte başa çıkmayı ve birbirinize destek olmayı öğrenirsiniz. Sizden birinin ruhsal rahatsızlığının tedavisinin parçasıysa temel sağlık sigortası bunu karşılar.',
    },
    'group-therapy': {
      description:
        'İki terapistin rehberliğinde altı ila sekiz kişilik bir grupta şikâyetleriniz üzerinde çalışırsınız. Birçok kişi başkalarının da aynı şeyleri yaşadığını görünce rahatlar. Birbirinizin deneyimlerinden öğrenirsiniz. Kaygı, çökkünlük ve kendini ifade etme gibi konularda gruplarımız var.',
    },
  },
  adultTreatmentExclusionTiles: {
    'active-suicidality': {
      title: 'Akut intihar riski',
      description: 'Hayatınıza son vermek için somut planlarınız varsa hemen yoğun yardım gerekir.',
    },
    'alcohol-or-drug-addiction': {
      title: 'Alkol veya uyuşturucu bağımlılığı',
      description: 'Aktif bir bağımlılık önce bir bağımlılık tedavi merkezinde tedavi edilir.',
    },
    'gambling-addiction': {
      title: 'Kumar bağımlılığı',
      description: 'Kumar bağımlılığında da en iyi ilk adım, uzmanlaşmış bağımlılık tedavisidir.',
    },
    'self-harm': {
      title: 'Kendine zarar verme',
      description: 'Kendinizi düzenli olarak yaralıyorsanız daha sık ve daha hızlı ulaşılabilen bir tedaviye ihtiyacınız vardır.',
    },
    violence: {
      title: 'Başkalarına karşı şiddet eğilimi',
      description: 'Başkalarına yönelik tehdit veya şiddet durumunda farklı bir yardım türü gerekir.',
    },
    'active-psychosis': {
      title: 'Psikoz',
      description: 'Sesler duyuyor ya da orada olmayan şeyler görüyorsanız, psikoz konusunda uzmanlaşmış bir ekip yardımcı olur.',
    },
    'severe-eating-disorder': {
      title: 'Ağır yeme bozukluğu',
      description: 'Ağır anoreksiya veya bulimiya, bu alanda uzmanlaşmış bir yeme bozuklukları merkezi gerektirir.',
    },
    'crisis-care': {
      title: 'Kriz veya yatarak tedavi ihtiyacı',
      description:
        'Günün 24 saati desteğe veya yatarak tedaviye ihtiyacınız varsa bir kriz servisi ya da yatarak tedavi veren bir kurum daha uygundur.',
    },
    mania: {
      title: 'Manik dönem',
      description:
        'Manik bir dönemde aşırı hareketli, huzursuz veya aşırı özgüvenli olursunuz. Önce, çoğu zaman ilaç yardımıyla, yeniden sakinleşmeniz gerekir.',
    },
    forensic: {
      title: 'Mahkeme kararıyla tedavi',
      description: 'Mahkemenin zorunlu kıldığı tedavi, adli psikiyatri hizmetlerinin kapsamındadır.',
    },
    'cognitive-impairment': {
      title: 'Düşünme ve bellekle ilgili ağır sorunlar',
      description: 'Demans veya ağır beyin hasarı, buna göre düzenlenmiş bir tedavi gerektirir.',
    },
    'no-treatable-condition': {
      title: 'Ağırlıklı olarak pratik veya sosyal sorunlar',
      description:
        'Ruhsal bir rahatsızlık olmadan borç, konut veya iş yerindeki anlaşmazlıklar söz konusuysa mahalle ekibi ya da sosyal hizmetler daha iyi yardımcı olur.',
    },
  },
} satisfies Translation<typeof source>;
