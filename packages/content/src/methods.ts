import type { Localized } from './locale.ts';
import {
  Blocks,
  BookOpen,
  Brain,
  Compass,
  Eye,
  Footprints,
  HandHeart,
  HeartHandshake,
  Leaf,
  MessageCircle,
  Pill,
  Puzzle,
  Search,
  Users,
  UsersRound,
  type Icon,
} from './icons.ts';

export type TreatmentMethod = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

// The names of the methods on more than one list below, each written once (as variables, which the
// minifier shortens, rather than an object's properties, which it keeps).
const cognitiveBehaviouralTherapyTitle: Localized = {
  nl: 'Cognitieve gedragstherapie',
  en: 'Cognitive behavioural therapy',
  tr: 'Bilişsel davranışçı terapi',
};
const emdrTitle: Localized = { nl: 'EMDR-therapie', en: 'EMDR therapy', tr: 'EMDR terapisi' };
const playTherapyTitle: Localized = { nl: 'Speltherapie', en: 'Play therapy', tr: 'Oyun terapisi' };
const systemicTherapyTitle: Localized = { nl: 'Systeemtherapie', en: 'Systemic family therapy', tr: 'Sistemik aile terapisi' };
const psychoeducationTitle: Localized = {
  nl: 'Uitleg over de klachten (psycho-educatie)',
  en: 'Psychoeducation',
  tr: 'Psikoeğitim',
};
const acceptanceAndCommitmentTherapyTitle: Localized = {
  nl: 'Acceptance and Commitment Therapy (ACT)',
  en: 'Acceptance and commitment therapy (ACT)',
  tr: 'Kabul ve kararlılık terapisi (ACT)',
};
const schemaTherapyTitle: Localized = { nl: 'Schematherapie', en: 'Schema therapy', tr: 'Şema terapi' };
const couplesTherapyTitle: Localized = { nl: 'Relatietherapie', en: 'Couples therapy', tr: 'Çift terapisi' };
const groupTherapyTitle: Localized = { nl: 'Groepsbehandeling', en: 'Group therapy', tr: 'Grup terapisi' };

