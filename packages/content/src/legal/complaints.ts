import type { Localized } from '../locale.ts';
import { Mail, MessageCircle, Scale, type Icon } from '../icons.ts';
import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand, formatAddress, locations, mailtoHref } from '../brand.ts';
import { phoneHours } from '../facts.ts';

/** Where to post a complaint: the Amsterdam practice, the first location. */
const postalAddress = locations.map(formatAddress)[0] ?? '';

/** The independent bodies a complaint can go to, with their public contact details. */
const disputesCommitteeWebsite = 'https://www.degeschillencommissiezorg.nl';
const landelijkMeldpuntWebsite = 'https://www.landelijkmeldpuntzorg.nl';
const akjPhone = '088 555 1000';
const akjWebsite = 'https://www.akj.nl';

/** A web address as it is read out or printed: without the scheme. */
const shown = (website: string) => website.replace(/^https:\/\//, '');

export type ComplaintStep = {
  id: string;
  title: Localized;
  description: Localized;
  /** A link the step offers, e.g. a mail draft to the complaints officer. */
  action?: { label: Localized; href: string };
  icon: Icon;
};

const talkToPractitioner: Localized = {
  nl: 'Bent u ergens niet tevreden over? Zeg het tegen uw behandelaar, het liefst zo snel mogelijk. Vaak is een misverstand in een gesprek op te lossen. Mag iemand met u meekomen? Natuurlijk.',
  en: 'If something is bothering you, tell your practitioner, preferably as soon as possible. A misunderstanding can often be cleared up by talking it through. You are welcome to bring someone with you.',
  tr: 'Bir konudan memnun değilseniz bunu tercihen en kısa sürede terapistinize söyleyin. Bir yanlış anlaşılma çoğu zaman bir görüşmeyle çözülebilir. Yanınızda birini getirebilirsiniz.',
};

const contactComplaintsOfficer: Localized = {
  nl: `Lukt het niet samen met uw behandelaar, of wilt u dat liever niet? Mail dan naar onze onafhankelijke klachtenfunctionaris via ${brand.complaintsEmail}. De klachtenfunctionaris helpt u gratis, luistert naar uw verhaal en zoekt met u en ons naar een oplossing. Wilt u een formeel oordeel? Dan krijgt u binnen 6 weken een schriftelijke reactie van de directie. Als we meer tijd nodig hebben, hoort u dat vooraf; het is dan nooit meer dan 10 weken.`,
  en: `If you cannot resolve it with your practitioner, or would rather not try, email our independent complaints officer at ${brand.complaintsEmail}. The complaints officer helps you free of charge, listens to your story and looks for a solution with you and with us. If you would like a formal decision, the management will reply in writing within 6 weeks. If we need more time, we tell you in advance; it will never be more than 10 weeks.`,
  tr: `Sorunu terapistinizle çözemediyseniz veya bunu denemek istemiyorsanız ${brand.complaintsEmail} adresinden bağımsız şikâyet görevlimize e-posta gönderin. Şikâyet görevlisi size ücretsiz yardım eder, anlattıklarınızı dinler ve sizinle ve bizimle birlikte bir çözüm arar. Resmî bir karar isterseniz 6 hafta içinde yönetimden yazılı bir yanıt alırsınız. Daha fazla zamana ihtiyacımız olursa bunu önceden bildiririz; bu süre hiçbir zaman 10 haftayı geçmez.`,
};

const goToDisputesCommittee: Localized = {
  nl: 'Bent u het niet eens met onze reactie, of hebt u die niet op tijd gekregen? Dan kunt u het geschil voorleggen aan De Geschillencommissie Zorg. Dat is een onafhankelijke commissie. Haar uitspraak is bindend en zij kan een schadevergoeding toekennen. Voor het indienen vraagt de commissie een kleine bijdrage.',
  en: 'If you disagree with our response, or did not receive it in time, you can take the dispute to De Geschillencommissie Zorg, an independent healthcare disputes committee. Its decision is binding, and it can award compensation. The committee charges a small fee for filing a dispute.',
  tr: 'Yanıtımıza katılmıyorsanız ya da yanıtı zamanında almadıysanız uyuşmazlığı bağımsız bir sağlık uyuşmazlıkları komisyonu olan De Geschillencommissie Zorg’a götürebilirsiniz. Komisyonun kararı bağlayıcıdır ve tazminat ödenmesine karar verebilir. Başvuru için komisyon küçük bir ücret ister.',
};

/** The three steps on /klachten (docs/product-rules.md §2.11). */
export const complaintSteps: readonly ComplaintStep[] = [
  {
    id: 'talk-to-your-practitioner',
    title: {
      nl: 'Praat met uw behandelaar',
      en: 'Talk to your practitioner',
      tr: 'Terapistinizle konuşun',
    },
    description: talkToPractitioner,
    icon: MessageCircle,
  },
  {
    id: 'complaints-officer',
    title: {
      nl: 'Neem contact op met de klachtenfunctionaris',
      en: 'Contact the complaints officer',
      tr: 'Şikâyet görevlisiyle iletişime geçin',
    },
    description: contactComplaintsOfficer,
    action: {
      label: {
        nl: 'Mail de klachtenfunctionaris',
        en: 'Email the complaints officer',
        tr: 'Şikâyet görevlisine e-posta gönderin',
      },
      href: mailtoHref(brand.complaintsEmail),
    },
    icon: Mail,
  },
  {
    id: 'disputes-committee',
    title: {
      nl: 'Leg het voor aan de geschillencommissie',
      en: 'Take it to the disputes committee',
      tr: 'Uyuşmazlık komisyonuna başvurun',
    },
    description: goToDisputesCommittee,
    icon: Scale,
  },
];

/** The confidentiality note under the steps. */
export const complaintsConfidentialityNote: Localized = {
  nl: 'Uw klacht behandelen we vertrouwelijk. Alleen de mensen die nodig zijn om de klacht op te lossen, weten ervan. Een klacht heeft nooit gevolgen voor uw behandeling: u blijft welkom, en als u dat wilt, kunt u een andere behandelaar krijgen.',
  en: 'We handle your complaint confidentially. Only the people needed to resolve it know about it. A complaint never affects your treatment: you remain welcome and, if you wish, you can have a different practitioner.',
  tr: 'Şikâyetinizi gizli tutarız. Yalnızca şikâyeti çözmek için gereken kişiler bundan haberdar olur. Bir şikâyet tedavinizi asla olumsuz etkilemez: Her zaman hoş karşılanırsınız ve isterseniz başka bir terapistle devam edebilirsiniz.',
};

/** The complete complaints procedure, for readers who want every detail. */
export const complaintsProcedure: LongText = {
  id: 'klachtenregeling',
  title: { nl: 'Klachtenregeling', en: 'Complaints procedure', tr: 'Şikâyet prosedürü' },
  intro: {
    nl: 'We doen ons best om u goed te helpen. Toch kan het gebeuren dat u niet tevreden bent. Dan willen we dat graag weten, zodat we het kunnen oplossen en ervan leren. Deze regeling volgt de Wet kwaliteit, klachten en geschillen zorg (Wkkgz) en de Jeugdwet.',
    en: 'We do our best to help you well. Even so, you may not be satisfied. We want to know when that happens, so we can put it right and learn from it. This procedure follows the Healthcare Quality, Complaints and Disputes Act (Wkkgz) and the Youth Act.',
    tr: 'Size iyi yardım etmek için elimizden geleni yaparız. Yine de memnun kalmadığınız durumlar olabilir. Böyle bir durumda bunu düzeltebilmek ve ondan ders çıkarabilmek için bilmek isteriz. Bu prosedür, Sağlık Hizmetlerinde Kalite, Şikâyetler ve Uyuşmazlıklar Yasası’na (Wkkgz) ve Gençlik Yasası’na uygundur.',
  },
  lastUpdated: yearFacts.textsUpdated.complaints,
  sections: [
    {
      id: 'who-can-complain',
      title: { nl: 'Wie kan een klacht indienen?', en: 'Who can complain?', tr: 'Kimler şikâyette bulunabilir?' },
      paragraphs: [
        {
          nl: 'Iedere cliënt of oud-cliënt, ouders of voogd van een minderjarige cliënt, en nabestaanden. U kunt ook iemand anders, bijvoorbeeld een familielid of een cliëntenvertrouwenspersoon, namens u laten klagen. Een klacht kan gaan over de behandeling, over bejegening, over een rekening of over een besluit van ons.',
          en: 'Any client or former client, the parents or guardian of a client who is a minor, and surviving relatives. You can also have someone else, such as a family member or a client advocate, complain on your behalf. A complaint can concern treatment, how you were treated, an invoice or a decision we made.',
          tr: 'Her danışan veya eski danışan, reşit olmayan bir danışanın ebeveynleri veya vasisi ve vefat eden danışanın yakınları. Örneğin bir aile üyesinin veya bir danışan hakları temsilcisinin sizin adınıza şikâyette bulunmasını da sağlayabilirsiniz. Şikâyet; tedaviyle, size nasıl davranıldığıyla, bir faturayla veya verdiğimiz bir kararla ilgili olabilir.',
        },
      ],
    },
    {
      id: 'step-1',
      // Worded apart from the step titles above the procedure, so a heading names one thing on the page.
      title: {
        nl: 'Stap 1: eerst in gesprek met uw behandelaar',
        en: 'Step 1: raise it with your practitioner',
        tr: '1. adım: önce terapistinizle görüşün',
      },
      paragraphs: [talkToPractitioner],
    },
    {
      id: 'step-2',
      title: {
        nl: 'Stap 2: de klachtenfunctionaris',
        en: 'Step 2: the complaints officer',
        tr: '2. adım: şikâyet görevlisi',
      },
      paragraphs: [
        contactComplaintsOfficer,
        {
          nl: 'De klachtenfunctionaris werkt onafhankelijk: hij of zij hoort niet bij het behandelteam en krijgt geen opdrachten van de directie over uw klacht.',
          en: 'The complaints officer works independently: they are not part of the treatment team and do not take instructions from the management about your complaint.',
          tr: 'Şikâyet görevlisi bağımsız çalışır: Tedavi ekibinin bir parçası değildir ve şikâyetinizle ilgili yönetimden talimat almaz.',
        },
        {
          nl: 'Zo bereikt u de klachtenfunctionaris:',
          en: 'How to reach the complaints officer:',
          tr: 'Şikâyet görevlisine şu yollarla ulaşabilirsiniz:',
        },
      ],
      bullets: [
        {
          nl: `per e-mail: ${brand.complaintsEmail}`,
          en: `by email: ${brand.complaintsEmail}`,
          tr: `e-postayla: ${brand.complaintsEmail}`,
        },
        {
          nl: `per telefoon: bel ons secretariaat op ${brand.phone} (${phoneHours.shortText.nl}) en vraag naar de klachtenfunctionaris. Hij of zij belt u terug.`,
          en: `by phone: call our office on ${brand.phone} (${phoneHours.shortText.en}) and ask for the complaints officer, who will call you back.`,
          tr: `telefonla: ${brand.phone} numarasından sekreterliğimizi arayın (${phoneHours.shortText.tr}) ve şikâyet görevlisiyle görüşmek istediğinizi söyleyin; görevli sizi geri arar.`,
        },
        {
          nl: `per brief: ${brand.name}, t.a.v. de klachtenfunctionaris, ${postalAddress}`,
          en: `by post: ${brand.name}, FAO the complaints officer, ${postalAddress}`,
          tr: `mektupla: ${brand.name}, Şikâyet Görevlisinin dikkatine, ${postalAddress}`,
        },
      ],
    },
    {
      id: 'step-3',
      title: {
        nl: 'Stap 3: de geschillencommissie',
        en: 'Step 3: the disputes committee',
        tr: '3. adım: uyuşmazlık komisyonu',
      },
      paragraphs: [
        goToDisputesCommittee,
        {
          nl: `${brand.name} is aangesloten bij De Geschillencommissie Zorg. U dient uw klacht in via de website ${shown(disputesCommitteeWebsite)}. Doe dat binnen een jaar nadat u uw klacht bij ons hebt ingediend.`,
          en: `${brand.name} is a member of De Geschillencommissie Zorg. You file your dispute through its website, ${shown(disputesCommitteeWebsite)}. Do so within a year of making your complaint to us.`,
          tr: `${brand.name}, De Geschillencommissie Zorg’a üyedir. Başvurunuzu komisyonun ${shown(disputesCommitteeWebsite)} adresindeki web sitesi üzerinden yaparsınız. Bunu, şikâyetinizi bize ilettiğiniz tarihten itibaren bir yıl içinde yapın.`,
        },
        {
          nl: 'U kunt ook direct naar de geschillencommissie gaan als u redelijkerwijs niet kunt verwachten dat u eerst bij ons klaagt, bijvoorbeeld als de relatie ernstig verstoord is.',
          en: 'You can also go straight to the disputes committee if you cannot reasonably be expected to complain to us first, for example when the relationship has seriously broken down.',
          tr: 'Önce bize şikâyette bulunmanız makul olarak beklenemiyorsa, örneğin ilişki ciddi şekilde bozulmuşsa, doğrudan uyuşmazlık komisyonuna da başvurabilirsiniz.',
        },
      ],
    },
    {
      id: 'young-clients',
      title: {
        nl: 'Voor jongeren en ouders: de vertrouwenspersoon van het AKJ',
        en: 'For young people and parents: the AKJ confidential adviser',
        tr: 'Gençler ve ebeveynler için: AKJ’nin güven danışmanı',
      },
      paragraphs: [
        {
          nl: 'Krijgt u of uw kind jeugdhulp van ons, betaald door de gemeente (Jeugdwet)? Dan kunt u gratis hulp krijgen van een vertrouwenspersoon van het AKJ (Advies- en Klachtenbureau Jeugdzorg). Het AKJ is onafhankelijk: het werkt niet voor ons en niet voor de gemeente.',
          en: 'If you or your child receive youth care from us that the municipality pays for under the Youth Act (Jeugdwet), you can get free help from a confidential adviser at the AKJ (Advies- en Klachtenbureau Jeugdzorg, the youth care advice and complaints office). The AKJ is independent: it works neither for us nor for the municipality.',
          tr: 'Siz veya çocuğunuz bizden belediyenin karşıladığı gençlik yardımı (Jeugdwet, Gençlik Yasası) alıyorsanız AKJ’nin (Advies- en Klachtenbureau Jeugdzorg, Gençlik Yardımı Danışma ve Şikâyet Bürosu) bir güven danışmanından (vertrouwenspersoon) ücretsiz destek alabilirsiniz. AKJ bağımsızdır: Ne bizim ne de belediyenin adına çalışır.',
        },
        {
          nl: 'De vertrouwenspersoon luistert naar u, legt uit wat uw rechten zijn en helpt u om samen met ons een oplossing te vinden of om een klacht in te dienen. Jongeren kunnen zelf contact opnemen, ouders en verzorgers ook.',
          en: 'The confidential adviser listens to you, explains your rights and helps you find a solution with us or make a complaint. Young people can get in touch themselves, and so can parents and carers.',
          tr: 'Güven danışmanı sizi dinler, haklarınızı açıklar ve bizimle birlikte bir çözüm bulmanıza ya da şikâyette bulunmanıza yardımcı olur. Gençler AKJ ile kendileri iletişime geçebilir; ebeveynler ve çocuğa bakan kişiler de geçebilir.',
        },
        {
          nl: `Bel het AKJ op ${akjPhone} of kijk op ${shown(akjWebsite)}.`,
          en: `Call the AKJ on ${akjPhone} or visit ${shown(akjWebsite)}.`,
          tr: `AKJ’yi ${akjPhone} numarasından arayın veya ${shown(akjWebsite)} adresini ziyaret edin.`,
        },
      ],
    },
    {
      id: 'other-options',
      title: { nl: 'Andere mogelijkheden', en: 'Other options', tr: 'Diğer seçenekler' },
      paragraphs: [
        {
          nl: 'Naast deze stappen kunt u terecht bij:',
          en: 'Besides these steps, you can turn to:',
          tr: 'Bu adımların yanı sıra şu kurumlara da başvurabilirsiniz:',
        },
      ],
      bullets: [
        {
          nl: `Het Landelijk Meldpunt Zorg (${shown(landelijkMeldpuntWebsite)}), als u niet weet waar u met uw klacht terechtkunt. Het Meldpunt geeft gratis advies en hoort bij de Inspectie Gezondheidszorg en Jeugd.`,
          en: `Landelijk Meldpunt Zorg (the national healthcare reporting centre, ${shown(landelijkMeldpuntWebsite)}), if you do not know where to take your complaint. It gives free advice and is part of the Health and Youth Care Inspectorate (IGJ).`,
          tr: `Şikâyetinizi nereye iletebileceğinizi bilmiyorsanız Landelijk Meldpunt Zorg (ulusal sağlık bildirim merkezi, ${shown(landelijkMeldpuntWebsite)}). Merkez ücretsiz tavsiye verir ve Sağlık ve Gençlik Yardımı Denetim Kurumu (IGJ) bünyesinde çalışır.`,
        },
        {
          nl: 'Het tuchtcollege voor de gezondheidszorg, als het gaat om het professionele handelen van een BIG-geregistreerde behandelaar',
          en: 'The disciplinary board for healthcare, when it concerns the professional conduct of a BIG-registered practitioner',
          tr: 'BIG siciline kayıtlı bir terapistin mesleki davranışlarıyla ilgiliyse sağlık hizmetleri disiplin kurulu',
        },
        {
          nl: 'Het tuchtrecht van het Kwaliteitsregister Jeugd (SKJ), als het gaat om een SKJ-geregistreerde professional',
          en: 'The disciplinary procedure of the Youth Quality Register (SKJ), when it concerns an SKJ-registered professional',
          tr: 'SKJ’ye kayıtlı bir uzmanla ilgiliyse Gençlik Kalite Sicili’nin (SKJ) disiplin prosedürü',
        },
        {
          nl: 'De Autoriteit Persoonsgegevens, als uw klacht over privacy gaat',
          en: 'The Autoriteit Persoonsgegevens (Dutch Data Protection Authority), if your complaint is about privacy',
          tr: 'Şikâyetiniz gizlilikle ilgiliyse Autoriteit Persoonsgegevens (Hollanda Kişisel Verileri Koruma Kurumu)',
        },
      ],
    },
    {
      id: 'confidentiality',
      title: { nl: 'Vertrouwelijkheid', en: 'Confidentiality', tr: 'Gizlilik' },
      // Fuller than the note under the steps, which the complaints page shows as well.
      paragraphs: [
        {
          nl: 'Wat er over uw klacht wordt geschreven, bewaren we apart van uw behandeldossier. Alleen de mensen die nodig zijn om de klacht op te lossen, lezen het. Een klacht heeft nooit gevolgen voor uw behandeling. Wilt u liever verder met een andere behandelaar? Dan regelen we dat.',
          en: 'Anything written about your complaint is kept separate from your treatment record, and only the people needed to resolve it read it. A complaint never affects your treatment. Would you rather continue with a different practitioner? We will arrange it.',
          tr: 'Şikâyetinizle ilgili yazılan her şeyi tedavi dosyanızdan ayrı saklarız; bunları yalnızca şikâyeti çözmek için gereken kişiler okur. Bir şikâyet tedavinizi asla olumsuz etkilemez. Başka bir terapistle devam etmeyi mi tercih edersiniz? Bunu sizin için ayarlarız.',
        },
      ],
    },
  ],
};

export const complaintsBodyIds = ['disputes-committee', 'landelijk-meldpunt-zorg', 'akj'] as const;
export type ComplaintsBodyId = (typeof complaintsBodyIds)[number];

/** An independent body outside Ankerlicht that helps with or rules on a complaint. */
export type ComplaintsBody = {
  id: ComplaintsBodyId;
  /** The body's own (Dutch) name. */
  name: string;
  /** Who it is for and what it does, in a sentence or two. */
  description: Localized;
  website: string;
  /** As displayed; absent when the body is reached through its website. */
  phone?: string;
};

/** The bodies named in the procedure, with the details to reach them, for the complaints page. */
export const complaintsBodies: readonly ComplaintsBody[] = [
  {
    id: 'disputes-committee',
    name: 'De Geschillencommissie Zorg',
    description: {
      nl: 'Een onafhankelijke commissie die een bindende uitspraak doet als u het niet eens bent met onze reactie op uw klacht.',
      en: 'An independent committee that makes a binding decision if you disagree with our response to your complaint.',
      tr: 'Şikâyetinize verdiğimiz yanıta katılmıyorsanız bağlayıcı bir karar veren bağımsız bir komisyon.',
    },
    website: disputesCommitteeWebsite,
  },
  {
    id: 'landelijk-meldpunt-zorg',
    name: 'Landelijk Meldpunt Zorg',
    description: {
      nl: 'Weet u niet waar u met uw klacht terechtkunt? Het Landelijk Meldpunt Zorg geeft gratis advies.',
      en: 'Not sure where to take your complaint? Landelijk Meldpunt Zorg, the national healthcare reporting centre, gives free advice.',
      tr: 'Şikâyetinizi nereye iletebileceğinizi bilmiyor musunuz? Ulusal sağlık bildirim merkezi Landelijk Meldpunt Zorg ücretsiz tavsiye verir.',
    },
    website: landelijkMeldpuntWebsite,
  },
  {
    id: 'akj',
    name: 'AKJ (Advies- en Klachtenbureau Jeugdzorg)',
    description: {
      nl: 'Voor jongeren en ouders bij jeugdhulp (Jeugdwet): een vertrouwenspersoon helpt u gratis en onafhankelijk met uw vraag of klacht.',
      en: 'For young people and parents in youth care (Youth Act): a confidential adviser helps you with your question or complaint, free and independently.',
      tr: 'Gençlik yardımı (Jeugdwet) alan gençler ve ebeveynler için: Bir güven danışmanı (vertrouwenspersoon) sorunuz veya şikâyetiniz konusunda size bağımsız ve ücretsiz destek olur.',
    },
    website: akjWebsite,
    phone: akjPhone,
  },
];
