// The words of ../exclusions.ts in Turkish, in the structure and order of the Dutch (a list's ids in comments).
import type { Translation } from '../contentStrings.ts';
import type source from '../nl/exclusions.ts';

export default {
  exclusionIntro:
    'Ayakta tedavi hizmeti sunuyoruz: Randevuyla gelir, ardından evinize dönersiniz. Bazı durumlarda başka, daha yoğun bir tedavi gerekir; o zaman doğru adres biz değiliz. Bunu sizinle ve sizi sevk eden kişiyle açıkça konuşur, daha uygun bir yer bulmanıza yardımcı oluruz.',
  adultExclusionCriteria: [
    // active-suicidality
    {
      title: 'Aktif intihar düşünceleri',
    },
    // active-addiction
    {
      title: 'Şu anda alkol, uyuşturucu veya kumar bağımlılığı',
    },
    // self-harm-or-violence
    {
      title: 'Aktif olarak kendine zarar verme veya başkalarına karşı şiddet eğilimi',
    },
    // active-psychosis
    {
      title: 'Şu anda psikoz; örneğin sesler duymak ya da orada olmayan şeyler görmek',
    },
    // severe-eating-disorder
    {
      title: 'Ağır yeme bozuklukları',
    },
  ],
  adultTreatmentExclusionTiles: [
    // active-suicidality
    {
      title: 'Akut intihar riski',
      description: 'Hayatınıza son vermek için somut planlarınız varsa hemen yoğun yardım gerekir.',
    },
    // alcohol-or-drug-addiction
    {
      title: 'Alkol veya uyuşturucu bağımlılığı',
      description: 'Aktif bir bağımlılık önce bir bağımlılık tedavi merkezinde tedavi edilir.',
    },
    // gambling-addiction
    {
      title: 'Kumar bağımlılığı',
      description: 'Kumar bağımlılığında da en iyi ilk adım, uzmanlaşmış bağımlılık tedavisidir.',
    },
    // self-harm
    {
      title: 'Aktif olarak kendine zarar verme',
      description: 'Kendinizi düzenli olarak yaralıyorsanız daha sık ve daha hızlı ulaşılabilen bir tedaviye ihtiyacınız vardır.',
    },
    // violence
    {
      title: 'Başkalarına karşı şiddet eğilimi',
      description: 'Başkalarına yönelik tehdit veya şiddet durumunda farklı bir yardım türü gerekir.',
    },
    // active-psychosis
    {
      title: 'Aktif psikoz',
      description: 'Sesler duyuyor ya da orada olmayan şeyler görüyorsanız, psikoz konusunda uzmanlaşmış bir ekip yardımcı olur.',
    },
    // severe-eating-disorder
    {
      title: 'Ağır yeme bozukluğu',
      description: 'Ağır anoreksiya veya bulimiya, bu alanda uzmanlaşmış bir yeme bozuklukları merkezi gerektirir.',
    },
    // crisis-care
    {
      title: 'Kriz veya yatarak tedavi ihtiyacı',
      description:
        'Günün 24 saati desteğe veya yatarak tedaviye ihtiyacınız varsa bir kriz servisi ya da yatarak tedavi veren bir kurum daha uygundur.',
    },
    // mania
    {
      title: 'Manik dönem',
      description: 'Manik bir dönemde önce, çoğu zaman ilaçla, durumun dengelenmesi gerekir.',
    },
    // forensic
    {
      title: 'Mahkeme kararıyla tedavi',
      description: 'Mahkemenin zorunlu kıldığı tedavi, adli psikiyatri hizmetlerinin kapsamındadır.',
    },
    // cognitive-impairment
    {
      title: 'Ağır bilişsel yetersizlik',
      description: 'Demans veya ağır beyin hasarı, buna göre düzenlenmiş bir tedavi gerektirir.',
    },
    // no-treatable-condition
    {
      title: 'Ağırlıklı olarak pratik veya sosyal sorunlar',
      description:
        'Ruhsal bir rahatsızlık olmadan borç, konut veya iş yerindeki anlaşmazlıklar söz konusuysa mahalle ekibi ya da sosyal hizmetler daha iyi yardımcı olur.',
    },
  ],
  childExclusionCriteria: [
    // forensic
    {
      title: 'Adli süreçler',
      description: 'Örneğin yardım çocuk mahkemesi veya gençlik denetimli serbestlik birimi tarafından zorunlu kılındığında.',
    },
    // crisis
    {
      title: 'Kriz durumları',
      description:
        'Evde ya da çocuğunuz için acil bir tehlike mi var? Aile hekiminizi, nöbetçi aile hekimini veya doğrudan tehlike varsa 112’yi arayın.',
    },
    // eating-disorder
    {
      title: 'Yeme bozuklukları',
      description:
        'Yeme bozukluğu olan çocukların, çoğu zaman bir çocuk doktoruyla birlikte yürütülen uzman bir tedaviye ihtiyacı vardır.',
    },
    // addiction
    {
      title: 'Bağımlılık',
      description: 'Alkol, uyuşturucu veya oyun bağımlılığında en doğru yer gençlere yönelik bağımlılık tedavi hizmetleridir.',
    },
    // mild-intellectual-disability
    {
      title: 'Hafif zihinsel yetersizlik',
      description:
        'Hafif zihinsel yetersizliği olan çocukları, onların ihtiyaçlarına göre düzenlenmiş bir hizmete yönlendiririz.',
    },
  ],
} satisfies Translation<typeof source>;
