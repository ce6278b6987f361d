import type { Localized } from './locale.ts';
import { CloudRain, HeartPulse, School, Search, ShieldAlert, Users, type Icon } from './icons.ts';

export type HelpSituation = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

/** 'Who we help' on /kind-jeugd/behandelaanbod: six situations parents recognise. */
export const whoWeHelp: readonly HelpSituation[] = [
  {
    id: 'anxious',
    title: {
      nl: 'Uw kind is vaak bang of piekert veel',
      en: 'Your child is often scared or worries a lot',
      tr: 'Çocuğunuz sık sık korkuyor veya çok endişeleniyor',
    },
    description: {
      nl: 'Het durft niet alleen te slapen, ziet op tegen school of heeft buikpijn van de spanning.',
      en: 'They are afraid to sleep alone, dread going to school, or get stomach aches from tension.',
      tr: 'Tek başına uyumaya cesaret edemiyor, okula gitmekten çekiniyor ya da gerginlikten karnı ağrıyor.',
    },
    icon: HeartPulse,
  },
  {
    id: 'withdrawn',
    title: {
      nl: 'Uw kind is somber of trekt zich terug',
      en: 'Your child is low or withdrawn',
      tr: 'Çocuğunuz mutsuz veya içine kapanık',
    },
    description: {
      nl: 'Het heeft nergens meer zin in, zit veel op de eigen kamer of zegt dat het niet meer hoeft.',
      en: 'They have lost interest in everything, stay in their room a lot, or say they don’t care any more.',
      tr: 'Hiçbir şeye isteği kalmadı, çoğu zaman odasında oturuyor ya da artık hiçbir şeyin önemi olmadığını söylüyor.',
    },
    icon: CloudRain,
  },
  {
    id: 'distressing-event',
    title: {
      nl: 'Uw kind heeft iets ingrijpends meegemaakt',
      en: 'Your child has been through something distressing',
      tr: 'Çocuğunuz sarsıcı bir olay yaşadı',
    },
    description: {
      nl: 'Zoals een ongeluk, geweld, een overlijden of een vlucht uit het land van herkomst.',
      en: 'For example an accident, violence, a death, or having to flee their home country.',
      tr: 'Örneğin bir kaza, şiddet, bir ölüm ya da geldiği ülkeden kaçmak zorunda kalmak.',
    },
    icon: ShieldAlert,
  },
  {
    id: 'behaviour',
    title: {
      nl: 'Thuis of op school loopt het vast',
      en: 'Things are going wrong at home or at school',
      tr: 'Evde veya okulda işler yolunda gitmiyor',
    },
    description: {
      nl: 'Er zijn veel boze buien of ruzies, of uw kind kan zich moeilijk concentreren.',
      en: 'There are many angry outbursts or arguments, or your child finds it hard to concentrate.',
      tr: 'Sık sık öfke nöbetleri veya tartışmalar oluyor ya da çocuğunuz dikkatini toplamakta zorlanıyor.',
    },
    icon: School,
  },
  {
    id: 'questions-about-development',
    title: {
      nl: 'U hebt vragen over de ontwikkeling',
      en: 'You have questions about your child’s development',
      tr: 'Çocuğunuzun gelişimiyle ilgili sorularınız var',
    },
    description: {
      nl: 'U vraagt zich af of er meer speelt, zoals ADHD of autisme, en wilt weten hoe u uw kind het beste helpt.',
      en: 'You wonder whether something more is going on, such as ADHD or autism, and want to know how best to help your child.',
      tr: 'DEHB veya otizm gibi başka bir durum olup olmadığını merak ediyor ve çocuğunuza en iyi nasıl yardım edebileceğinizi öğrenmek istiyorsunuz.',
    },
    icon: Search,
  },
  {
    id: 'family-changes',
    title: {
      nl: 'Er verandert veel in het gezin',
      en: 'A lot is changing in the family',
      tr: 'Ailede çok şey değişiyor',
    },
    description: {
      nl: 'Bijvoorbeeld door een scheiding, ziekte, een verhuizing of het leven tussen twee culturen.',
      en: 'For example because of a divorce, illness, a move, or growing up between two cultures.',
      tr: 'Örneğin bir boşanma, hastalık, taşınma ya da iki kültür arasında büyümek nedeniyle.',
    },
    icon: Users,
  },
];