/** The nine methods on /kind-jeugd/behandelaanbod. */
export const childOfferMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: {
      nl: 'Uw kind leert hoe gedachten, gevoelens en gedrag samenhangen. Met oefeningen op maat leert het anders te denken en nieuwe dingen te proberen.',
      en: 'Your child learns how thoughts, feelings and behaviour are connected. Through exercises tailored to them, they learn to think differently and try new things.',
      tr: 'Çocuğunuz düşüncelerin, duyguların ve davranışların birbirine nasıl bağlı olduğunu öğrenir. Kendisine uygun alıştırmalarla farklı düşünmeyi ve yeni şeyler denemeyi öğrenir.',
    },
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: {
      nl: 'Voor kinderen die iets schokkends hebben meegemaakt. Met EMDR worden nare herinneringen minder heftig, zodat uw kind er minder last van heeft.',
      en: 'For children who have been through something frightening. EMDR makes distressing memories less intense, so they bother your child less.',
      tr: 'Sarsıcı bir olay yaşamış çocuklar için. EMDR, kötü anıların yoğunluğunu azaltır; böylece çocuğunuzu daha az rahatsız ederler.',
    },
    icon: Eye,
  },
  {
    id: 'play-therapy',
    title: playTherapyTitle,
    description: {
      nl: 'Jonge kinderen vertellen niet altijd in woorden wat ze voelen. In spel kunnen ze dat wel laten zien. De speltherapeut helpt uw kind om zo gevoelens te verwerken.',
      en: 'Young children cannot always put their feelings into words, but they can show them in play. The play therapist helps your child work through feelings this way.',
      tr: 'Küçük çocuklar hissettiklerini her zaman kelimelerle anlatamaz ama oyunda gösterebilirler. Oyun terapisti çocuğunuzun duygularını bu yolla işlemesine yardımcı olur.',
    },
    icon: Blocks,
  },
  {
    id: 'systemic-therapy',
    title: systemicTherapyTitle,
    description: {
      nl: 'Problemen van een kind raken het hele gezin. In systeemtherapie praten we met het gezin samen en zoeken we naar wat iedereen kan doen om het thuis beter te maken.',
      en: 'A child’s problems affect the whole family. In systemic therapy we talk with the family together and look for what everyone can do to make things better at home.',
      tr: 'Bir çocuğun sorunları tüm aileyi etkiler. Sistemik terapide aileyle birlikte konuşur, evdeki durumu iyileştirmek için herkesin neler yapabileceğini birlikte ararız.',
    },
    icon: Users,
  },
  {
    id: 'parent-guidance',
    title: { nl: 'Ouderbegeleiding', en: 'Parent guidance', tr: 'Ebeveyn rehberliği' },
    description: {
      nl: 'U krijgt uitleg, steun en praktische tips om uw kind thuis te helpen. Zo gaat wat uw kind in de behandeling leert ook thuis verder.',
      en: 'You receive information, support and practical tips for helping your child at home, so that what your child learns in treatment carries on at home.',
      tr: 'Çocuğunuza evde yardımcı olabilmeniz için bilgi, destek ve pratik öneriler alırsınız. Böylece çocuğunuzun tedavide öğrendikleri evde de devam eder.',
    },
    icon: HandHeart,
  },
  {
    id: 'psychodiagnostics',
    title: { nl: 'Psychologisch onderzoek', en: 'Psychological assessment', tr: 'Psikolojik değerlendirme' },
    description: {
      nl: 'Soms is eerst meer duidelijkheid nodig. Met gesprekken, vragenlijsten en testen onderzoeken we wat er speelt, bijvoorbeeld bij vragen over concentratie, autisme of leren.',
      en: 'Sometimes we first need a clearer picture. Using interviews, questionnaires and tests, we examine what is going on, for example when there are questions about concentration, autism or learning.',
      tr: 'Bazen önce durumu netleştirmek gerekir. Görüşmeler, anketler ve testlerle neler olup bittiğini araştırırız; örneğin dikkat, otizm veya öğrenmeyle ilgili sorularda.',
    },
    icon: Search,
  },
  {
    id: 'mindfulness',
    title: {
      nl: 'Mindfulness voor kinderen en jongeren',
      en: 'Mindfulness for children and young people',
      tr: 'Çocuklar ve gençler için bilinçli farkındalık',
    },
    description: {
      nl: 'Met eenvoudige oefeningen leert uw kind aandacht te geven aan het hier en nu. Dat helpt bij piekeren, stress en onrust.',
      en: 'With simple exercises your child learns to pay attention to the here and now. This helps with worrying, stress and restlessness.',
      tr: 'Basit alıştırmalarla çocuğunuz dikkatini şu ana vermeyi öğrenir. Bu, kaygılı düşünceler, stres ve huzursuzlukla baş etmeye yardımcı olur.',
    },
    icon: Leaf,
  },
  {
    id: 'social-skills-training',
    title: {
      nl: 'Sociale-vaardigheidstraining',
      en: 'Social skills training',
      tr: 'Sosyal beceri eğitimi',
    },
    description: {
      nl: 'In een kleine groep oefenen kinderen met contact maken, voor zichzelf opkomen en samenwerken. Ze merken dat ze niet de enige zijn.',
      en: 'In a small group, children practise making contact, standing up for themselves and working together. They discover that they are not alone.',
      tr: 'Küçük bir grupta çocuklar iletişim kurmayı, kendi hakkını savunmayı ve iş birliği yapmayı alıştırmalarla öğrenir. Yalnız olmadıklarını fark ederler.',
    },
    icon: UsersRound,
  },
  {
    id: 'psychoeducation',
    title: psychoeducationTitle,
    description: {
      nl: 'We leggen uw kind en u in gewone woorden uit wat er aan de hand is. Als je begrijpt wat er gebeurt, kun je er beter mee omgaan.',
      en: 'We explain to your child and to you, in plain words, what is going on. When you understand what is happening, you can deal with it better.',
      tr: 'Çocuğunuza ve size neler olduğunu sade bir dille anlatırız. Neler olduğunu anladığınızda onunla daha iyi başa çıkabilirsiniz.',
    },
    icon: BookOpen,
  },
];

