import type { Localized } from '../locale.ts';
import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand, formatAddress, locations } from '../brand.ts';
import { contractedMunicipalities } from '../municipalities.ts';
import { insurerGroups } from '../insurers.ts';
import { teamMembers } from '../team.ts';

export type InfoSection = { id: string; title: Localized; text: Localized };

/** The four information blocks at the top of /kwaliteitsstatuut. */
export const qualityStatuteInfo: readonly InfoSection[] = [
  {
    id: 'what-is-it',
    title: {
      nl: 'Wat is een kwaliteitsstatuut?',
      en: 'What is a quality statute?',
      tr: 'Kalite tüzüğü nedir?',
    },
    text: {
      nl: 'Elke GGZ-aanbieder in Nederland moet een kwaliteitsstatuut hebben. Daarin staat hoe de zorg is georganiseerd, wie waarvoor verantwoordelijk is en hoe de kwaliteit wordt bewaakt. Zo weet u vooraf wat u van ons kunt verwachten.',
      en: 'Every mental health care provider in the Netherlands must have a quality statute. It describes how care is organised, who is responsible for what and how quality is safeguarded. This way you know in advance what to expect from us.',
      tr: 'Hollanda’daki her ruh sağlığı hizmet sağlayıcısının bir kalite tüzüğü olması zorunludur. Tüzükte tedavinin nasıl düzenlendiği, kimin neyden sorumlu olduğu ve kalitenin nasıl güvence altına alındığı yer alır. Böylece bizden ne bekleyebileceğinizi önceden bilirsiniz.',
    },
  },
  {
    id: 'lead-practitioner',
    title: {
      nl: 'Uw regiebehandelaar',
      en: 'Your lead practitioner',
      tr: 'Sorumlu terapistiniz',
    },
    text: {
      nl: 'Iedere cliënt heeft een regiebehandelaar. Dat is een BIG-geregistreerde professional die eindverantwoordelijk is voor uw behandeling, het behandelplan met u afstemt en uw vaste aanspreekpunt is. Bij kinderen en jongeren is dat een SKJ- of BIG-geregistreerde professional.',
      en: 'Every client has a lead practitioner (regiebehandelaar): a BIG-registered professional with final responsibility for your treatment, who agrees the treatment plan with you and is your main point of contact. For children and young people, this is an SKJ- or BIG-registered professional.',
      tr: 'Her danışanın bir sorumlu terapisti (regiebehandelaar) vardır. Bu kişi, tedavinizin nihai sorumluluğunu taşıyan, tedavi planını sizinle birlikte belirleyen ve sabit muhatabınız olan, BIG siciline kayıtlı bir uzmandır. Çocuklar ve gençler için bu kişi SKJ veya BIG siciline kayıtlı bir uzmandır.',
    },
  },
  {
    id: 'quality-assurance',
    title: {
      nl: 'Hoe we de kwaliteit bewaken',
      en: 'How we safeguard quality',
      tr: 'Kaliteyi nasıl güvence altına alıyoruz?',
    },
    text: {
      nl: 'We meten met korte vragenlijsten hoe het met u gaat (ROM), bespreken behandelingen in het team, volgen scholing en laten ons elk jaar onafhankelijk keuren. Ervaringen van cliënten gebruiken we om te verbeteren.',
      en: 'We measure how you are doing with short questionnaires (ROM), review treatments as a team, keep up our training and are independently audited every year. We use client experiences to improve.',
      tr: 'Nasıl olduğunuzu kısa anketlerle ölçeriz (ROM), tedavileri ekip olarak değerlendiririz, eğitimlerle kendimizi geliştiririz ve her yıl bağımsız olarak denetleniriz. Danışan deneyimlerini kendimizi geliştirmek için kullanırız.',
    },
  },
  {
    id: 'complaints-and-disputes',
    title: {
      nl: 'Klachten en geschillen',
      en: 'Complaints and disputes',
      tr: 'Şikâyetler ve uyuşmazlıklar',
    },
    text: {
      nl: 'Bent u niet tevreden, dan horen we dat graag. U kunt terecht bij uw behandelaar, bij onze onafhankelijke klachtenfunctionaris en daarna bij een externe geschillencommissie, zoals de Wkkgz voorschrijft.',
      en: 'If you are not satisfied, we want to hear about it. You can turn to your practitioner, to our independent complaints officer and then to an external disputes committee, as the Wkkgz (the Dutch Healthcare Quality, Complaints and Disputes Act) requires.',
      tr: 'Memnun değilseniz bunu duymak isteriz. Terapistinize, bağımsız şikâyet görevlimize ve ardından, Wkkgz’nin (Sağlık Hizmetlerinde Kalite, Şikâyetler ve Uyuşmazlıklar Yasası) öngördüğü şekilde, dış bir uyuşmazlık komisyonuna başvurabilirsiniz.',
    },
  },
];

