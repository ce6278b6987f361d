import type { Localized } from './locale.ts';
import { brand } from './brand.ts';
import { teamMembers } from './team.ts';

export const vacancySectionIds = ['about', 'role', 'offer', 'profile', 'terms'] as const;
export type VacancySectionId = (typeof vacancySectionIds)[number];

/** Only 'about' starts open on the careers page (docs/product-rules.md §4). */
export const initiallyOpenVacancySections: readonly VacancySectionId[] = ['about'];

export type VacancySection = {
  id: VacancySectionId;
  title: Localized;
  paragraphs: readonly Localized[];
  bullets?: readonly Localized[];
};

export type Vacancy = {
  id: string;
  title: Localized;
  subtitle: Localized;
  /** City and province. */
  location: Localized;
  hoursPerWeek: { min: number; max: number };
  hoursText: Localized;
  /** Badge on the openings card. */
  badge: Localized;
  /** Typed requirements (docs/product-rules.md §9), also spelled out in the 'profile' section. */
  requirements: {
    skjRegistration: true;
    bapdOrLogoDeclaration: true;
    minYearsExperience: number;
  };
  /** Collective labour agreement and salary scale. */
  salary: { cao: 'CAO GGZ'; scale: number; text: Localized };
  sections: readonly VacancySection[];
  contact: { name: string; title: Localized; email: string };
  /** The 'interested?' block: a lead above the contact person, and a closing line. */
  interested: { title: Localized; text: Localized; closing: Localized };
};

const emailDomain = brand.email.slice(brand.email.indexOf('@') + 1);
const director = teamMembers.find((member) => member.id === 'nesrin-dogan');
if (!director) throw new Error('The vacancy contact person must be a team member');