/** The eleven methods on /volwassenen/behandelaanbod. */
export const adultOfferMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: {
      nl: 'U onderzoekt samen met uw behandelaar welke gedachten en gewoonten uw klachten in stand houden, en oefent met nieuwe manieren van denken en doen.',
      en: 'Together with your practitioner you look at which thoughts and habits keep your symptoms going, and practise new ways of thinking and acting.',
      tr: 'Terapistinizle birlikte şikâyetlerinizi sürdüren düşünce ve alışkanlıkları inceler, yeni düşünme ve davranma biçimlerini alıştırmalarla denersiniz.',
    },
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: {
      nl: 'Een bewezen behandeling na schokkende gebeurtenissen. Nare herinneringen worden minder heftig, zodat ze uw leven minder beheersen.',
      en: 'A proven treatment after traumatic events. Distressing memories become less intense, so they have less hold over your life.',
      tr: 'Sarsıcı olaylardan sonra etkinliği kanıtlanmış bir tedavi. Kötü anıların yoğunluğu azalır; böylece hayatınızı eskisi kadar etkilemezler.',
    },
    icon: Eye,
  },
  {
    id: 'acceptance-and-commitment-therapy',
    title: acceptanceAndCommitmentTherapyTitle,
    description: {
      nl: 'U leert moeilijke gedachten en gevoelens toe te laten in plaats van ertegen te vechten, en weer te leven naar wat u belangrijk vindt.',
      en: 'You learn to allow difficult thoughts and feelings instead of fighting them, and to live by what matters to you again.',
      tr: 'Zor düşünce ve duygularla savaşmak yerine onlara alan açmayı ve yeniden sizin için önemli olana göre yaşamayı öğrenirsiniz.',
    },
    icon: Compass,
  },
  {
    id: 'schema-therapy',
    title: schemaTherapyTitle,
    description: {
      nl: 'Voor klachten die al lang bestaan of steeds terugkomen. U ontdekt welke patronen uit uw verleden nu nog meespelen en hoe u ze kunt doorbreken.',
      en: 'For long-standing or recurring problems. You discover which patterns from your past still play a part today, and how to break them.',
      tr: 'Uzun süredir devam eden ya da sürekli tekrarlayan sorunlar için. Geçmişinizden gelen hangi kalıpların bugün hâlâ etkili olduğunu ve bunları nasıl kırabileceğinizi keşfedersiniz.',
    },
    icon: Puzzle,
  },
  {
    id: 'interpersonal-therapy',
    title: { nl: 'Interpersoonlijke therapie', en: 'Interpersonal therapy', tr: 'Kişilerarası terapi' },
    description: {
      nl: 'Een korte behandeling bij depressie. U werkt aan uw relaties met anderen en aan grote veranderingen in uw leven, zoals verlies of een verhuizing.',
      en: 'A short treatment for depression. You work on your relationships with others and on big changes in your life, such as loss or a move.',
      tr: 'Depresyon için kısa süreli bir tedavi. Başkalarıyla ilişkileriniz ve kayıp ya da taşınma gibi hayatınızdaki büyük değişiklikler üzerinde çalışırsınız.',
    },
    icon: MessageCircle,
  },
  {
    id: 'mindfulness',
    title: {
      nl: 'Mindfulness (MBCT)',
      en: 'Mindfulness-based cognitive therapy',
      tr: 'Bilinçli farkındalık temelli bilişsel terapi',
    },
    description: {
      nl: 'In acht bijeenkomsten leert u met aandacht en zonder oordeel naar uw gedachten te kijken. Dit helpt om terugval in somberheid te voorkomen.',
      en: 'Over eight sessions you learn to observe your thoughts with attention and without judgement. This helps prevent a relapse into depression.',
      tr: 'Sekiz oturum boyunca düşüncelerinize dikkatle ve yargılamadan bakmayı öğrenirsiniz. Bu, depresyonun geri dönmesini önlemeye yardımcı olur.',
    },
    icon: Leaf,
  },
  {
    id: 'couples-therapy',
    title: couplesTherapyTitle,
    description: {
      nl: 'Psychische klachten raken ook uw partner. Samen leert u beter te praten en elkaar te steunen. Vergoed als het deel is van de behandeling van een stoornis bij een van u.',
      en: 'Mental health problems affect your partner too. Together you learn to talk better and support each other. Covered when it is part of treating a mental health condition in one of you.',
      tr: 'Ruhsal sorunlar partnerinizi de etkiler. Birlikte daha iyi konuşmayı ve birbirinize destek olmayı öğrenirsiniz. Sizden birinin rahatsızlığının tedavisinin parçasıysa temel sağlık sigortası tarafından karşılanır.',
    },
    icon: HeartHandshake,
  },
  {
    id: 'group-therapy',
    title: groupTherapyTitle,
    description: {
      nl: 'In een kleine groep werkt u met anderen aan vergelijkbare klachten, zoals angst of somberheid. U leert van elkaar en steunt elkaar.',
      en: 'In a small group you work with others on similar problems, such as anxiety or low mood. You learn from and support each other.',
      tr: 'Küçük bir grupta kaygı veya çökkünlük gibi benzer sorunlar yaşayan kişilerle birlikte çalışırsınız. Birbirinizden öğrenir, birbirinize destek olursunuz.',
    },
    icon: UsersRound,
  },
  {
    id: 'exposure-therapy',
    title: { nl: 'Exposuretherapie', en: 'Exposure therapy', tr: 'Maruz bırakma terapisi' },
    description: {
      nl: 'Stap voor stap en in uw eigen tempo gaat u de situaties aan die u spannend vindt. Zo merkt u dat de angst afneemt.',
      en: 'Step by step and at your own pace, you face the situations you find frightening, and you notice the fear decreasing.',
      tr: 'Adım adım ve kendi hızınızda sizi korkutan durumlarla yüzleşirsiniz. Böylece korkunun azaldığını fark edersiniz.',
    },
    icon: Footprints,
  },
  {
    id: 'psychoeducation',
    title: psychoeducationTitle,
    description: {
      nl: 'We geven uitleg over uw klachten, aan u en als u wilt ook aan uw naasten. Begrijpen wat er gebeurt is vaak de eerste stap naar herstel.',
      en: 'Clear information about your symptoms, for you and, if you wish, for your loved ones. Understanding what is happening is often the first step to recovery.',
      tr: 'Şikâyetleriniz hakkında size ve isterseniz yakınlarınıza yönelik bilgilendirme. Neler olduğunu anlamak çoğu zaman iyileşmenin ilk adımıdır.',
    },
    icon: BookOpen,
  },
  {
    id: 'psychiatric-consultation',
    title: {
      nl: 'Advies van de psychiater en medicijnen',
      en: 'Psychiatric consultation and medication',
      tr: 'Psikiyatrik muayene ve ilaç tedavisi',
    },
    description: {
      nl: 'Waar nodig kijkt onze psychiater of verpleegkundig specialist mee. Zij adviseren over medicijnen en volgen hoe het gebruik gaat, naast uw therapie.',
      en: 'Where needed, our psychiatrist or nurse specialist is involved. They advise on medication and monitor its use alongside your therapy.',
      tr: 'Gerektiğinde psikiyatristimiz veya uzman hemşiremiz sürece katılır. Terapinizin yanında ilaç tedavisi konusunda öneride bulunur ve kullanımını takip ederler.',
    },
    icon: Pill,
  },
];

