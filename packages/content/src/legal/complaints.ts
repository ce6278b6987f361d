import type { Localized } from '../locale.ts';
import type { IconName } from '../icons.ts';
import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand, mailtoHref } from '../brand.ts';

export type ComplaintStep = {
  id: string;
  title: Localized;
  description: Localized;
  /** A link the step offers, e.g. a mail draft to the complaints officer. */
  action?: { label: Localized; href: string };
  icon: IconName;
};

const talkToPractitioner: Localized = {
  nl: 'Bent u ergens niet tevreden over? Zeg het tegen uw behandelaar, het liefst zo snel mogelijk. Vaak is een misverstand in een gesprek op te lossen. Mag iemand met u meekomen? Natuurlijk.',
  en: 'Are you unhappy about something? Tell your practitioner, preferably as soon as possible. A misunderstanding can often be cleared up in a conversation. Can someone come with you? Of course.',
  tr: 'Bir konudan memnun değil misiniz? Bunu tercihen en kısa sürede terapistinize söyleyin. Bir yanlış anlaşılma çoğu zaman bir görüşmeyle çözülebilir. Yanınızda biri gelebilir mi? Elbette.',
};

const contactComplaintsOfficer: Localized = {
  nl: `Lukt het niet samen met uw behandelaar, of wilt u dat liever niet? Mail dan naar onze onafhankelijke klachtenfunctionaris via ${brand.complaintsEmail}. De klachtenfunctionaris helpt u gratis, luistert naar uw verhaal en zoekt met u en ons naar een oplossing. Wilt u een formeel oordeel? Dan krijgt u binnen 6 weken een schriftelijke reactie van de directie. Als we meer tijd nodig hebben, hoort u dat vooraf; het is dan nooit meer dan 10 weken.`,
  en: `Can’t resolve it with your practitioner, or would you rather not try? Then e-mail our independent complaints officer at ${brand.complaintsEmail}. The complaints officer helps you free of charge, listens to your story and looks for a solution with you and with us. Would you like a formal decision? Then you receive a written response from the management within 6 weeks. If we need more time, we tell you in advance; it will never be more than 10 weeks.`,
  tr: `Terapistinizle birlikte çözemiyor musunuz ya da bunu tercih etmiyor musunuz? O zaman ${brand.complaintsEmail} adresinden bağımsız şikâyet görevlimize e-posta gönderin. Şikâyet görevlisi size ücretsiz yardım eder, anlattıklarınızı dinler ve sizinle ve bizimle birlikte bir çözüm arar. Resmî bir karar mı istiyorsunuz? O zaman 6 hafta içinde yönetimden yazılı bir yanıt alırsınız. Daha fazla zamana ihtiyacımız olursa bunu önceden bildiririz; bu süre hiçbir zaman 10 haftayı geçmez.`,
};

const goToDisputesCommittee: Localized = {
  nl: 'Bent u het niet eens met onze reactie, of hebt u die niet op tijd gekregen? Dan kunt u het geschil voorleggen aan De Geschillencommissie Zorg. Dat is een onafhankelijke commissie. Haar uitspraak is bindend en zij kan een schadevergoeding toekennen. Voor het indienen vraagt de commissie een kleine bijdrage.',
  en: 'Do you disagree with our response, or did you not receive it in time? Then you can submit the dispute to De Geschillencommissie Zorg, an independent healthcare disputes committee. Its decision is binding, and it can award compensation. The committee asks a small fee to file a dispute.',
  tr: 'Yanıtımıza katılmıyor musunuz ya da yanıtı zamanında almadınız mı? O zaman uyuşmazlığı bağımsız bir sağlık uyuşmazlıkları komisyonu olan De Geschillencommissie Zorg’a götürebilirsiniz. Komisyonun kararı bağlayıcıdır ve tazminat ödenmesine karar verebilir. Başvuru için komisyon küçük bir ücret ister.',
};

/** The three steps on /klachten (spec §2.11). */
export const complaintSteps: readonly ComplaintStep[] = [
  {
    id: 'talk-to-your-practitioner',
    title: {
      nl: 'Praat met uw behandelaar',
      en: 'Talk to your practitioner',
      tr: 'Terapistinizle konuşun',
    },
    description: talkToPractitioner,
    icon: 'MessageCircle',
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
        en: 'E-mail the complaints officer',
        tr: 'Şikâyet görevlisine e-posta gönderin',
      },
      href: mailtoHref(brand.complaintsEmail),
    },
    icon: 'Mail',
  },
  {
    id: 'disputes-committee',
    title: {
      nl: 'Leg het voor aan de geschillencommissie',
      en: 'Take it to the disputes committee',
      tr: 'Uyuşmazlık komisyonuna başvurun',
    },
    description: goToDisputesCommittee,
    icon: 'Scale',
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
      title: {
        nl: 'Stap 1: praat met uw behandelaar',
        en: 'Step 1: talk to your practitioner',
        tr: '1. adım: terapistinizle konuşun',
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
          nl: 'De klachtenfunctionaris werkt onafhankelijk: hij of zij hoort niet bij het behandelteam en krijgt geen opdrachten van de directie over uw klacht. U kunt uw klacht ook per brief sturen, of telefonisch doorgeven aan het secretariaat; dan nemen we contact met u op.',
          en: 'The complaints officer works independently: they are not part of the treatment team and do not take instructions from the management about your complaint. You can also send your complaint by letter, or pass it on by phone to our secretary; we will then contact you.',
          tr: 'Şikâyet görevlisi bağımsız çalışır: Tedavi ekibinin bir parçası değildir ve şikâyetinizle ilgili yönetimden talimat almaz. Şikâyetinizi mektupla da gönderebilir veya telefonla sekreterliğimize iletebilirsiniz; ardından sizinle iletişime geçeriz.',
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
          nl: 'U kunt ook direct naar de geschillencommissie gaan als u redelijkerwijs niet kunt verwachten dat u eerst bij ons klaagt, bijvoorbeeld als de relatie ernstig verstoord is.',
          en: 'You can also go straight to the disputes committee if you cannot reasonably be expected to complain to us first, for example when the relationship has seriously broken down.',
          tr: 'Önce bize şikâyette bulunmanız makul olarak beklenemiyorsa, örneğin ilişki ciddi şekilde bozulmuşsa, doğrudan uyuşmazlık komisyonuna da başvurabilirsiniz.',
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
          nl: 'Het Landelijk Meldpunt Zorg, voor advies over waar u met uw klacht terechtkunt',
          en: 'Landelijk Meldpunt Zorg (the national healthcare reporting centre), for advice on where to take your complaint',
          tr: 'Şikâyetinizi nereye iletebileceğiniz konusunda tavsiye için Landelijk Meldpunt Zorg (ulusal sağlık bildirim merkezi)',
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
      paragraphs: [complaintsConfidentialityNote],
    },
  ],
};
