import type { Localized } from './locale.ts';
import {
  Ban,
  Brain,
  BrainCircuit,
  Dice5,
  HeartCrack,
  Hospital,
  Puzzle,
  Scale,
  ShieldAlert,
  Swords,
  Utensils,
  Wine,
  Zap,
  type Icon,
} from './icons.ts';

/** A situation in which Ankerlicht is not the right place, and other care is needed first. */
export type ExclusionCriterion = {
  id: string;
  title: Localized;
  description?: Localized;
  icon?: Icon;
};

/** Said before every exclusion list: why we have one and what happens next. */
export const exclusionIntro: Localized = {
  nl: 'Bij ons komt u op afspraak en gaat u daarna weer naar huis (ambulante zorg). In sommige situaties is andere, meer intensieve zorg nodig. Dan zijn wij niet de juiste plek. We bespreken dat eerlijk met u en uw verwijzer en denken mee over een betere plek.',
  en: 'We offer outpatient care: you come by appointment and go home afterwards. In some situations other, more intensive care is needed, and then we are not the right place. We discuss this honestly with you and your referrer, and help you find care that suits you better.',
  tr: 'Ayakta tedavi hizmeti sunuyoruz: Randevuyla gelir, ardından evinize dönersiniz. Bazı durumlarda başka, daha yoğun bir tedavi gerekir; o zaman doğru adres biz değiliz. Bunu sizinle ve sizi sevk eden kişiyle açıkça konuşur, daha uygun bir yer bulmanıza yardımcı oluruz.',
};

/** The five adult exclusion criteria, exactly as docs/product-rules.md §5 lists them (adult treatment offer). */
export const adultExclusionCriteria: readonly ExclusionCriterion[] = [
  {
    id: 'active-suicidality',
    title: { nl: 'Nu ernstige gedachten aan zelfmoord', en: 'Active suicidality', tr: 'Aktif intihar düşünceleri' },
  },
  {
    id: 'active-addiction',
    title: {
      nl: 'Nu verslaafd aan alcohol, drugs of gokken',
      en: 'Currently addicted to alcohol, drugs or gambling',
      tr: 'Şu anda alkol, uyuşturucu veya kumar bağımlılığı',
    },
  },
  {
    id: 'self-harm-or-violence',
    title: {
      nl: 'Nu uzelf verwonden, of de neiging hebben anderen geweld aan te doen',
      en: 'Active self-harm or a tendency towards violence against others',
      tr: 'Aktif olarak kendine zarar verme veya başkalarına karşı şiddet eğilimi',
    },
  },
  {
    id: 'active-psychosis',
    title: {
      nl: 'Nu een psychose, zoals stemmen horen of dingen zien die er niet zijn',
      en: 'Currently psychotic, for example hearing voices or seeing things that are not there',
      tr: 'Şu anda psikoz; örneğin sesler duymak ya da orada olmayan şeyler görmek',
    },
  },
  {
    id: 'severe-eating-disorder',
    title: {
      nl: 'Ernstige eetstoornissen, zoals anorexia of boulimia',
      en: 'Severe eating disorders',
      tr: 'Ağır yeme bozuklukları',
    },
  },
];