/** The four methods explained on /kind-jeugd/behandelingen. */
export const childTreatmentMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: {
      nl: 'Cognitieve gedragstherapie helpt bij angst, somberheid, dwang en faalangst. Uw kind leert de eigen gedachten te herkennen en te onderzoeken: klopt dit wel? Met oefeningen, werkbladen en kleine opdrachten voor thuis probeert uw kind stap voor stap nieuw gedrag uit. Bij jonge kinderen gebruiken we tekeningen en spelletjes, bij tieners meer gesprekken.',
      en: 'Cognitive behavioural therapy helps with anxiety, low mood, obsessive-compulsive problems and fear of failure. Your child learns to recognise their own thoughts and check them: is this really true? With exercises, worksheets and small tasks at home, your child tries out new behaviour step by step. With young children we use drawings and games; with teenagers, more conversation.',
      tr: 'Bilişsel davranışçı terapi kaygı, çökkünlük, takıntılar ve başarısızlık korkusunda yardımcı olur. Çocuğunuz kendi düşüncelerini fark etmeyi ve sorgulamayı öğrenir: Bu gerçekten doğru mu? Alıştırmalar, çalışma sayfaları ve evde yapılacak küçük görevlerle yeni davranışları adım adım dener. Küçük çocuklarla resim ve oyunlar, ergenlerle daha çok sohbet kullanırız.',
    },
    icon: Brain,
  },
  {
    id: 'play-therapy',
    title: playTherapyTitle,
    description: {
      nl: 'Speltherapie is voor kinderen van ongeveer 4 tot 12 jaar. In de spelkamer kiest uw kind zelf materiaal: poppen, zand, klei of tekenspullen. Wat het moeilijk vindt om te zeggen, wordt zichtbaar in het spel. De speltherapeut helpt uw kind om gevoelens te uiten en te verwerken. U hoort regelmatig wat we zien en wat u thuis kunt doen.',
      en: 'Play therapy is for children aged about 4 to 12. In the playroom your child chooses their own materials: dolls, sand, clay or drawing materials. What they find hard to say becomes visible in play. The play therapist helps your child express and work through feelings. You regularly hear what we notice and what you can do at home.',
      tr: 'Oyun terapisi yaklaşık 4 ila 12 yaş arasındaki çocuklar içindir. Oyun odasında çocuğunuz malzemesini kendisi seçer: bebekler, kum, kil ya da resim malzemeleri. Söylemekte zorlandığı şeyler oyunda görünür hâle gelir. Oyun terapisti çocuğunuzun duygularını ifade etmesine ve işlemesine yardımcı olur. Neler gözlemlediğimizi ve evde neler yapabileceğinizi size düzenli olarak anlatırız.',
    },
    icon: Blocks,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: {
      nl: 'Heeft uw kind iets naars meegemaakt, zoals een ongeluk, geweld of een plotseling verlies? EMDR helpt om de herinnering minder beangstigend te maken. Uw kind denkt kort aan de nare gebeurtenis en volgt tegelijk bijvoorbeeld een bewegende hand of luistert naar tikjes. Vaak zijn er maar een paar sessies nodig. Jonge kinderen mogen op schoot bij een ouder zitten.',
      en: 'Has your child been through something distressing, such as an accident, violence or a sudden loss? EMDR helps make the memory less frightening. Your child briefly thinks about the event while, for example, following a moving hand or listening to clicks. Often only a few sessions are needed. Young children may sit on a parent’s lap.',
      tr: 'Çocuğunuz kaza, şiddet ya da ani bir kayıp gibi kötü bir olay mı yaşadı? EMDR, anının daha az korkutucu hâle gelmesine yardımcı olur. Çocuğunuz olayı kısa bir süre düşünürken aynı anda örneğin hareket eden bir eli takip eder veya tıklama seslerini dinler. Çoğu zaman birkaç seans yeterlidir. Küçük çocuklar bir ebeveynin kucağında oturabilir.',
    },
    icon: Eye,
  },
  {
    id: 'systemic-therapy',
    title: systemicTherapyTitle,
    description: {
      nl: 'In systeemtherapie kijken we niet alleen naar uw kind, maar naar het hele gezin. Hoe gaat u met elkaar om? Wat gebeurt er als het spannend wordt? Samen zoeken we naar nieuwe manieren van praten en reageren. Ook broers, zussen of grootouders kunnen meedoen. We houden rekening met uw cultuur en gewoonten.',
      en: 'In systemic therapy we look not only at your child but at the whole family. How do you interact? What happens when tension rises? Together we look for new ways of talking and responding. Brothers, sisters or grandparents can join in too. We take your culture and customs into account.',
      tr: 'Sistemik terapide yalnızca çocuğunuza değil, tüm aileye bakarız. Birbirinizle nasıl iletişim kuruyorsunuz? Ortam gerildiğinde neler oluyor? Birlikte yeni konuşma ve tepki verme yolları ararız. Kardeşler veya büyükanne ve büyükbabalar da katılabilir. Kültürünüzü ve alışkanlıklarınızı göz önünde bulundururuz.',
    },
    icon: Users,
  },
];

