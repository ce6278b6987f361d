import type { LongText } from '../sections.ts';
import { formatEuros, yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { cancellation, medicalFileRetention } from '../facts.ts';

const fee = cancellation.lateCancellationFeeEuros;
const hours = cancellation.freeUntilHoursBefore;
const retentionYears = medicalFileRetention.years;

/** The terms and conditions (/algemene-voorwaarden) that apply to every treatment. */
export const termsAndConditions: LongText = {
  id: 'algemene-voorwaarden',
  title: { nl: 'Algemene voorwaarden', en: 'Terms and conditions', tr: 'Genel koşullar' },
  intro: {
    nl: 'Deze voorwaarden gelden voor iedereen die zich bij Ankerlicht GGZ aanmeldt of bij ons in behandeling is. Ze beschrijven wat u van ons mag verwachten en wat wij van u vragen. Hebt u vragen? Bespreek ze gerust met uw behandelaar.',
    en: 'These terms apply to everyone who registers with Ankerlicht GGZ or is in treatment with us. They describe what you can expect from us and what we ask of you. If you have any questions, please discuss them with your practitioner.',
    tr: 'Bu koşullar Ankerlicht GGZ’ye başvuran veya bizde tedavi gören herkes için geçerlidir. Bizden neler bekleyebileceğinizi ve sizden neler istediğimizi açıklar. Sorularınız mı var? Terapistinizle rahatça konuşabilirsiniz.',
  },
  lastUpdated: yearFacts.textsUpdated.terms,
  sections: [
    {
      id: 'definitions',
      title: { nl: 'Begrippen', en: 'Definitions', tr: 'Tanımlar' },
      paragraphs: [
        {
          nl: 'In deze voorwaarden bedoelen we met:',
          en: 'In these terms:',
          tr: 'Bu koşullarda:',
        },
      ],
      bullets: [
        {
          nl: 'Cliënt: degene die zorg ontvangt. Bij een kind onder de 16 jaar handelen ook de ouders met gezag of de voogd namens de cliënt.',
          en: 'Client: the person receiving care. For a child under 16, the parents with parental authority or the guardian also act on the client’s behalf.',
          tr: 'Danışan: tedavi alan kişi. 16 yaşından küçük bir çocuk söz konusu olduğunda velayet sahibi ebeveynler veya vasi de danışan adına hareket eder.',
        },
        {
          nl: 'Behandelaar: de psycholoog, therapeut, psychiater of verpleegkundig specialist die u behandelt.',
          en: 'Practitioner: the psychologist, therapist, psychiatrist or nurse specialist who treats you.',
          tr: 'Terapist: sizi tedavi eden psikolog, terapist, psikiyatrist veya uzman hemşire.',
        },
        {
          nl: 'Regiebehandelaar: de behandelaar die eindverantwoordelijk is voor uw behandeling en uw vaste aanspreekpunt.',
          en: 'Lead practitioner (regiebehandelaar): the practitioner with final responsibility for your treatment and your main point of contact.',
          tr: 'Sorumlu terapist (regiebehandelaar): tedavinizin nihai sorumluluğunu taşıyan ve sizin sabit muhatabınız olan terapist.',
        },
        {
          nl: 'Behandelovereenkomst: de afspraken tussen u en Ankerlicht GGZ over uw behandeling, zoals bedoeld in de WGBO.',
          en: 'Treatment agreement: the arrangements between you and Ankerlicht GGZ about your treatment, as referred to in the WGBO.',
          tr: 'Tedavi sözleşmesi: WGBO’da belirtildiği şekilde, tedaviniz hakkında sizinle Ankerlicht GGZ arasındaki anlaşma.',
        },
      ],
    },
    {
      id: 'registration-and-referral',
      title: { nl: 'Aanmelding en verwijzing', en: 'Registration and referral', tr: 'Başvuru ve sevk' },
      paragraphs: [
        {
          nl: 'Voor een behandeling is een geldige verwijzing nodig: voor volwassenen van de huisarts, voor kinderen en jongeren ook van een medisch specialist, jeugdarts of medewerker van het wijkteam. U zorgt ervoor dat de gegevens in uw aanmelding juist en volledig zijn.',
          en: 'Treatment requires a valid referral: for adults from the GP; for children and young people also from a medical specialist, youth doctor or neighbourhood team member. Please make sure the details in your registration are correct and complete.',
          tr: 'Tedavi için geçerli bir sevk gerekir: Yetişkinler için aile hekiminden; çocuklar ve gençler için ayrıca bir uzman doktordan, çocuk sağlığı hekiminden veya mahalle ekibi çalışanından. Başvurunuzdaki bilgilerin doğru ve eksiksiz olmasını siz sağlarsınız.',
        },
        {
          nl: 'Na de aanmelding beoordeelt ons screeningsteam of wij de juiste zorg kunnen bieden. Is dat niet zo, dan laten we u dat met uitleg weten en adviseren we u en uw verwijzer over andere mogelijkheden.',
          en: 'After registration, our screening team assesses whether we can offer the right care. If not, we tell you why and advise you and your referrer on other options.',
          tr: 'Başvurudan sonra ön değerlendirme ekibimiz size doğru tedaviyi sunup sunamayacağımızı değerlendirir. Sunamıyorsak bunu gerekçesiyle size bildirir, size ve sizi sevk eden kişiye diğer seçenekler konusunda öneride bulunuruz.',
        },
      ],
    },
    {
      id: 'treatment-agreement',
      title: { nl: 'De behandelovereenkomst', en: 'The treatment agreement', tr: 'Tedavi sözleşmesi' },
      paragraphs: [
        {
          nl: 'De behandelovereenkomst begint na het intakegesprek, als u instemt met het behandelplan. In dat plan staan uw doelen, de behandeling, de verwachte duur en wie uw regiebehandelaar is. Uw behandelaar legt alles in begrijpelijke taal uit. U geeft toestemming voor de behandeling, en u kunt die toestemming altijd weer intrekken.',
          en: 'The treatment agreement starts after the intake, when you agree to the treatment plan. The plan sets out your goals, the treatment, its expected duration and who your lead practitioner is. Your practitioner explains everything in plain language. You consent to the treatment, and you can withdraw that consent at any time.',
          tr: 'Tedavi sözleşmesi, ilk değerlendirme görüşmesinden sonra tedavi planını kabul ettiğinizde başlar. Planda hedefleriniz, tedavi, beklenen süresi ve sorumlu terapistinizin kim olduğu yer alır. Terapistiniz her şeyi anlaşılır bir dille açıklar. Tedaviye onay verirsiniz ve bu onayı istediğiniz zaman geri alabilirsiniz.',
        },
        {
          nl: 'Bij kinderen onder de 16 jaar is toestemming nodig van beide ouders met gezag. Tussen 12 en 16 jaar geeft ook de jongere zelf toestemming; vanaf 16 jaar beslist de jongere zelf.',
          en: 'For children under 16, the consent of both parents with parental authority is needed. Between 12 and 16, the young person also gives consent; from 16, the young person decides on their own.',
          tr: '16 yaşından küçük çocuklar için velayet sahibi her iki ebeveynin de onayı gerekir. 12 ile 16 yaş arasında genç de onay verir; 16 yaşından itibaren genç kendisi karar verir.',
        },
      ],
    },
    {
      id: 'appointments-and-cancellation',
      title: { nl: 'Afspraken en afzeggen', en: 'Appointments and cancellation', tr: 'Randevular ve iptal' },
      paragraphs: [
        {
          nl: 'Een afspraak is voor u gereserveerd. Kunt u niet komen? Dan vragen we u het volgende:',
          en: 'An appointment is reserved for you. If you cannot come, we ask the following:',
          tr: 'Randevu size ayrılmış bir zamandır. Gelemeyecekseniz sizden şunları rica ediyoruz:',
        },
      ],
      bullets: [
        {
          nl: `Zeg de afspraak uiterlijk ${hours} uur van tevoren af, telefonisch of per e-mail. Dat is gratis.`,
          en: `Cancel the appointment at least ${hours} hours in advance, by phone or email. This is free of charge.`,
          tr: `Randevuyu en geç ${hours} saat önceden telefonla veya e-postayla iptal edin. Bu ücretsizdir.`,
        },
        {
          nl: `Zegt u later af of komt u niet, dan kunnen we ${formatEuros(fee, 'nl')} in rekening brengen. Dit bedrag vergoedt uw zorgverzekeraar of gemeente niet.`,
          en: `If you cancel later or do not come, we may charge ${formatEuros(fee, 'en')}. Your health insurer or municipality does not reimburse this amount.`,
          tr: `Daha geç iptal ederseniz veya gelmezseniz ${formatEuros(fee, 'tr')} ücret alabiliriz. Bu tutarı sağlık sigortanız veya belediye karşılamaz.`,
        },
        {
          nl: 'Bent u meer dan 15 minuten te laat, dan kan het gesprek korter zijn of niet doorgaan.',
          en: 'If you are more than 15 minutes late, the session may be shorter or may not take place.',
          tr: '15 dakikadan fazla gecikirseniz görüşme kısalabilir veya yapılamayabilir.',
        },
      ],
      closing: [
        {
          nl: 'Bij plotselinge ziekte of een noodgeval kijken we naar uw situatie; dan brengen we meestal niets in rekening. Moeten wij een afspraak afzeggen, dan doen we dat zo vroeg mogelijk en maken we snel een nieuwe afspraak.',
          en: 'If you suddenly fall ill or there is an emergency, we take your situation into account and usually charge nothing. If we have to cancel an appointment, we do so as early as possible and quickly offer you a new one.',
          tr: 'Ani bir hastalık veya acil bir durumda durumunuzu değerlendiririz; bu durumda genellikle ücret almayız. Bir randevuyu bizim iptal etmemiz gerekirse bunu olabildiğince erken yapar ve hızla yeni bir randevu veririz.',
        },
      ],
    },
    {
      id: 'costs-and-payment',
      title: { nl: 'Kosten en betaling', en: 'Costs and payment', tr: 'Ücretler ve ödeme' },
      paragraphs: [
        {
          nl: 'Bij volwassenen sturen we de rekening rechtstreeks naar de zorgverzekeraar. Het eigen risico brengt de zorgverzekeraar bij u in rekening. Bij kinderen en jongeren onder de 18 jaar betaalt de gemeente; u betaalt dan niets.',
          en: 'For adults, we send the bill directly to the health insurer. The insurer charges you the deductible. For children and young people under 18, the municipality pays; you pay nothing.',
          tr: 'Yetişkinler için faturayı doğrudan sağlık sigortası şirketine göndeririz. Kendi payını (eigen risico) size sağlık sigortası şirketi fatura eder. 18 yaşından küçük çocuklar ve gençler için ödemeyi belediye yapar; siz hiçbir şey ödemezsiniz.',
        },
        {
          nl: 'Zorg die niet wordt vergoed, zoals een behandeling zonder geldige verwijzing, een verklaring voor derden of kosten voor een gemiste afspraak, betaalt u zelf. We bespreken dit altijd vooraf met u. U betaalt zo’n rekening binnen 30 dagen. We gebruiken de tarieven die de Nederlandse Zorgautoriteit (NZa) vaststelt.',
          en: 'You pay yourself for care that is not reimbursed, such as treatment without a valid referral, a statement for third parties or the fee for a missed appointment. We always discuss this with you in advance. Such invoices must be paid within 30 days. We use the rates set by the Dutch Healthcare Authority (NZa).',
          tr: 'Geçerli bir sevk olmadan yapılan tedavi, üçüncü kişiler için düzenlenen bir yazı veya kaçırılan randevu ücreti gibi karşılanmayan hizmetleri kendiniz ödersiniz. Bunu her zaman önceden sizinle konuşuruz. Böyle bir faturayı 30 gün içinde ödersiniz. Hollanda Sağlık Otoritesi’nin (NZa) belirlediği tarifeleri uygularız.',
        },
      ],
    },
    {
      id: 'online-treatment',
      title: { nl: 'Online behandeling', en: 'Online treatment', tr: 'Çevrim içi tedavi' },
      paragraphs: [
        {
          nl: 'Online gesprekken voeren we via een beveiligde verbinding die voldoet aan de eisen voor de zorg. U zorgt voor een rustige plek waar niemand meeluistert. Zonder toestemming van de ander neemt niemand een gesprek op, wij niet en u niet.',
          en: 'We hold online sessions over a secure connection that meets healthcare requirements. Please make sure you are in a quiet place where no one can overhear you. No one records a session without the other’s consent: not us, and not you.',
          tr: 'Çevrim içi görüşmeleri sağlık hizmetleri gerekliliklerini karşılayan güvenli bir bağlantı üzerinden yaparız. Lütfen kimsenin sizi duyamayacağı sessiz bir yerde olun. Karşı tarafın onayı olmadan hiç kimse görüşmeyi kaydetmez: ne biz ne de siz.',
        },
      ],
    },
    {
      id: 'confidentiality',
      title: { nl: 'Geheimhouding en dossier', en: 'Confidentiality and your file', tr: 'Gizlilik ve dosyanız' },
      paragraphs: [
        {
          nl: `Al onze medewerkers hebben een beroepsgeheim of geheimhoudingsplicht. We leggen uw behandeling vast in een medisch dossier en bewaren dat ${retentionYears} jaar na de laatste wijziging. Hoe we met uw gegevens omgaan, leest u in onze privacyverklaring.`,
          en: `All our staff are bound by professional secrecy or a duty of confidentiality. We record your treatment in a medical file and keep it for ${retentionYears} years after the last change. How we handle your data is explained in our privacy statement.`,
          tr: `Tüm çalışanlarımız meslek sırrı veya gizlilik yükümlülüğü altındadır. Tedavinizi tıbbi bir dosyada kayıt altına alır ve son değişiklikten itibaren ${retentionYears} yıl saklarız. Verilerinizi nasıl işlediğimizi gizlilik bildirimimizde okuyabilirsiniz.`,
        },
      ],
    },
    {
      id: 'conduct',
      title: { nl: 'Omgangsregels', en: 'Rules of conduct', tr: 'Davranış kuralları' },
      paragraphs: [
        {
          nl: 'We gaan respectvol met elkaar om. Agressie, bedreiging of discriminatie accepteren we niet, ook niet van begeleiders. In ernstige gevallen kunnen we de behandeling beëindigen en aangifte doen.',
          en: 'We treat each other with respect. We do not accept aggression, threats or discrimination, including from people accompanying a client. In serious cases we may end the treatment and report it to the police.',
          tr: 'Birbirimize saygıyla davranırız. Saldırganlığı, tehdidi veya ayrımcılığı, danışana eşlik eden kişilerden gelse bile, kabul etmeyiz. Ciddi durumlarda tedaviyi sonlandırabilir ve polise bildirebiliriz.',
        },
      ],
    },
    {
      id: 'ending-treatment',
      title: { nl: 'Einde van de behandeling', en: 'Ending treatment', tr: 'Tedavinin sona ermesi' },
      paragraphs: [
        {
          nl: 'Meestal eindigt de behandeling in overleg, als uw doelen zijn bereikt. U mag de behandeling altijd zelf stoppen; we vragen u dat met ons te bespreken. Wij kunnen de behandeling alleen om zwaarwegende redenen beëindigen, bijvoorbeeld als andere zorg nodig is. Dan zorgen we voor een goede overdracht.',
          en: 'Treatment usually ends by mutual agreement, once your goals are reached. You may stop treatment at any time; we ask you to discuss this with us first. We can only end treatment for serious reasons, for example when other care is needed. We then arrange a proper handover.',
          tr: 'Tedavi genellikle hedeflerinize ulaşıldığında karşılıklı anlaşmayla sona erer. Tedaviyi her zaman kendiniz bırakabilirsiniz; bunu bizimle konuşmanızı rica ederiz. Biz ise tedaviyi yalnızca ciddi nedenlerle, örneğin başka bir tedavi gerektiğinde sonlandırabiliriz. Bu durumda düzgün bir devir teslim sağlarız.',
        },
      ],
    },
    {
      id: 'liability',
      title: { nl: 'Aansprakelijkheid', en: 'Liability', tr: 'Sorumluluk' },
      paragraphs: [
        {
          nl: 'Wij doen ons best om u de zorg te geven die past bij de professionele standaard. Een bepaald resultaat kunnen we niet beloven. Ontstaat er door onze fout schade, dan is onze aansprakelijkheid beperkt tot het bedrag dat onze beroepsaansprakelijkheidsverzekering uitkeert, behalve bij opzet of grove schuld.',
          en: 'We do our best to provide care that meets professional standards. We cannot promise a particular result. If our mistake causes damage, our liability is limited to the amount our professional liability insurance pays out, except in cases of intent or gross negligence.',
          tr: 'Size mesleki standartlara uygun bir tedavi sunmak için elimizden geleni yaparız. Belirli bir sonucu vaat edemeyiz. Hatamız yüzünden bir zarar oluşursa sorumluluğumuz, kasıt veya ağır kusur durumları hariç, mesleki sorumluluk sigortamızın ödediği tutarla sınırlıdır.',
        },
      ],
    },
    {
      id: 'complaints',
      title: { nl: 'Klachten', en: 'Complaints', tr: 'Şikâyetler' },
      paragraphs: [
        {
          nl: `Bent u niet tevreden? Bespreek het eerst met uw behandelaar. Komt u er samen niet uit, dan kunt u terecht bij onze klachtenfunctionaris via ${brand.complaintsEmail}. Daarna staat de weg open naar een onafhankelijke geschilleninstantie. De volledige klachtenregeling staat op de pagina Klachten.`,
          en: `Not satisfied? Please discuss it with your practitioner first. If you cannot resolve it together, you can contact our complaints officer at ${brand.complaintsEmail}. After that, you can go to an independent disputes committee. The full complaints procedure is on the Complaints page.`,
          tr: `Memnun değil misiniz? Önce terapistinizle konuşun. Birlikte çözemezseniz ${brand.complaintsEmail} adresinden şikâyet görevlimize başvurabilirsiniz. Ardından bağımsız bir uyuşmazlık komisyonuna başvurma yolu açıktır. Şikâyet prosedürünün tamamı Şikâyetler sayfasındadır.`,
        },
      ],
    },
    {
      id: 'applicable-law',
      title: {
        nl: 'Toepasselijk recht en wijzigingen',
        en: 'Applicable law and changes',
        tr: 'Uygulanacak hukuk ve değişiklikler',
      },
      paragraphs: [
        {
          nl: 'Op deze voorwaarden is Nederlands recht van toepassing. Zijn er verschillen tussen de Nederlandse tekst en een vertaling, dan geldt de Nederlandse tekst. We kunnen deze voorwaarden wijzigen; voor een lopende behandeling gelden wijzigingen pas nadat we u erover hebben geïnformeerd.',
          en: 'Dutch law applies to these terms. If the Dutch text and a translation differ, the Dutch text prevails. We may change these terms; for a treatment already under way, changes only apply once we have informed you.',
          tr: 'Bu koşullara Hollanda hukuku uygulanır. Felemenkçe metin ile bir çeviri arasında farklılık varsa Felemenkçe metin geçerlidir. Bu koşulları değiştirebiliriz; devam eden bir tedavi için değişiklikler ancak sizi bilgilendirdikten sonra geçerli olur.',
        },
      ],
    },
  ],
};
