import type { Localized } from './locale.ts';
import {
  Activity,
  BedDouble,
  CloudRain,
  Flame,
  HeartCrack,
  HeartPulse,
  Puzzle,
  Repeat,
  Route,
  School,
  ShieldAlert,
  UserRound,
  UsersRound,
  Zap,
  type Icon,
} from './icons.ts';

/** A kind of problem we help with, shown as a tile ("klachten" in Dutch: symptoms, not grievances). */
export type ComplaintArea = {
  id: string;
  title: Localized;
  description: Localized;
  icon: Icon;
};

/** The twelve tiles on /kind-jeugd/behandelingen. */
export const childComplaintTiles: readonly ComplaintArea[] = [
  {
    id: 'anxiety',
    title: { nl: 'Angst', en: 'Anxiety', tr: 'Kaygı ve korkular' },
    description: {
      nl: 'Veel piekeren, bang zijn om alleen te zijn of ergens niet heen durven.',
      en: 'Worrying a lot, being afraid to be alone, or being too scared to go places.',
      tr: 'Çok fazla endişelenmek, yalnız kalmaktan korkmak ya da bir yere gitmeye cesaret edememek.',
    },
    icon: HeartPulse,
  },
  {
    id: 'low-mood',
    title: { nl: 'Somberheid', en: 'Low mood', tr: 'Çökkünlük' },
    description: {
      nl: 'Vaak verdrietig of prikkelbaar zijn, nergens zin in hebben of zich terugtrekken.',
      en: 'Often sad or irritable, not feeling like doing anything, or withdrawing.',
      tr: 'Sık sık üzgün ya da huysuz olmak, hiçbir şeye isteği olmamak veya içine kapanmak.',
    },
    icon: CloudRain,
  },
  {
    id: 'trauma',
    title: { nl: 'Nare ervaringen en trauma', en: 'Distressing experiences and trauma', tr: 'Kötü deneyimler ve travma' },
    description: {
      nl: 'Klachten na een nare gebeurtenis, zoals nachtmerries, schrikken of steeds eraan moeten denken.',
      en: 'Symptoms after a distressing event, such as nightmares, being easily startled or not being able to stop thinking about it.',
      tr: 'Kötü bir olaydan sonra ortaya çıkan kâbuslar, kolay irkilme ya da olayı sürekli düşünme gibi şikâyetler.',
    },
    icon: ShieldAlert,
  },
  {
    id: 'behaviour',
    title: { nl: 'Gedragsproblemen', en: 'Behavioural problems', tr: 'Davranış sorunları' },
    description: {
      nl: 'Veel boze buien, ruzie maken of moeite met regels, thuis of op school.',
      en: 'Frequent angry outbursts, arguing, or difficulty with rules, at home or at school.',
      tr: 'Evde ya da okulda sık öfke nöbetleri, kavga etmek veya kurallara uymakta zorlanmak.',
    },
    icon: Flame,
  },
  {
    id: 'attention',
    title: {
      nl: 'Concentratie en ADHD',
      en: 'Attention and ADHD',
      tr: 'Dikkat sorunları ve DEHB',
    },
    description: {
      nl: 'Moeite met opletten, stilzitten of wachten, en snel afgeleid zijn.',
      en: 'Difficulty paying attention, sitting still or waiting, and being easily distracted.',
      tr: 'Dikkatini toplamakta, yerinde oturmakta veya beklemekte zorlanmak ve dikkati çabuk dağılmak.',
    },
    icon: Zap,
  },
  {
    id: 'autism',
    title: { nl: 'Autisme', en: 'Autism', tr: 'Otizm' },
    description: {
      nl: 'Anders omgaan met prikkels, contact en veranderingen, en daar vastlopen.',
      en: 'Experiencing sensory input, social contact and change differently, and struggling because of it.',
      tr: 'Uyaranları, sosyal ilişkileri ve değişiklikleri farklı deneyimlemek ve bu yüzden zorlanmak.',
    },
    icon: Puzzle,
  },
  {
    id: 'fear-of-failure',
    title: { nl: 'Faalangst', en: 'Fear of failure', tr: 'Başarısızlık korkusu' },
    description: {
      nl: 'Zo bang zijn om fouten te maken dat toetsen, spreekbeurten of sporten niet meer lukken.',
      en: 'Being so afraid of making mistakes that tests, presentations or sport start to go badly.',
      tr: 'Hata yapmaktan o kadar korkmak ki sınavlar, sunumlar ya da spor artık yapılamaz hâle gelir.',
    },
    icon: School,
  },
  {
    id: 'social-problems',
    title: {
      nl: 'Sociale problemen en pesten',
      en: 'Social problems and bullying',
      tr: 'Sosyal sorunlar ve zorbalık',
    },
    description: {
      nl: 'Moeilijk vrienden maken, buitengesloten of gepest worden.',
      en: 'Finding it hard to make friends, being left out or bullied.',
      tr: 'Arkadaş edinmekte zorlanmak, dışlanmak ya da zorbalığa uğramak.',
    },
    icon: UsersRound,
  },
  {
    id: 'grief',
    title: { nl: 'Rouw en verlies', en: 'Grief and loss', tr: 'Yas ve kayıp' },
    description: {
      nl: 'Een overlijden, een scheiding of afscheid van het land waar je vandaan komt.',
      en: 'A death, a divorce, or leaving their home country.',
      tr: 'Bir ölüm, bir boşanma ya da geldiği ülkeden ayrılmak.',
    },
    icon: HeartCrack,
  },
  {
    id: 'self-image',
    title: { nl: 'Negatief zelfbeeld', en: 'Low self-esteem', tr: 'Düşük özgüven' },
    description: {
      nl: 'Weinig zelfvertrouwen, zichzelf niet goed genoeg vinden of erg onzeker zijn.',
      en: 'Little self-confidence, not feeling good enough, or being very insecure.',
      tr: 'Kendine az güvenmek, kendini yeterince iyi bulmamak ya da kendini çok güvensiz hissetmek.',
    },
    icon: UserRound,
  },
  {
    id: 'sleep',
    title: { nl: 'Slaapproblemen', en: 'Sleep problems', tr: 'Uyku sorunları' },
    description: {
      nl: 'Moeilijk in slaap komen, vaak wakker worden of niet alleen durven slapen.',
      en: 'Difficulty falling asleep, waking up often, or being afraid to sleep alone.',
      tr: 'Uykuya dalmakta zorlanmak, sık uyanmak ya da tek başına uyumaya cesaret edememek.',
    },
    icon: BedDouble,
  },
  {
    id: 'obsessive-compulsive',
    title: { nl: 'Dwang', en: 'Obsessions and compulsions', tr: 'Takıntılar' },
    description: {
      nl: 'Dingen steeds opnieuw moeten doen of controleren, of gedachten die niet weggaan.',
      en: 'Having to do or check things over and over, or thoughts that will not go away.',
      tr: 'Bazı şeyleri tekrar tekrar yapmak ya da kontrol etmek zorunda olduğunu hissetmek veya bir türlü gitmeyen düşünceler.',
    },
    icon: Repeat,
  },
];