/** The six methods explained on /volwassenen/behandelingen. */
export const adultTreatmentMethods: readonly TreatmentMethod[] = [
  {
    id: 'cognitive-behavioural-therapy',
    title: cognitiveBehaviouralTherapyTitle,
    description: {
      nl: 'De meest gebruikte behandeling bij angst, paniek, somberheid en dwang. U brengt in kaart welke gedachten en gewoonten uw klachten in stand houden. Daarna oefent u, ook tussen de gesprekken door, met andere manieren van denken en doen. De behandeling is praktisch en meestal kort: vaak 8 tot 12 gesprekken.',
      en: 'The most widely used treatment for anxiety, panic, low mood and obsessive-compulsive problems. You map out which thoughts and habits keep your symptoms going, and then practise new ways of thinking and acting, between sessions too. The treatment is practical and usually short: often 8 to 12 sessions.',
      tr: 'Kaygı, panik, çökkünlük ve takıntılarda en sık kullanılan tedavi. Şikâyetlerinizi sürdüren düşünce ve alışkanlıkları belirlersiniz. Ardından, seanslar arasında da, farklı düşünme ve davranma biçimlerini uygularsınız. Tedavi pratiktir ve genellikle kısadır: çoğu zaman 8 ila 12 seans.',
    },
    icon: Brain,
  },
  {
    id: 'emdr',
    title: emdrTitle,
    description: {
      nl: 'EMDR is een bewezen behandeling bij klachten na een schokkende gebeurtenis, zoals een ongeluk, geweld, oorlog of vlucht. U denkt terug aan de herinnering terwijl uw aandacht ook naar iets anders gaat, zoals een bewegende lichtbalk of tikjes. Daardoor verliest de herinnering haar lading. U bepaalt mee in welk tempo we werken.',
      en: 'EMDR is a proven treatment for symptoms after a traumatic event, such as an accident, violence, war or fleeing your country. You recall the memory while your attention also goes to something else, such as a moving light bar or clicks. As a result, the memory loses its emotional charge. You help decide the pace.',
      tr: 'EMDR, kaza, şiddet, savaş ya da göç etmek zorunda kalmak gibi sarsıcı bir olaydan sonra ortaya çıkan şikâyetlerde etkinliği kanıtlanmış bir tedavidir. Anıyı hatırlarken dikkatiniz aynı anda başka bir şeye, örneğin hareket eden bir ışık çubuğuna ya da tıklama seslerine yönelir. Böylece anı duygusal yükünü kaybeder. Çalışma hızını siz de belirlersiniz.',
    },
    icon: Eye,
  },
  {
    id: 'acceptance-and-commitment-therapy',
    title: acceptanceAndCommitmentTherapyTitle,
    description: {
      nl: 'Soms gaan klachten niet helemaal weg, zoals pijn of piekeren. ACT helpt u om er anders mee om te gaan. U leert moeilijke gevoelens te laten zijn en uw energie te steken in wat u echt belangrijk vindt: uw familie, werk of geloof. Zo krijgt uw leven weer richting.',
      en: 'Sometimes symptoms do not go away completely, such as pain or worrying. ACT helps you deal with them differently. You learn to let difficult feelings be, and to put your energy into what truly matters to you: your family, work or faith. This gives your life direction again.',
      tr: 'Bazen ağrı veya kaygılı düşünceler gibi şikâyetler tamamen geçmez. ACT, bunlarla farklı bir şekilde başa çıkmanıza yardımcı olur. Zor duyguların var olmasına izin vermeyi ve enerjinizi sizin için gerçekten önemli olana, yani ailenize, işinize veya inancınıza yöneltmeyi öğrenirsiniz. Böylece hayatınız yeniden bir yön kazanır.',
    },
    icon: Compass,
  },
  {
    id: 'schema-therapy',
    title: schemaTherapyTitle,
    description: {
      nl: 'Schematherapie is voor mensen bij wie klachten steeds terugkomen, bijvoorbeeld in relaties of op het werk. Vaak hebben ze te maken met patronen die in de jeugd zijn ontstaan. U leert die patronen herkennen en er op een gezondere manier mee om te gaan. Deze behandeling duurt meestal langer dan een jaar.',
      en: 'Schema therapy is for people whose problems keep returning, for example in relationships or at work. These often relate to patterns that developed in childhood. You learn to recognise those patterns and deal with them in a healthier way. This treatment usually takes longer than a year.',
      tr: 'Şema terapi, örneğin ilişkilerde veya iş hayatında şikâyetleri sürekli tekrarlayan kişiler içindir. Bunlar çoğu zaman çocuklukta oluşmuş kalıplarla ilgilidir. Bu kalıpları tanımayı ve onlarla daha sağlıklı bir şekilde başa çıkmayı öğrenirsiniz. Bu tedavi genellikle bir yıldan uzun sürer.',
    },
    icon: Puzzle,
  },
  {
    id: 'couples-therapy',
    title: couplesTherapyTitle,
    description: {
      nl: 'Als een van u psychische klachten heeft, staat de relatie vaak onder druk. In relatietherapie komt u samen. U leert beter naar elkaar te luisteren, problemen samen aan te pakken en elkaar te steunen. De basisverzekering vergoedt dit als het deel is van de behandeling van een psychische stoornis bij een van u.',
      en: 'When one of you has mental health problems, the relationship is often under strain. In couples therapy you come as a couple. You learn to listen to each other better, tackle problems together and support each other. Basic health insurance covers this when it is part of treating a mental health condition in one of you.',
      tr: 'Birinizin ruhsal sorunları olduğunda ilişki çoğu zaman zorlanır. Çift terapisine birlikte gelirsiniz. Birbirinizi daha iyi dinlemeyi, sorunlarla birlikte başa çıkmayı ve birbirinize destek olmayı öğrenirsiniz. Sizden birinin ruhsal rahatsızlığının tedavisinin parçasıysa temel sağlık sigortası bunu karşılar.',
    },
    icon: HeartHandshake,
  },
  {
    id: 'group-therapy',
    title: groupTherapyTitle,
    description: {
      nl: 'In een groep van zes tot acht mensen werkt u onder leiding van twee behandelaars aan uw klachten. Veel mensen vinden het een opluchting om te merken dat anderen hetzelfde meemaken. U leert van elkaars ervaringen. We hebben groepen voor onder andere angst, somberheid en assertiviteit.',
      en: 'In a group of six to eight people, led by two practitioners, you work on your symptoms. Many people find it a relief to discover that others go through the same thing. You learn from each other’s experiences. Our groups include anxiety, low mood and assertiveness.',
      tr: 'İki terapistin rehberliğinde altı ila sekiz kişilik bir grupta şikâyetleriniz üzerinde çalışırsınız. Birçok kişi başkalarının da aynı şeyleri yaşadığını görünce rahatlar. Birbirinizin deneyimlerinden öğrenirsiniz. Kaygı, çökkünlük ve kendini ifade etme gibi konularda gruplarımız var.',
    },
    icon: UsersRound,
  },
];