export const vacancy: Vacancy = {
  id: 'child-youth-psychologist-orthopedagogue',
  title: {
    nl: 'Kinder- en jeugdpsycholoog of orthopedagoog',
    en: 'Psychologist or orthopedagogue for children and young people',
    tr: 'Çocuk ve ergen psikoloğu veya ortopedagog',
  },
  subtitle: {
    nl: 'Help jij kinderen en hun ouders weer op weg, in een team dat net zo divers is als de stad?',
    en: 'Would you like to help children and their parents get back on track, in a team as diverse as the city?',
    tr: 'Tıpkı şehir gibi farklı kökenlerden insanları bir araya getiren bir ekipte çocukların ve ailelerinin yeniden yollarını bulmalarına yardım etmek ister misiniz?',
  },
  location: { nl: 'Amsterdam, Noord-Holland', en: 'Amsterdam, North Holland', tr: 'Amsterdam, Kuzey Hollanda' },
  hoursPerWeek: { min: 24, max: 36 },
  hoursText: {
    nl: '24 tot 36 uur per week',
    en: '24 to 36 hours per week',
    tr: 'Haftada 24 ila 36 saat',
  },
  badge: { nl: 'Actuele vacature', en: 'Current vacancy', tr: 'Güncel iş ilanı' },
  requirements: { skjRegistration: true, bapdOrLogoDeclaration: true, minYearsExperience: 2 },
  salary: {
    cao: 'CAO GGZ',
    scale: 60,
    text: {
      nl: 'Salaris volgens de CAO GGZ, schaal FWG 60, afhankelijk van je ervaring',
      en: 'In line with the CAO GGZ (the collective agreement for mental health care), scale FWG 60, depending on experience',
      tr: 'Deneyiminize göre, CAO GGZ (ruh sağlığı toplu iş sözleşmesi) FWG 60 skalasında maaş',
    },
  },
  sections: [
    {
      id: 'about',
      title: { nl: 'Over Ankerlicht GGZ', en: 'About Ankerlicht GGZ', tr: 'Ankerlicht GGZ hakkında' },
      paragraphs: [
        {
          nl: 'Ankerlicht GGZ is een ambulante praktijk voor volwassenen, kinderen en jongeren, met locaties in Amsterdam Nieuw-West en Zaandam. Onze cliënten komen uit alle delen van de wereld. Ons team ook: samen spreken we meer dan vijf talen.',
          en: 'Ankerlicht GGZ is an outpatient mental health care provider for adults, children and young people, with locations in Amsterdam Nieuw-West and Zaandam. Our clients come from all over the world, and so does our team: together we speak more than five languages.',
          tr: 'Ankerlicht GGZ; yetişkinlere, çocuklara ve gençlere hizmet veren, Amsterdam Nieuw-West’te ve Zaandam’da şubeleri bulunan, ayakta tedavi sunan bir ruh sağlığı kuruluşudur. Danışanlarımız dünyanın dört bir yanından geliyor; ekibimiz de öyle: Toplamda beşten fazla dil konuşuyoruz.',
        },
        {
          nl: 'We werken vanuit drie kernwaarden: verbinding, diversiteit en maatwerk. We zijn een platte organisatie waarin je elkaar kent, snel kunt overleggen en waar ruimte is voor je eigen ideeën.',
          en: 'Our work rests on three core values: connection, diversity and tailored care. We are a flat organisation where people know each other, can quickly consult a colleague and have room for their own ideas.',
          tr: 'Üç temel değerle çalışıyoruz: bağ kurmak, çeşitlilik ve kişiye özel tedavi. Herkesin birbirini tanıdığı, hızlıca fikir alışverişi yapabildiği ve kendi fikirlerine yer açılan, hiyerarşisi az bir kuruluşuz.',
        },
      ],
    },
    {
      id: 'role',
      title: { nl: 'Jouw rol', en: 'Your role', tr: 'Göreviniz' },
      paragraphs: [
        {
          nl: 'Als psycholoog of orthopedagoog in ons team kind en jeugd doe je intakes, psychodiagnostisch onderzoek en behandelingen bij kinderen en jongeren van 4 tot 18 jaar. Je werkt nauw samen met ouders, met school en met collega’s als de speltherapeut, systeemtherapeut en kinder- en jeugdpsychiater.',
          en: 'As a psychologist or orthopedagogue in our team for children and young people, you carry out intakes, psychological assessments and treatments for children and young people aged 4 to 18. You work closely with parents, with schools and with colleagues such as the play therapist, systemic therapist and child and adolescent psychiatrist.',
          tr: 'Çocuk ve genç ekibimizde psikolog veya ortopedagog olarak 4 ila 18 yaş arasındaki çocuklar ve gençlerle ilk değerlendirme görüşmeleri, psikolojik değerlendirmeler ve tedaviler yaparsınız. Ebeveynlerle, okullarla ve oyun terapisti, sistemik terapist, çocuk ve ergen psikiyatristi gibi meslektaşlarınızla yakın çalışırsınız.',
        },
        {
          nl: 'Je behandelt met bewezen methoden, zoals cognitieve gedragstherapie en ouderbegeleiding, en je denkt mee over hoe we ons aanbod verder verbeteren.',
          en: 'You use proven methods such as cognitive behavioural therapy and parent guidance, and you help us think about how to keep improving our care.',
          tr: 'Bilişsel davranışçı terapi ve ebeveyn rehberliği gibi etkinliği kanıtlanmış yöntemlerle tedavi eder, hizmetlerimizi nasıl daha da iyileştirebileceğimiz konusunda fikir üretirsiniz.',
        },
      ],
    },
    {
      id: 'offer',
      title: { nl: 'Wat wij bieden', en: 'What we offer', tr: 'Neler sunuyoruz?' },
      paragraphs: [
        {
          nl: 'Bij ons krijg je de ruimte om te groeien, in een warm en betrokken team.',
          en: 'With us you get room to grow, in a warm and committed team.',
          tr: 'Bizde, sıcak ve özverili bir ekip içinde gelişmek için alan bulursunuz.',
        },
      ],
      bullets: [
        {
          nl: 'Een jaarcontract met uitzicht op een vaste aanstelling',
          en: 'A one-year contract with the prospect of a permanent position',
          tr: 'Kadroya geçiş olanağı sunan bir yıllık sözleşme',
        },
        {
          nl: 'Een eigen scholingsbudget en tijd voor intervisie en supervisie',
          en: 'Your own training budget and time for peer review and supervision',
          tr: 'Size ait bir eğitim bütçesi ile meslektaş değerlendirmesi (intervizyon) ve süpervizyon için ayrılmış zaman',
        },
        {
          nl: 'Kans op een opleidingsplaats tot GZ-psycholoog: we zijn een erkende opleidingsinstelling',
          en: 'The chance of a training place to qualify as a healthcare psychologist: we are a recognised training institution',
          tr: 'Sağlık psikoloğu (GZ-psycholoog) uzmanlık eğitimine kabul edilme şansı: Tanınmış bir eğitim kurumuyuz',
        },
        {
          nl: 'Werken op twee goed bereikbare locaties, met de mogelijkheid om deels online te werken',
          en: 'Two easy-to-reach locations, with the option of working partly online',
          tr: 'Ulaşımı kolay iki şubemizde, kısmen çevrim içi çalışabilme imkânı',
        },
        {
          nl: 'Een collegiaal team met korte lijnen en een eigen behandelkamer met spelmaterialen',
          en: 'A supportive team with short lines of communication and your own treatment room with play materials',
          tr: 'İletişimin kolay olduğu dayanışmacı bir ekip ve oyun malzemeleriyle donatılmış size ait bir terapi odası',
        },
      ],
    },
    {
      id: 'profile',
      title: { nl: 'Wie wij zoeken', en: 'Who we are looking for', tr: 'Kimi arıyoruz?' },
      paragraphs: [
        {
          nl: 'Je bent warm, nieuwsgierig en nuchter. Je voelt je thuis bij gezinnen met heel verschillende achtergronden en je zoekt samen met ouders naar wat werkt. Verder vragen we:',
          en: 'You are warm, curious and down to earth. You feel at home with families from very different backgrounds, and you work with parents to find what works. We also ask for:',
          tr: 'Sıcak, meraklı ve ayakları yere basan birisiniz. Çok farklı geçmişlerden gelen ailelerle çalışırken kendinizi rahat hissediyor, işe yarayanı ebeveynlerle birlikte arıyorsunuz. Ayrıca şunları bekliyoruz:',
        },
      ],
      bullets: [
        {
          nl: 'Een afgeronde master in de psychologie of (ortho)pedagogiek',
          en: 'A completed master’s degree in psychology or (ortho)pedagogy',
          tr: 'Psikoloji veya (orto)pedagoji alanında tamamlanmış yüksek lisans derecesi',
        },
        {
          nl: 'Een geldige registratie in het Kwaliteitsregister Jeugd (SKJ)',
          en: 'A valid registration with the Youth Quality Register (SKJ)',
          tr: 'Gençlik Kalite Sicili’ne (SKJ) geçerli olarak kayıtlı olmak',
        },
        {
          nl: 'Een BAPD- (NIP) of Logo-verklaring (NVO) voor psychodiagnostiek',
          en: 'A BAPD (NIP) or Logo (NVO) declaration for psychological assessment',
          tr: 'Psikodiagnostik için BAPD (NIP) veya Logo (NVO) belgesi',
        },
        {
          nl: 'Minimaal 2 jaar werkervaring met kinderen en jongeren in de GGZ of jeugdhulp',
          en: 'At least 2 years of experience with children and young people in mental health or youth care',
          tr: 'Ruh sağlığı veya gençlik hizmetlerinde çocuklar ve gençlerle en az 2 yıllık iş deneyimi',
        },
        {
          nl: 'Pré: je spreekt naast Nederlands ook Turks, Arabisch, Tarifit of een andere taal van onze cliënten',
          en: 'A plus: as well as Dutch, you speak Turkish, Arabic, Tarifit or another of our clients’ languages',
          tr: 'Tercih sebebi: Felemenkçenin yanı sıra Türkçe, Arapça, Tarifit veya danışanlarımızın konuştuğu başka bir dili bilmek',
        },
      ],
    },
    {
      id: 'terms',
      title: { nl: 'Arbeidsvoorwaarden', en: 'Employment terms', tr: 'Çalışma koşulları' },
      paragraphs: [
        {
          nl: 'Je salaris is volgens de CAO GGZ, schaal FWG 60, afhankelijk van je ervaring. Daarnaast krijg je 8% vakantiegeld, een eindejaarsuitkering van 8,3%, pensioen bij PFZW en een reiskostenvergoeding.',
          en: 'Your salary follows the CAO GGZ, scale FWG 60, depending on your experience. On top of that you receive 8% holiday pay, an 8.3% year-end bonus, a pension with PFZW and a travel allowance.',
          tr: 'Maaşınız, deneyiminize göre CAO GGZ’nin FWG 60 skalasına göre belirlenir. Buna ek olarak %8 tatil ödeneği, %8,3 yıl sonu ikramiyesi, PFZW’de emeklilik ve yol masrafı ödeneği alırsınız.',
        },
        {
          nl: 'De werktijd is 24 tot 36 uur per week, verdeeld over ten minste drie dagen. Samen maken we een rooster dat bij jou past.',
          en: 'Working hours are 24 to 36 hours per week, spread over at least three days. Together we make a schedule that suits you.',
          tr: 'Çalışma süresi, en az üç güne yayılan haftada 24 ila 36 saattir. Size uygun bir çalışma programını birlikte hazırlarız.',
        },
      ],
    },
  ],
  contact: {
    name: director.name,
    title: director.role,
    email: `n.dogan@${emailDomain}`,
  },
  interested: {
    title: { nl: 'Interesse?', en: 'Interested?', tr: 'İlginizi çekti mi?' },
    text: {
      nl: 'Stuur je cv en een korte motivatie naar onze directeur. Heb je eerst vragen? Mail gerust, dan bellen we je terug.',
      en: 'Send your CV and a short cover letter to our director. Have questions first? Just email, and we will call you back.',
      tr: 'Özgeçmişinizi ve kısa bir motivasyon mektubunu müdürümüze gönderin. Önce sorularınız mı var? Çekinmeden e-posta gönderin, sizi geri arayalım.',
    },
    closing: {
      nl: 'We kijken uit naar je reactie. Een verklaring omtrent het gedrag (VOG) is onderdeel van de procedure.',
      en: 'We look forward to hearing from you. A certificate of conduct (VOG) is part of the procedure.',
      tr: 'Başvurunuzu dört gözle bekliyoruz. İyi hal belgesi (VOG) başvuru sürecinin bir parçasıdır.',
    },
  },
};