/** The twelve exclusion tiles on /volwassenen/behandelingen: the five above, spelled out. */
export const adultTreatmentExclusionTiles: readonly ExclusionCriterion[] = [
  {
    id: 'active-suicidality',
    title: { nl: 'Direct gevaar voor zelfmoord', en: 'Acute suicidality', tr: 'Akut intihar riski' },
    description: {
      nl: 'Als u concrete plannen hebt om uit het leven te stappen, is direct intensieve hulp nodig.',
      en: 'If you have concrete plans to end your life, intensive help is needed right away.',
      tr: 'Hayatınıza son vermek için somut planlarınız varsa hemen yoğun yardım gerekir.',
    },
    icon: ShieldAlert,
  },
  {
    id: 'alcohol-or-drug-addiction',
    title: {
      nl: 'Verslaving aan alcohol of drugs',
      en: 'Alcohol or drug addiction',
      tr: 'Alkol veya uyuşturucu bağımlılığı',
    },
    description: {
      nl: 'Een actieve verslaving behandelt een verslavingszorginstelling eerst.',
      en: 'An active addiction is treated first by an addiction care service.',
      tr: 'Aktif bir bağımlılık önce bir bağımlılık tedavi merkezinde tedavi edilir.',
    },
    icon: Wine,
  },
  {
    id: 'gambling-addiction',
    title: { nl: 'Gokverslaving', en: 'Gambling addiction', tr: 'Kumar bağımlılığı' },
    description: {
      nl: 'Ook voor gokverslaving is gespecialiseerde verslavingszorg de beste eerste stap.',
      en: 'For gambling addiction too, specialised addiction care is the best first step.',
      tr: 'Kumar bağımlılığında da en iyi ilk adım, uzmanlaşmış bağımlılık tedavisidir.',
    },
    icon: Dice5,
  },
  {
    id: 'self-harm',
    title: { nl: 'Uzelf verwonden', en: 'Active self-harm', tr: 'Aktif olarak kendine zarar verme' },
    description: {
      nl: 'Als u uzelf regelmatig verwondt, is zorg nodig die vaker en sneller beschikbaar is.',
      en: 'If you regularly injure yourself, you need care that is available more often and more quickly.',
      tr: 'Kendinizi düzenli olarak yaralıyorsanız daha sık ve daha hızlı ulaşılabilen bir tedaviye ihtiyacınız vardır.',
    },
    icon: HeartCrack,
  },
  {
    id: 'violence',
    title: {
      nl: 'Neiging tot geweld tegen anderen',
      en: 'A tendency towards violence against others',
      tr: 'Başkalarına karşı şiddet eğilimi',
    },
    description: {
      nl: 'Bij dreiging of geweld tegen anderen is een andere vorm van hulp nodig.',
      en: 'Threats or violence against others call for a different kind of help.',
      tr: 'Başkalarına yönelik tehdit veya şiddet durumunda farklı bir yardım türü gerekir.',
    },
    icon: Swords,
  },
  {
    id: 'active-psychosis',
    title: { nl: 'Psychose', en: 'Active psychosis', tr: 'Aktif psikoz' },
    description: {
      nl: 'Bij stemmen horen of dingen zien die er niet zijn, helpt een gespecialiseerd psychoseteam.',
      en: 'If you hear voices or see things that are not there, a specialised psychosis team can help.',
      tr: 'Sesler duyuyor ya da orada olmayan şeyler görüyorsanız, psikoz konusunda uzmanlaşmış bir ekip yardımcı olur.',
    },
    icon: BrainCircuit,
  },
  {
    id: 'severe-eating-disorder',
    title: { nl: 'Ernstige eetstoornis', en: 'Severe eating disorder', tr: 'Ağır yeme bozukluğu' },
    description: {
      nl: 'Ernstige anorexia of boulimia vraagt om een gespecialiseerd eetstoornissencentrum.',
      en: 'Severe anorexia or bulimia needs a specialised eating disorder centre.',
      tr: 'Ağır anoreksiya veya bulimiya, bu alanda uzmanlaşmış bir yeme bozuklukları merkezi gerektirir.',
    },
    icon: Utensils,
  },
  {
    id: 'crisis-care',
    title: {
      nl: 'Crisis of opname nodig',
      en: 'Crisis or admission needed',
      tr: 'Kriz veya yatarak tedavi ihtiyacı',
    },
    description: {
      nl: 'Wie 24 uur per dag zorg of een opname nodig heeft, is bij een crisisdienst of kliniek beter op zijn plek.',
      en: 'If you need round-the-clock care or admission, a crisis service or clinic is the better place.',
      tr: 'Günün 24 saati desteğe veya yatarak tedaviye ihtiyacınız varsa bir kriz servisi ya da yatarak tedavi veren bir kurum daha uygundur.',
    },
    icon: Hospital,
  },
  {
    id: 'mania',
    title: { nl: 'Manische periode', en: 'Manic episode', tr: 'Manik dönem' },
    description: {
      nl: 'In een manische periode bent u extreem druk, opgejaagd of overmoedig. Dan moet u eerst weer tot rust komen, vaak met medicijnen.',
      en: 'During a manic period, stabilisation comes first, often with medication.',
      tr: 'Manik bir dönemde önce, çoğu zaman ilaçla, durumun dengelenmesi gerekir.',
    },
    icon: Zap,
  },
  {
    id: 'forensic',
    title: {
      nl: 'Behandeling opgelegd door de rechter',
      en: 'Court-ordered treatment',
      tr: 'Mahkeme kararıyla tedavi',
    },
    description: {
      nl: 'Behandeling die de rechter verplicht, hoort bij zorg die daarvoor is ingericht (forensische zorg).',
      en: 'Treatment ordered by a court belongs in forensic care.',
      tr: 'Mahkemenin zorunlu kıldığı tedavi, adli psikiyatri hizmetlerinin kapsamındadır.',
    },
    icon: Scale,
  },
  {
    id: 'cognitive-impairment',
    title: {
      nl: 'Ernstige problemen met denken en geheugen',
      en: 'Severe cognitive impairment',
      tr: 'Ağır bilişsel yetersizlik',
    },
    description: {
      nl: 'Bij dementie of ernstig hersenletsel is zorg nodig die daarop is ingericht.',
      en: 'Dementia or severe brain injury needs care that is designed for it.',
      tr: 'Demans veya ağır beyin hasarı, buna göre düzenlenmiş bir tedavi gerektirir.',
    },
    icon: Brain,
  },
  {
    id: 'no-treatable-condition',
    title: {
      nl: 'Vooral praktische of sociale problemen',
      en: 'Mainly practical or social problems',
      tr: 'Ağırlıklı olarak pratik veya sosyal sorunlar',
    },
    description: {
      nl: 'Bij schulden, huisvesting of werkconflicten zonder psychische aandoening helpt het wijkteam of maatschappelijk werk beter.',
      en: 'For debts, housing or conflicts at work without a mental health condition, the neighbourhood team or a social worker is better placed to help.',
      tr: 'Ruhsal bir rahatsızlık olmadan borç, konut veya iş yerindeki anlaşmazlıklar söz konusuysa mahalle ekibi ya da sosyal hizmetler daha iyi yardımcı olur.',
    },
    icon: Ban,
  },
];