/** The nine complaint areas on /volwassenen/behandelaanbod. */
export const adultComplaintAreas: readonly ComplaintArea[] = [
  {
    id: 'anxiety-and-panic',
    title: { nl: 'Angst en paniek', en: 'Anxiety and panic', tr: 'Kaygı ve panik' },
    description: {
      nl: 'Paniekaanvallen, sociale angst, fobieën of voortdurend piekeren.',
      en: 'Panic attacks, social anxiety, phobias or constant worrying.',
      tr: 'Panik atakları, sosyal kaygı, fobiler ya da sürekli endişelenmek.',
    },
    icon: HeartPulse,
  },
  {
    id: 'depression',
    title: { nl: 'Depressie en somberheid', en: 'Depression and low mood', tr: 'Depresyon ve çökkünlük' },
    description: {
      nl: 'Langdurig somber zijn, weinig energie hebben en nergens meer van genieten.',
      en: 'Feeling low for a long time, having little energy and no longer enjoying anything.',
      tr: 'Uzun süre mutsuz hissetmek, enerjinin az olması ve hiçbir şeyden keyif alamamak.',
    },
    icon: CloudRain,
  },
  {
    id: 'trauma',
    title: { nl: 'Trauma en PTSS', en: 'Trauma and PTSD', tr: 'Travma ve TSSB' },
    description: {
      nl: 'Klachten na geweld, een ongeluk, oorlog of vlucht, zoals herbelevingen en schrikreacties.',
      en: 'Symptoms after violence, an accident, war or fleeing your country, such as flashbacks and being easily startled.',
      tr: 'Şiddet, kaza, savaş veya göç etmek zorunda kalmanın ardından yeniden yaşantılama ve irkilme tepkileri gibi şikâyetler.',
    },
    icon: ShieldAlert,
  },
  {
    id: 'obsessive-compulsive',
    title: { nl: 'Dwangklachten', en: 'Obsessive-compulsive problems', tr: 'Obsesif-kompulsif sorunlar' },
    description: {
      nl: 'Dwanggedachten of handelingen die veel tijd kosten en moeilijk te stoppen zijn.',
      en: 'Obsessive thoughts or compulsive actions that take a lot of time and are hard to stop.',
      tr: 'Çok zaman alan ve durdurması zor olan takıntılı düşünceler veya zorlantılı davranışlar.',
    },
    icon: Repeat,
  },
  {
    id: 'grief',
    title: { nl: 'Rouw', en: 'Grief', tr: 'Yas' },
    description: {
      nl: 'Een verlies dat na lange tijd nog uw dagelijks leven beheerst.',
      en: 'A loss that still dominates your daily life after a long time.',
      tr: 'Uzun zaman geçmesine rağmen hâlâ günlük hayatınıza hâkim olan bir kayıp.',
    },
    icon: HeartCrack,
  },
  {
    id: 'personality',
    title: { nl: 'Persoonlijkheidsproblemen', en: 'Personality problems', tr: 'Kişilik sorunları' },
    description: {
      nl: 'Steeds terugkerende problemen in relaties, met emoties of met uw zelfbeeld.',
      en: 'Recurring problems in relationships, with emotions or with how you see yourself.',
      tr: 'İlişkilerde, duygularla ya da kendinizi nasıl gördüğünüzle ilgili sürekli tekrarlayan sorunlar.',
    },
    icon: UserRound,
  },
  {
    id: 'somatic-symptoms',
    title: {
      nl: 'Lichamelijke klachten zonder duidelijke oorzaak',
      en: 'Physical symptoms without a clear cause',
      tr: 'Belirgin bir nedeni olmayan bedensel şikâyetler',
    },
    description: {
      nl: 'Pijn, vermoeidheid of duizeligheid waar de arts geen verklaring voor vindt, en die uw leven beperken.',
      en: 'Pain, fatigue or dizziness that doctors cannot explain, and that limit your life.',
      tr: 'Doktorun açıklama bulamadığı ve hayatınızı kısıtlayan ağrı, yorgunluk ya da baş dönmesi.',
    },
    icon: Activity,
  },
  {
    id: 'adhd',
    title: { nl: 'ADHD bij volwassenen', en: 'ADHD in adults', tr: 'Yetişkinlerde DEHB' },
    description: {
      nl: 'Moeite met concentratie, planning en rust, op het werk en thuis.',
      en: 'Difficulty concentrating, planning and staying calm, at work and at home.',
      tr: 'İş yerinde ve evde dikkat, planlama ve sakin kalma konularında zorlanmak.',
    },
    icon: Zap,
  },
  {
    id: 'migration-and-culture',
    title: {
      nl: 'Klachten rond migratie en cultuur',
      en: 'Problems related to migration and culture',
      tr: 'Göç ve kültürle ilgili sorunlar',
    },
    description: {
      nl: 'Angst of somberheid die samenhangt met leven tussen twee culturen, heimwee of discriminatie.',
      en: 'Anxiety or low mood linked to living between two cultures, homesickness or discrimination.',
      tr: 'İki kültür arasında yaşamak, sıla özlemi ya da ayrımcılıkla bağlantılı kaygı veya çökkünlük.',
    },
    icon: Route,
  },
];