const locationList = locations.map(formatAddress).join('; ');
const municipalityList = contractedMunicipalities.join(', ');
const insurerList = insurerGroups.map((group) => group.name).join(', ');
const director = teamMembers.find((member) => member.id === 'nesrin-dogan');
if (!director) throw new Error('The statute is signed by a team member');

/** The full quality statute, collapsed by default on /kwaliteitsstatuut. */
export const qualityStatute: LongText = {
  id: 'kwaliteitsstatuut',
  title: {
    nl: 'Kwaliteitsstatuut Ankerlicht GGZ',
    en: 'Quality statute of Ankerlicht GGZ',
    tr: 'Ankerlicht GGZ kalite tüzüğü',
  },
  intro: {
    nl: 'Dit is het kwaliteitsstatuut van Ankerlicht GGZ, opgesteld volgens het landelijk model kwaliteitsstatuut GGZ. Het geldt voor alle zorg die wij bieden aan volwassenen, kinderen en jongeren.',
    en: 'This is the quality statute of Ankerlicht GGZ, drawn up according to the national model quality statute for mental health care. It applies to all care we provide to adults, children and young people.',
    tr: 'Bu, ruh sağlığı hizmetlerine yönelik ulusal kalite tüzüğü modeline göre hazırlanmış Ankerlicht GGZ kalite tüzüğüdür. Yetişkinlere, çocuklara ve gençlere sunduğumuz tüm ruh sağlığı hizmetleri için geçerlidir.',
  },
  lastUpdated: yearFacts.textsUpdated.qualityStatute,
  sections: [
    {
      id: 'general-information',
      title: { nl: '1. Algemene gegevens', en: '1. General information', tr: '1. Genel bilgiler' },
      paragraphs: [
        {
          nl: `Naam: ${brand.name}. Locaties: ${locationList}. Telefoon: ${brand.phone}. E-mail: ${brand.email}. Website: ${brand.siteUrl}. AGB-code: ${brand.agbCode}. KvK-nummer (Kamer van Koophandel): ${brand.kvkNumber}.`,
          en: `Name: ${brand.name}. Locations: ${locationList}. Phone: ${brand.phone}. Email: ${brand.email}. Website: ${brand.siteUrl}. AGB code: ${brand.agbCode}. Chamber of Commerce (KvK) number: ${brand.kvkNumber}.`,
          tr: `Ad: ${brand.name}. Şubeler: ${locationList}. Telefon: ${brand.phone}. E-posta: ${brand.email}. Web sitesi: ${brand.siteUrl}. AGB kodu: ${brand.agbCode}. Ticaret Sicil (KvK) numarası: ${brand.kvkNumber}.`,
        },
      ],
    },
    {
      id: 'target-group-and-offer',
      title: { nl: '2. Doelgroep en aanbod', en: '2. Target group and services', tr: '2. Hedef grup ve hizmetler' },
      paragraphs: [
        {
          nl: 'Wij behandelen volwassenen met psychische klachten zonder opname: zij komen naar onze praktijk of spreken ons online. Deze zorg valt onder de Zorgverzekeringswet en wordt sinds 2022 gedeclareerd volgens het zorgprestatiemodel, per gesprek of consult; het onderscheid tussen basis-GGZ en gespecialiseerde GGZ bestaat sindsdien niet meer. Daarnaast bieden wij jeugd-GGZ aan kinderen en jongeren en hun ouders (Jeugdwet). Zorg is mogelijk in het Nederlands, Engels en Turks, op de praktijk of online.',
          en: 'We treat adults with mental health problems on an outpatient basis: they come to one of our locations or see us online. This care falls under the Health Insurance Act (Zorgverzekeringswet) and, since 2022, has been billed under the care performance model (zorgprestatiemodel), per session or consultation; the former division into basic and specialised mental health care no longer exists. We also provide youth mental health care to children, young people and their parents (Youth Act). Care is available in Dutch, English and Turkish, at one of our locations or online.',
          tr: 'Ruhsal sorunları olan yetişkinleri yatış gerektirmeden tedavi ederiz: şubelerimizden birine gelirler veya bizimle çevrim içi görüşürler. Bu tedavi Sağlık Sigortası Yasası (Zorgverzekeringswet) kapsamındadır ve 2022’den bu yana hizmet bazlı faturalandırma modeline (zorgprestatiemodel) göre, seans veya görüşme başına faturalandırılır; temel ve uzmanlaşmış ruh sağlığı hizmetleri arasındaki eski ayrım artık yoktur. Ayrıca çocuklara, gençlere ve ebeveynlerine çocuk ve genç ruh sağlığı hizmetleri (Gençlik Yasası) sunarız. Tedavi şubelerimizde veya çevrim içi olarak Felemenkçe, İngilizce ve Türkçe alınabilir.',
        },
        {
          nl: 'Wij behandelen onder meer angst- en paniekklachten, depressieve klachten, trauma, dwang, rouw, persoonlijkheidsproblemen, lichamelijke klachten zonder duidelijke oorzaak en ADHD. Bij kinderen en jongeren doen we ook psychologisch onderzoek, bijvoorbeeld naar ADHD en autisme.',
          en: 'The problems we treat include anxiety and panic, depression, trauma, obsessive-compulsive problems, grief, personality problems, physical symptoms without a clear cause and ADHD. For children and young people we also carry out psychological assessments, for example for ADHD and autism.',
          tr: 'Tedavi ettiğimiz sorunlar arasında kaygı ve panik, depresyon, travma, takıntılar, yas, kişilik sorunları, belirgin bir nedeni olmayan bedensel şikâyetler ve DEHB yer alır. Çocuklar ve gençler için örneğin DEHB ve otizme yönelik psikolojik değerlendirmeler de yaparız.',
        },
        {
          nl: 'Wij bieden geen crisiszorg en geen opname. Soms is andere zorg nodig: als iemand nu ernstig aan zelfmoord denkt, nu verslaafd is, zichzelf verwondt of geweld gebruikt, of nu een psychose of een ernstige eetstoornis heeft. Dan verwijzen we naar zorg die daarbij past.',
          en: 'We do not provide crisis care or admission. In cases of active suicidality, active addiction, active self-harm or violence, active psychosis or a severe eating disorder, we refer to appropriate care.',
          tr: 'Kriz müdahalesi ve yatarak tedavi sunmayız. Aktif intihar düşünceleri, aktif bağımlılık, aktif olarak kendine zarar verme veya şiddet, aktif psikoz veya ağır bir yeme bozukluğu durumunda uygun bir hizmete yönlendiririz.',
        },
      ],
    },
    {
      id: 'professionals',
      title: {
        nl: '3. Professionals en regiebehandelaars',
        en: '3. Professionals and lead practitioners',
        tr: '3. Uzmanlar ve sorumlu terapistler',
      },
      paragraphs: [
        {
          nl: 'Bij ons werken GZ-psychologen, een klinisch psycholoog, een psychotherapeut, psychiaters, een verpleegkundig specialist GGZ, psychologen, orthopedagogen en gespecialiseerde therapeuten. Iedereen is geregistreerd in het BIG-register of het Kwaliteitsregister Jeugd (SKJ), voor zover het beroep dat vraagt.',
          en: 'Our staff include healthcare psychologists, a clinical psychologist, a psychotherapist, psychiatrists, a mental health nurse specialist, psychologists, orthopedagogues and specialised therapists. Everyone is registered in the BIG register or the Youth Quality Register (SKJ), insofar as their profession requires it.',
          tr: 'Ekibimizde sağlık psikologları, bir klinik psikolog, bir psikoterapist, psikiyatristler, bir ruh sağlığı uzman hemşiresi, psikologlar, ortopedagoglar ve uzman terapistler çalışır. Mesleği gerektirdiği ölçüde herkes BIG siciline veya Gençlik Kalite Sicili’ne (SKJ) kayıtlıdır.',
        },
        {
          nl: 'Regiebehandelaar kunnen zijn: de GZ-psycholoog, klinisch psycholoog, psychotherapeut, psychiater en verpleegkundig specialist GGZ. In de jeugd-GGZ kan ook een SKJ-geregistreerde jeugd- en gezinsprofessional met de juiste bekwaamheid regiebehandelaar zijn. De regiebehandelaar is eindverantwoordelijk, ziet u zelf tijdens de intake en bij evaluaties, en is uw vaste aanspreekpunt.',
          en: 'Lead practitioners can be: the healthcare psychologist, clinical psychologist, psychotherapist, psychiatrist and mental health nurse specialist. In youth mental health care, an SKJ-registered youth and family professional with the right competence can also be the lead practitioner. The lead practitioner has final responsibility, sees you personally at the intake and at reviews, and is your main point of contact.',
          tr: 'Sorumlu terapist şunlar olabilir: sağlık psikoloğu, klinik psikolog, psikoterapist, psikiyatrist ve ruh sağlığı uzman hemşiresi. Çocuk ve genç ruh sağlığı hizmetlerinde gerekli yetkinliğe sahip, SKJ’ye kayıtlı bir gençlik ve aile uzmanı da sorumlu terapist olabilir. Sorumlu terapist nihai sorumluluğu taşır, ilk değerlendirme görüşmesinde ve ara değerlendirme görüşmelerinde sizi bizzat görür ve sabit muhatabınızdır.',
        },
      ],
    },
    {
      id: 'collaboration',
      title: { nl: '4. Samenwerking', en: '4. Collaboration', tr: '4. İş birliği' },
      paragraphs: [
        {
          nl: 'Binnen Ankerlicht GGZ bespreken we behandelingen elke week met collega’s uit verschillende vakgebieden (multidisciplinair overleg). Buiten onze praktijk werken we samen met:',
          en: 'Within Ankerlicht GGZ we discuss treatments every week in a multidisciplinary meeting. Beyond our own team, we work together with:',
          tr: 'Ankerlicht GGZ içinde tedavileri her hafta multidisipliner bir toplantıda görüşürüz. Kendi ekibimizin dışında şunlarla iş birliği yaparız:',
        },
      ],
      bullets: [
        {
          nl: 'Huisartsen en praktijkondersteuners GGZ in Amsterdam en de Zaanstreek',
          en: 'GPs and mental health practice nurses in Amsterdam and the Zaan region',
          tr: 'Amsterdam ve Zaan bölgesindeki aile hekimleri ve aile hekimi muayenehanelerinde çalışan ruh sağlığı hemşireleri (POH-GGZ)',
        },
        {
          nl: 'Wijkteams, Ouder- en Kindteams en scholen',
          en: 'Neighbourhood teams, Parent and Child Teams and schools',
          tr: 'Mahalle ekipleri, Ebeveyn ve Çocuk Ekipleri ve okullar',
        },
        {
          nl: 'De regionale crisisdienst, via de huisarts of huisartsenpost',
          en: 'The regional crisis service, via the GP or out-of-hours GP service',
          tr: 'Aile hekimi veya nöbetçi aile hekimi aracılığıyla bölgesel kriz servisi',
        },
        {
          nl: 'Instellingen voor verslavingszorg, eetstoornissen en specialistische psychiatrie, voor doorverwijzing',
          en: 'Services for addiction care, eating disorders and specialist psychiatry, for referral',
          tr: 'Yönlendirme için bağımlılık, yeme bozuklukları ve uzman psikiyatri kurumları',
        },
        {
          nl: 'Veilig Thuis, als er zorgen zijn over huiselijk geweld of kindermishandeling',
          en: 'Veilig Thuis (the domestic violence and child abuse advice centre), when there are concerns about domestic violence or child abuse',
          tr: 'Aile içi şiddet veya çocuk istismarıyla ilgili endişeler olduğunda Veilig Thuis (aile içi şiddet ve çocuk istismarı danışma merkezi)',
        },
      ],
    },
    {
      id: 'contracts-and-rates',
      title: { nl: '5. Contracten en tarieven', en: '5. Contracts and rates', tr: '5. Sözleşmeler ve tarifeler' },
      paragraphs: [
        {
          nl: `We hebben contracten met de zorgverzekeraars van ${insurerList}. Met sommige verzekeraars is een jaarbudget afgesproken. Is dat op, dan kondigen we een aanmeldstop aan voor hun verzekerden en verwijzen we naar de zorgbemiddeling van de verzekeraar.`,
          en: `We have contracts with the health insurer groups ${insurerList}. With some insurers an annual budget has been agreed. When it is used up, we announce that we are not accepting registrations from their policyholders, and refer them to the insurer’s care mediation service.`,
          tr: `${insurerList} sağlık sigortası gruplarıyla sözleşmemiz vardır. Bazı sağlık sigortası şirketleriyle yıllık bir bütçe kararlaştırılmıştır. Bu bütçe dolduğunda o şirketin sigortalılarından yeni başvuru almadığımızı duyurur ve onları şirketin aracılık hizmetine (zorgbemiddeling) yönlendiririz.`,
        },
        {
          nl: `Voor jeugd-GGZ hebben we contracten met: ${municipalityList}. We gebruiken de tarieven van de Nederlandse Zorgautoriteit (NZa) en de gemeentelijke afspraken. Afspraken die niet of te laat (korter dan 24 uur van tevoren) worden afgezegd, kunnen in rekening worden gebracht.`,
          en: `For youth mental health care we have contracts with: ${municipalityList}. We use the rates of the Dutch Healthcare Authority (NZa) and the municipal agreements. Appointments that are not cancelled, or cancelled late (less than 24 hours ahead), may be charged.`,
          tr: `Çocuk ve genç ruh sağlığı hizmetleri için şu belediyelerle sözleşmemiz vardır: ${municipalityList}. Hollanda Sağlık Otoritesi’nin (NZa) tarifelerini ve belediyelerle yapılan anlaşmaları uygularız. İptal edilmeyen veya geç (24 saatten az kala) iptal edilen randevular ücretlendirilebilir.`,
        },
      ],
    },
    {
      id: 'quality-policy',
      title: { nl: '6. Kwaliteitsbeleid', en: '6. Quality policy', tr: '6. Kalite politikası' },
      paragraphs: [
        {
          nl: 'We werken volgens de geldende zorgstandaarden en richtlijnen. Onze kwaliteit bewaken we onder meer zo:',
          en: 'We work according to the applicable care standards and guidelines. The ways we safeguard our quality include:',
          tr: 'Geçerli mesleki standartlara ve kılavuzlara göre çalışırız. Kalitemizi güvence altına alma yollarımızdan bazıları:',
        },
      ],
      bullets: [
        {
          nl: 'Routine Outcome Monitoring (ROM): vragenlijsten bij de start, tijdens en aan het einde van de behandeling',
          en: 'Routine Outcome Monitoring (ROM): questionnaires at the start, during and at the end of treatment',
          tr: 'Rutin Sonuç İzleme (ROM): tedavinin başında, ortasında ve sonunda anketler',
        },
        {
          nl: 'Intervisie, supervisie en een jaarlijks scholingsplan voor iedere medewerker',
          en: 'Peer review, supervision and an annual training plan for every staff member',
          tr: 'Her çalışan için meslektaş değerlendirmesi, süpervizyon ve yıllık eğitim planı',
        },
        {
          nl: 'Een ISO 9001-gecertificeerd kwaliteitssysteem en informatiebeveiliging volgens NEN 7510',
          en: 'An ISO 9001-certified quality system and information security according to NEN 7510',
          tr: 'ISO 9001 sertifikalı bir kalite sistemi ve NEN 7510’a uygun bilgi güvenliği',
        },
        {
          nl: 'Het melden en bespreken van incidenten, zodat we ervan leren',
          en: 'Reporting and discussing incidents, so we learn from them',
          tr: 'Ders çıkarmak için olayların bildirilmesi ve görüşülmesi',
        },
        {
          nl: 'De meldcode huiselijk geweld en kindermishandeling, en een verklaring omtrent het gedrag (VOG) voor alle medewerkers',
          en: 'The reporting code for domestic violence and child abuse, and a certificate of conduct (VOG) for all staff',
          tr: 'Aile içi şiddet ve çocuk istismarı bildirim kuralları (meldcode) ve tüm çalışanlar için iyi hal belgesi (VOG)',
        },
        {
          nl: 'Een jaarlijks tevredenheidsonderzoek onder cliënten en ouders',
          en: 'An annual satisfaction survey among clients and parents',
          tr: 'Danışanlar ve ebeveynler arasında yıllık memnuniyet anketi',
        },
      ],
    },
    {
      id: 'complaints',
      title: { nl: '7. Klachten en geschillen', en: '7. Complaints and disputes', tr: '7. Şikâyetler ve uyuşmazlıklar' },
      paragraphs: [
        {
          nl: `Cliënten met een klacht kunnen terecht bij hun behandelaar en bij onze onafhankelijke klachtenfunctionaris (${brand.complaintsEmail}). Komen we er samen niet uit, dan kan de cliënt het geschil voorleggen aan De Geschillencommissie Zorg, waarbij wij zijn aangesloten zoals de Wkkgz vraagt. Zie de pagina Klachten voor de volledige regeling.`,
          en: `Clients with a complaint can turn to their practitioner and to our independent complaints officer (${brand.complaintsEmail}). If we cannot resolve it together, the client can submit the dispute to De Geschillencommissie Zorg (the healthcare disputes committee), which we are affiliated with as the Wkkgz requires. See the Complaints page for the full procedure.`,
          tr: `Şikâyeti olan danışanlar terapistlerine ve bağımsız şikâyet görevlimize (${brand.complaintsEmail}) başvurabilir. Birlikte çözüm bulamazsak danışan uyuşmazlığı, Wkkgz’nin gerektirdiği şekilde üyesi olduğumuz De Geschillencommissie Zorg’a (sağlık hizmetleri uyuşmazlık komisyonu) götürebilir. Prosedürün tamamı için Şikâyetler sayfasına bakın.`,
        },
      ],
    },
    {
      id: 'registration-and-intake',
      title: { nl: '8. Aanmelding en intake', en: '8. Registration and intake', tr: '8. Başvuru ve ilk değerlendirme' },
      paragraphs: [
        {
          nl: 'U meldt zich aan via het formulier op onze website of telefonisch. Binnen 2 werkdagen controleren we of de aanmelding en de verwijsbrief compleet zijn. Binnen 2 tot 4 weken belt ons screeningsteam u voor een telefonische screening. Daarin bepalen we of onze zorg bij uw vraag past.',
          en: 'You register using the form on our website or by phone. Within 2 working days we check whether the registration and referral letter are complete. Within 2 to 4 weeks our screening team calls you for a phone screening, in which we decide whether our care suits your needs.',
          tr: 'Web sitemizdeki formla veya telefonla başvurursunuz. 2 iş günü içinde başvurunun ve sevk yazısının eksiksiz olup olmadığını kontrol ederiz. 2 ila 4 hafta içinde ön değerlendirme ekibimiz sizi telefonla ön değerlendirme için arar. Bu görüşmede tedavimizin ihtiyacınıza uygun olup olmadığına karar veririz.',
        },
        {
          nl: 'De actuele wachttijden staan op onze website en werken we elke maand bij. Is de wachttijd langer dan de treeknorm, dan wijzen we u op de zorgbemiddeling van uw zorgverzekeraar. Minstens 7 dagen voor de intake ontvangt u een startvragenlijst. De intake wordt gedaan door of onder verantwoordelijkheid van een regiebehandelaar.',
          en: 'Current waiting times are on our website and updated monthly. If the waiting time exceeds the accepted maximum (treeknorm), we point you to your health insurer’s care mediation service. At least 7 days before the intake you receive a starting questionnaire. The intake is carried out by or under the responsibility of a lead practitioner.',
          tr: 'Güncel bekleme süreleri web sitemizde yer alır ve her ay güncellenir. Bekleme süresi kabul edilen azami süreyi (treeknorm) aşarsa sizi sağlık sigortası şirketinizin aracılık hizmetine (zorgbemiddeling) yönlendiririz. İlk değerlendirme görüşmesinden en az 7 gün önce bir başlangıç anketi alırsınız. İlk değerlendirme görüşmesi bir sorumlu terapist tarafından veya onun sorumluluğunda yapılır.',
        },
      ],
    },
    {
      id: 'diagnosis-and-treatment-plan',
      title: { nl: '9. Diagnostiek en behandelplan', en: '9. Diagnosis and treatment plan', tr: '9. Tanı ve tedavi planı' },
      paragraphs: [
        {
          nl: 'Na de intake stelt de regiebehandelaar, zo nodig na aanvullend onderzoek, een diagnose volgens de DSM-5. Samen met u maakt de regiebehandelaar een behandelplan met doelen, de gekozen behandeling en de verwachte duur. U beslist mee en krijgt het plan op papier of digitaal.',
          en: 'After the intake, the lead practitioner makes a diagnosis according to the DSM-5, after additional assessment if needed. Together with you, the lead practitioner draws up a treatment plan with goals, the chosen treatment and the expected duration. You take part in the decisions and receive the plan on paper or digitally.',
          tr: 'İlk değerlendirme görüşmesinden sonra sorumlu terapist, gerekirse ek değerlendirmeler yaparak DSM-5’e göre bir tanı koyar. Sorumlu terapist sizinle birlikte hedefleri, seçilen tedaviyi ve beklenen süreyi içeren bir tedavi planı hazırlar. Kararlara katılırsınız ve planı kâğıt üzerinde veya dijital olarak alırsınız.',
        },
      ],
    },
    {
      id: 'treatment-and-evaluation',
      title: { nl: '10. Behandeling en evaluatie', en: '10. Treatment and review', tr: '10. Tedavi ve değerlendirme' },
      paragraphs: [
        {
          nl: 'De behandeling wordt uitgevoerd door de regiebehandelaar en eventueel andere behandelaars uit het team. Wie betrokken is, staat in het behandelplan. We evalueren de behandeling regelmatig met u, ten minste elke drie maanden, met behulp van ROM. Zo nodig passen we het plan aan.',
          en: 'Treatment is carried out by the lead practitioner and, where relevant, other practitioners in the team. Who is involved is stated in the treatment plan. We review the treatment with you regularly, at least every three months, using ROM. We adjust the plan where needed.',
          tr: 'Tedavi sorumlu terapist ve gerekirse ekipteki diğer terapistler tarafından yürütülür. Kimlerin dahil olduğu tedavi planında belirtilir. Tedaviyi ROM yardımıyla sizinle düzenli olarak, en az üç ayda bir değerlendiririz. Gerektiğinde planı uyarlarız.',
        },
        {
          nl: 'Als het tijdens de behandeling plotseling slechter gaat, neemt u tijdens kantoortijden contact op met uw behandelaar. Buiten kantoortijden belt u uw huisarts of de huisartsenpost. Met cliënten met een verhoogd risico maken we een signaleringsplan.',
          en: 'If things suddenly get worse during treatment, contact your practitioner during office hours. Outside office hours, call your GP or the out-of-hours GP service. For clients at increased risk, we draw up an early-warning plan.',
          tr: 'Tedavi sırasında durumunuz aniden kötüleşirse mesai saatlerinde terapistinizle iletişime geçin. Mesai saatleri dışında aile hekiminizi veya nöbetçi aile hekimini arayın. Riski yüksek olan danışanlarla bir erken uyarı planı hazırlarız.',
        },
      ],
    },
    {
      id: 'completion-and-aftercare',
      title: {
        nl: '11. Afsluiting en nazorg',
        en: '11. Completion and aftercare',
        tr: '11. Tedavinin sonlandırılması ve sonrası',
      },
      paragraphs: [
        {
          nl: 'We ronden de behandeling af in een eindgesprek en met een laatste ROM-vragenlijst. Samen maken we een plan om terugval te voorkomen. Met uw toestemming sturen we de verwijzer een afsluitbrief. Krijgt u later opnieuw klachten, dan kunt u via uw huisarts opnieuw bij ons terecht.',
          en: 'We end treatment with a final session and a last ROM questionnaire. Together we make a plan to prevent relapse. With your consent we send the referrer a closing letter. If symptoms return later, you can come back to us via your GP.',
          tr: 'Tedaviyi bir kapanış görüşmesi ve son bir ROM anketiyle tamamlarız. Nüksü önlemek için birlikte bir plan yaparız. Onayınızla sizi sevk eden kişiye bir kapanış mektubu göndeririz. Belirtileriniz daha sonra geri dönerse aile hekiminiz aracılığıyla yeniden bize başvurabilirsiniz.',
        },
      ],
    },
    {
      id: 'declaration',
      title: { nl: '12. Ondertekening', en: '12. Signature', tr: '12. İmza' },
      paragraphs: [
        {
          nl: `Hierbij verklaar ik dat Ankerlicht GGZ zich houdt aan de wettelijke eisen en de afspraken in dit kwaliteitsstatuut, en dat dit statuut naar waarheid is ingevuld. ${director.name}, ${director.role.nl.toLowerCase()}, Amsterdam.`,
          en: `I hereby declare that Ankerlicht GGZ complies with the legal requirements and the arrangements in this quality statute, and that this statute has been completed truthfully. ${director.name}, ${director.role.en.toLowerCase()}, Amsterdam.`,
          tr: `Ankerlicht GGZ’nin yasal gerekliliklere ve bu kalite tüzüğündeki düzenlemelere uyduğunu ve bu tüzüğün doğru olarak doldurulduğunu beyan ederim. ${director.name}, ${director.role.tr.toLocaleLowerCase('tr')}, Amsterdam.`,
        },
      ],
    },
  ],
};