/** When child and youth care is not the right place (docs/product-rules.md §5). */
export const childExclusionCriteria: readonly ExclusionCriterion[] = [
  {
    id: 'forensic',
    title: { nl: 'Hulp opgelegd door de rechter', en: 'Forensic issues', tr: 'Adli süreçler' },
    description: {
      nl: 'Bijvoorbeeld als de hulp door de kinderrechter of jeugdreclassering is opgelegd.',
      en: 'For example when help has been ordered by a juvenile court or youth probation.',
      tr: 'Örneğin yardım çocuk mahkemesi veya gençlik denetimli serbestlik birimi tarafından zorunlu kılındığında.',
    },
    icon: Scale,
  },
  {
    id: 'crisis',
    title: { nl: 'Crisissituaties', en: 'Crisis situations', tr: 'Kriz durumları' },
    description: {
      nl: 'Is het thuis of met uw kind acuut onveilig? Bel dan de huisarts, huisartsenpost of bij direct gevaar 112.',
      en: 'If the situation at home or for your child is acutely unsafe, call your GP, the out-of-hours GP service or, in immediate danger, 112.',
      tr: 'Evde ya da çocuğunuz için acil bir tehlike mi var? Aile hekiminizi, nöbetçi aile hekimini veya doğrudan tehlike varsa 112’yi arayın.',
    },
    icon: ShieldAlert,
  },
  {
    id: 'eating-disorder',
    title: { nl: 'Eetstoornissen', en: 'Eating disorders', tr: 'Yeme bozuklukları' },
    description: {
      nl: 'Kinderen met een eetstoornis hebben gespecialiseerde zorg nodig, vaak met een kinderarts erbij.',
      en: 'Children with an eating disorder need specialised care, often together with a paediatrician.',
      tr: 'Yeme bozukluğu olan çocukların, çoğu zaman bir çocuk doktoruyla birlikte yürütülen uzman bir tedaviye ihtiyacı vardır.',
    },
    icon: Utensils,
  },
  {
    id: 'addiction',
    title: { nl: 'Verslaving', en: 'Addiction', tr: 'Bağımlılık' },
    description: {
      nl: 'Bij verslaving aan alcohol, drugs of gamen is jeugdverslavingszorg de beste plek.',
      en: 'For addiction to alcohol, drugs or gaming, youth addiction care is the best place.',
      tr: 'Alkol, uyuşturucu veya oyun bağımlılığında en doğru yer gençlere yönelik bağımlılık tedavi hizmetleridir.',
    },
    icon: Wine,
  },
  {
    id: 'mild-intellectual-disability',
    title: {
      nl: 'Licht verstandelijke beperking',
      en: 'Mild intellectual disability',
      tr: 'Hafif zihinsel yetersizlik',
    },
    description: {
      nl: 'Kinderen met een licht verstandelijke beperking helpen we door naar zorg die daarop is afgestemd.',
      en: 'We refer children with a mild intellectual disability to care that is designed for them.',
      tr: 'Hafif zihinsel yetersizliği olan çocukları, onların ihtiyaçlarına göre düzenlenmiş bir hizmete yönlendiririz.',
    },
    icon: Puzzle,
  },
];