export type Examination = {
  id: string;
  title: Localized;
  description: Localized;
};

/** What a psychodiagnostic assessment can consist of (child treatment offer). */
export const psychodiagnosticExaminations: readonly Examination[] = [
  {
    id: 'intelligence',
    title: { nl: 'Intelligentieonderzoek', en: 'Intelligence assessment', tr: 'Zekâ değerlendirmesi' },
    description: {
      nl: 'Met een erkende test brengen we in kaart hoe uw kind leert en denkt: wat gaat makkelijk en wat kost meer moeite?',
      en: 'With a recognised test we map out how your child learns and thinks: what comes easily, and what takes more effort?',
      tr: 'Tanınmış bir testle çocuğunuzun nasıl öğrendiğini ve düşündüğünü belirleriz: Neler kolay geliyor, neler daha fazla çaba gerektiriyor?',
    },
  },
  {
    id: 'social-emotional',
    title: {
      nl: 'Sociaal-emotioneel onderzoek',
      en: 'Social and emotional assessment',
      tr: 'Sosyal ve duygusal değerlendirme',
    },
    description: {
      nl: 'Met gesprekken, vragenlijsten en spel onderzoeken we hoe uw kind zich voelt en hoe het omgaat met anderen.',
      en: 'Through conversations, questionnaires and play we examine how your child feels and how they get on with others.',
      tr: 'Görüşmeler, anketler ve oyun yoluyla çocuğunuzun nasıl hissettiğini ve başkalarıyla nasıl ilişki kurduğunu inceleriz.',
    },
  },
  {
    id: 'attention-and-concentration',
    title: {
      nl: 'Onderzoek naar aandacht en concentratie (ADHD)',
      en: 'Attention and concentration assessment (ADHD)',
      tr: 'Dikkat ve konsantrasyon değerlendirmesi (DEHB)',
    },
    description: {
      nl: 'We kijken of er sprake is van ADHD. Daarvoor gebruiken we informatie van u, van school en onze eigen observaties.',
      en: 'We assess whether ADHD is present, using information from you and the school as well as our own observations.',
      tr: 'DEHB olup olmadığını, sizden ve okuldan aldığımız bilgilerle kendi gözlemlerimizi birleştirerek değerlendiririz.',
    },
  },
  {
    id: 'autism',
    title: {
      nl: 'Onderzoek naar autisme',
      en: 'Autism assessment',
      tr: 'Otizm değerlendirmesi',
    },
    description: {
      nl: 'Met een uitgebreid gesprek over de ontwikkeling en observaties van uw kind onderzoeken we of er sprake is van autisme.',
      en: 'Through a detailed interview about your child’s development, and by observing your child, we assess whether autism is present.',
      tr: 'Çocuğunuzun gelişimiyle ilgili ayrıntılı bir görüşme ve gözlemlerle otizm olup olmadığını değerlendiririz.',
    },
  },
  {
    id: 'neuropsychological',
    title: {
      nl: 'Neuropsychologisch onderzoek',
      en: 'Neuropsychological assessment',
      tr: 'Nöropsikolojik değerlendirme',
    },
    description: {
      nl: 'We onderzoeken geheugen, plannen en het verwerken van informatie, bijvoorbeeld als school veel moeite kost.',
      en: 'We examine memory, planning and information processing, for example when school takes a lot of effort.',
      tr: 'Örneğin okul çok zor geliyorsa bellek, planlama ve bilgiyi işleme becerilerini inceleriz.',
    },
  },
];

/** After an assessment: how results are shared. */
export const psychodiagnosticsOutcome: Localized = {
  nl: 'Na het onderzoek bespreken we de uitkomsten met u en, als het past bij de leeftijd, met uw kind. U krijgt een verslag met concrete adviezen voor thuis en school.',
  en: 'After the assessment, we discuss the results with you and, where it suits their age, with your child. You receive a report with practical advice for home and school.',
  tr: 'Değerlendirmeden sonra sonuçları sizinle ve yaşına uygunsa çocuğunuzla konuşuruz. Ev ve okul için somut önerilerin yer aldığı bir rapor alırsınız.',
};
