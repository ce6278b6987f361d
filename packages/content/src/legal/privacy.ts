import type { LongText } from '../sections.ts';
import { yearFacts } from '../yearFacts.ts';
import { brand } from '../brand.ts';
import { medicalFileRetention } from '../facts.ts';

const years = medicalFileRetention.years;

/** The privacy statement (/privacy): what we do with personal data, under the AVG (GDPR). */
export const privacyStatement: LongText = {
  id: 'privacy',
  title: { nl: 'Privacyverklaring', en: 'Privacy statement', tr: 'Gizlilik bildirimi' },
  intro: {
    nl: 'Bij Ankerlicht GGZ vertrouwt u ons persoonlijke en vaak gevoelige informatie toe. Daar gaan we zorgvuldig mee om. In deze privacyverklaring leest u welke gegevens we verwerken, waarom we dat doen, met wie we ze delen en welke rechten u hebt.',
    en: 'At Ankerlicht GGZ you trust us with personal and often sensitive information. We handle it with care. This privacy statement explains which data we process, why we do so, with whom we share it and what rights you have.',
    tr: 'Ankerlicht GGZ’de bize kişisel ve çoğu zaman hassas bilgilerinizi emanet ediyorsunuz. Bu bilgileri özenle koruruz. Bu gizlilik bildiriminde hangi verileri işlediğimizi, bunu neden yaptığımızı, verileri kimlerle paylaştığımızı ve hangi haklara sahip olduğunuzu okuyabilirsiniz.',
  },
  lastUpdated: yearFacts.textsUpdated.privacy,
  sections: [
    {
      id: 'who-we-are',
      title: { nl: 'Wie wij zijn', en: 'Who we are', tr: 'Biz kimiz?' },
      paragraphs: [
        {
          nl: 'Ankerlicht GGZ biedt psychologische zorg zonder opname aan volwassenen, kinderen en jongeren, op locaties in Amsterdam en Zaandam. Wij zijn verantwoordelijk voor de verwerking van uw persoonsgegevens. In de wet heet dat de verwerkingsverantwoordelijke.',
          en: 'Ankerlicht GGZ provides outpatient psychological care to adults, children and young people at locations in Amsterdam and Zaandam. We are responsible for processing your personal data: in legal terms, we are the data controller.',
          tr: 'Ankerlicht GGZ, Amsterdam ve Zaandam’daki şubelerinde yetişkinlere, çocuklara ve gençlere ayakta psikolojik destek sunar. Kişisel verilerinizin işlenmesinden biz sorumluyuz. Yasada buna veri sorumlusu denir.',
        },
        {
          nl: `We hebben een functionaris gegevensbescherming (FG). Die houdt onafhankelijk toezicht op hoe wij met persoonsgegevens omgaan. U bereikt de FG via ${brand.privacyEmail}.`,
          en: `We have a data protection officer (DPO), who independently oversees how we handle personal data. You can reach the DPO at ${brand.privacyEmail}.`,
          tr: `Kişisel verileri nasıl işlediğimizi bağımsız olarak denetleyen bir veri koruma görevlimiz (FG) vardır. Veri koruma görevlisine ${brand.privacyEmail} adresinden ulaşabilirsiniz.`,
        },
      ],
    },
    {
      id: 'data-we-process',
      title: { nl: 'Welke gegevens we verwerken', en: 'Which data we process', tr: 'Hangi verileri işliyoruz?' },
      paragraphs: [
        {
          nl: 'We verwerken alleen de gegevens die we nodig hebben om u goede zorg te geven en die zorg te kunnen declareren. Het gaat om:',
          en: 'We only process the data we need to give you good care and to bill for that care. This includes:',
          tr: 'Yalnızca size iyi bir tedavi sunmak ve bu tedaviyi faturalayabilmek için gereken verileri işleriz. Bunlar şunlardır:',
        },
      ],
      bullets: [
        {
          nl: 'Uw naam, adres, telefoonnummer, e-mailadres, geboortedatum en geslacht',
          en: 'Your name, address, phone number, email address, date of birth and gender',
          tr: 'Adınız, adresiniz, telefon numaranız, e-posta adresiniz, doğum tarihiniz ve cinsiyetiniz',
        },
        {
          nl: 'Uw burgerservicenummer (BSN) en de gegevens van uw zorgverzekering',
          en: 'Your citizen service number (BSN) and your health insurance details',
          tr: 'Vatandaşlık numaranız (BSN) ve sağlık sigortası bilgileriniz',
        },
        {
          nl: 'De verwijsbrief en de gegevens van uw verwijzer',
          en: 'The referral letter and your referrer’s details',
          tr: 'Sevk yazısı ve sizi sevk eden kişinin bilgileri',
        },
        {
          nl: 'Gegevens over uw gezondheid: wat u ons vertelt, de uitkomsten van vragenlijsten en onderzoek, het behandelplan en verslagen van gesprekken',
          en: 'Data about your health: what you tell us, the results of questionnaires and assessments, the treatment plan and session notes',
          tr: 'Sağlığınızla ilgili veriler: bize anlattıklarınız, anket ve değerlendirme sonuçları, tedavi planı ve görüşme notları',
        },
        {
          nl: 'Bij kinderen en jongeren: ook de naam en contactgegevens van de ouders of voogd',
          en: 'For children and young people: also the name and contact details of the parents or guardian',
          tr: 'Çocuklar ve gençler için ayrıca ebeveynlerin veya vasinin adı ve iletişim bilgileri',
        },
        {
          nl: 'Uw voorkeurstaal en de locatie waar u behandeld wilt worden',
          en: 'Your preferred language and the location where you would like to be treated',
          tr: 'Tercih ettiğiniz dil ve tedavi görmek istediğiniz şube',
        },
      ],
    },
    {
      id: 'purposes',
      title: {
        nl: 'Waarvoor we uw gegevens gebruiken',
        en: 'What we use your data for',
        tr: 'Verilerinizi ne için kullanıyoruz?',
      },
      paragraphs: [
        {
          nl: 'We gebruiken uw gegevens alleen voor deze doelen:',
          en: 'We only use your data for these purposes:',
          tr: 'Verilerinizi yalnızca şu amaçlarla kullanırız:',
        },
      ],
      bullets: [
        {
          nl: 'Uw aanmelding behandelen en beoordelen of wij de juiste zorg kunnen bieden',
          en: 'Handling your registration and assessing whether we can offer the right care',
          tr: 'Başvurunuzu işleme almak ve size doğru tedaviyi sunup sunamayacağımızı değerlendirmek',
        },
        {
          nl: 'U onderzoeken en behandelen, en uw medisch dossier bijhouden',
          en: 'Assessing and treating you, and keeping your medical file',
          tr: 'Sizi değerlendirmek, tedavi etmek ve tıbbi dosyanızı tutmak',
        },
        {
          nl: 'De zorg declareren bij uw zorgverzekeraar of gemeente',
          en: 'Billing your health insurer or municipality for the care',
          tr: 'Tedavi masraflarını sağlık sigortanıza veya belediyeye faturalamak',
        },
        {
          nl: 'Contact met u onderhouden over afspraken en uw behandeling',
          en: 'Keeping in touch with you about appointments and your treatment',
          tr: 'Randevular ve tedaviniz hakkında sizinle iletişimde kalmak',
        },
        {
          nl: 'Voldoen aan wettelijke plichten, zoals rond kwaliteit, klachten en de belastingdienst',
          en: 'Meeting legal obligations, for example on quality, complaints and tax',
          tr: 'Kalite, şikâyetler ve vergi gibi konulardaki yasal yükümlülükleri yerine getirmek',
        },
        {
          nl: 'Onze zorg verbeteren, met gegevens waaruit niet blijkt wie u bent',
          en: 'Improving our care, using data that does not show who you are',
          tr: 'Kim olduğunuzu göstermeyen verilerle hizmetlerimizi iyileştirmek',
        },
      ],
    },
    {
      id: 'legal-basis',
      title: { nl: 'Op welke grond we dat mogen', en: 'Our legal basis', tr: 'Hangi hukuki dayanağa sahibiz?' },
      paragraphs: [
        {
          nl: 'We verwerken uw gegevens omdat we met u een behandelovereenkomst sluiten, zoals de Wet op de geneeskundige behandelingsovereenkomst (WGBO) die beschrijft. Daarnaast moeten we van de wet bepaalde gegevens vastleggen, zoals uw BSN, en moeten we de zorg declareren volgens de Zorgverzekeringswet of de Jeugdwet.',
          en: 'We process your data because we enter into a treatment agreement with you, as described in the Medical Treatment Contracts Act (WGBO). In addition, the law requires us to record certain data, such as your BSN, and to bill for care under the Health Insurance Act or the Youth Act.',
          tr: 'Verilerinizi, Tıbbi Tedavi Sözleşmeleri Yasası’nda (WGBO) tanımlandığı şekilde sizinle bir tedavi sözleşmesi yaptığımız için işleriz. Ayrıca yasa, BSN’niz gibi bazı verileri kaydetmemizi ve tedaviyi Sağlık Sigortası Yasası’na veya Gençlik Yasası’na göre faturalamamızı zorunlu kılar.',
        },
        {
          nl: 'Gegevens over gezondheid zijn bijzondere persoonsgegevens. De AVG staat toe dat zorgverleners die verwerken voor de zorg, omdat zij een beroepsgeheim hebben. Voor alles wat verder gaat, zoals informatie aan school, vragen we eerst uw toestemming. Die toestemming kunt u altijd weer intrekken.',
          en: 'Health data is special category personal data. The GDPR (AVG) allows care providers to process it for care, because they are bound by professional secrecy. For anything beyond that, such as information to a school, we first ask for your consent. You can withdraw that consent at any time.',
          tr: 'Sağlık verileri özel nitelikli kişisel verilerdir. Genel Veri Koruma Tüzüğü (AVG), meslek sırrı yükümlülüğü taşıdıkları için sağlık çalışanlarının bu verileri tedavi amacıyla işlemesine izin verir. Okula bilgi vermek gibi bunun ötesine geçen her şey için önce onayınızı isteriz. Bu onayı istediğiniz zaman geri alabilirsiniz.',
        },
      ],
    },
    {
      id: 'sharing',
      title: { nl: 'Met wie we gegevens delen', en: 'Who we share data with', tr: 'Verileri kimlerle paylaşıyoruz?' },
      paragraphs: [
        {
          nl: 'Alle behandelaars en medewerkers van Ankerlicht GGZ hebben een beroepsgeheim of geheimhoudingsplicht. Alleen wie bij uw zorg betrokken is, kan uw dossier inzien. Buiten Ankerlicht GGZ delen we alleen gegevens in deze gevallen:',
          en: 'All practitioners and staff at Ankerlicht GGZ are bound by professional secrecy or a duty of confidentiality. Only those involved in your care can see your file. Outside Ankerlicht GGZ, we share data only in these cases:',
          tr: 'Ankerlicht GGZ’deki tüm terapistler ve çalışanlar meslek sırrı veya gizlilik yükümlülüğü altındadır. Dosyanızı yalnızca tedavinizle ilgilenen kişiler görebilir. Ankerlicht GGZ dışında verileri yalnızca şu durumlarda paylaşırız:',
        },
      ],
      bullets: [
        {
          nl: 'Uw zorgverzekeraar of gemeente, voor de betaling. Volwassenen kunnen met een privacyverklaring voorkomen dat de verzekeraar informatie over de diagnose krijgt.',
          en: 'Your health insurer or municipality, for payment. Adults can sign a privacy declaration (privacyverklaring) so that the insurer receives no information about their diagnosis.',
          tr: 'Ödeme için sağlık sigortası şirketiniz veya belediye. Yetişkinler bir gizlilik beyanı formu (privacyverklaring) imzalayarak şirketin tanı bilgisi almasını engelleyebilir.',
        },
        {
          nl: 'Uw huisarts of andere verwijzer, alleen met uw toestemming: meestal een brief bij de start en bij het einde van de behandeling.',
          en: 'Your GP or other referrer, only with your consent: usually a letter at the start and end of treatment.',
          tr: 'Aile hekiminiz veya sizi sevk eden diğer kişi, yalnızca onayınızla: genellikle tedavinin başında ve sonunda bir mektup.',
        },
        {
          nl: 'Andere zorgverleners of school, alleen met uw toestemming en alleen wat nodig is.',
          en: 'Other care providers or the school, only with your consent and only what is needed.',
          tr: 'Diğer sağlık çalışanları veya okul, yalnızca onayınızla ve yalnızca gerekli olan kadarıyla.',
        },
        {
          nl: 'Bedrijven die voor ons werken, zoals onze leverancier van het dossiersysteem, beveiligd beeldbellen en e-mail. Met hen hebben we een verwerkersovereenkomst. Zij bewaren de gegevens binnen de Europese Unie.',
          en: 'Companies that work for us, such as the suppliers of our records system, secure video calling and email. We have a data processing agreement with each of them. They store the data within the European Union.',
          tr: 'Dosya sistemi, güvenli görüntülü görüşme ve e-posta sağlayıcılarımız gibi bizim adımıza çalışan şirketler. Her biriyle bir veri işleme sözleşmemiz vardır. Verileri Avrupa Birliği içinde saklarlar.',
        },
      ],
      closing: [
        {
          nl: 'Soms verplicht de wet ons om gegevens te delen, of mogen we ons beroepsgeheim doorbreken om ernstig gevaar te voorkomen, bijvoorbeeld bij vermoedens van kindermishandeling. Dan volgen we de meldcode huiselijk geweld en kindermishandeling en bespreken we dat zo mogelijk eerst met u. We verkopen uw gegevens nooit.',
          en: 'Sometimes the law requires us to share data, or allows us to break professional secrecy to prevent serious danger, for example when child abuse is suspected. In that case we follow the reporting code for domestic violence and child abuse (meldcode) and, where possible, discuss it with you first. We never sell your data.',
          tr: 'Bazen yasa verileri paylaşmamızı zorunlu kılar ya da örneğin çocuk istismarı şüphesinde ciddi bir tehlikeyi önlemek için meslek sırrını açmamıza izin verir. Böyle bir durumda aile içi şiddet ve çocuk istismarı bildirim kurallarını (meldcode) uygular ve mümkünse önce sizinle konuşuruz. Verilerinizi asla satmayız.',
        },
      ],
    },
    {
      id: 'children',
      title: { nl: 'Kinderen en jongeren', en: 'Children and young people', tr: 'Çocuklar ve gençler' },
      paragraphs: [
        {
          nl: 'Voor kinderen onder de 12 jaar oefenen de ouders met gezag of de voogd de privacyrechten uit. Tussen 12 en 16 jaar doen de jongere en de ouders dat samen. Vanaf 16 jaar beslist de jongere zelf.',
          en: 'For children under 12, the parents with parental authority or the guardian exercise the privacy rights. Between 12 and 16, the young person and the parents do this together. From 16, the young person decides on their own.',
          tr: '12 yaşından küçük çocuklar için gizlilik haklarını velayet sahibi ebeveynler veya vasi kullanır. 12 ile 16 yaş arasında genç ve ebeveynler bu hakları birlikte kullanır. 16 yaşından itibaren genç kendisi karar verir.',
        },
        {
          nl: 'Vanaf 12 jaar maken we met de jongere afspraken over wat we met de ouders delen. Gaat het om de veiligheid van het kind, dan informeren we de ouders altijd.',
          en: 'From the age of 12, we agree with the young person what we share with the parents. If the child’s safety is at stake, we always inform the parents.',
          tr: '12 yaşından itibaren ebeveynlerle neleri paylaşacağımızı gençle birlikte kararlaştırırız. Çocuğun güvenliği söz konusuysa ebeveynleri her zaman bilgilendiririz.',
        },
      ],
    },
    {
      id: 'security',
      title: { nl: 'Hoe we uw gegevens beveiligen', en: 'How we protect your data', tr: 'Verilerinizi nasıl koruyoruz?' },
      paragraphs: [
        {
          nl: 'We werken volgens NEN 7510, de norm voor informatiebeveiliging in de zorg. Dat betekent onder meer:',
          en: 'We work according to NEN 7510, the standard for information security in healthcare. This means, for example:',
          tr: 'Sağlık hizmetlerinde bilgi güvenliği standardı olan NEN 7510’a göre çalışırız. Bu kapsamda örneğin:',
        },
      ],
      bullets: [
        {
          nl: 'Het aanmeldformulier, e-mail met cliënten en beeldbellen gaan via versleutelde verbindingen',
          en: 'The registration form, email with clients and video calls use encrypted connections',
          tr: 'Başvuru formu, danışanlarla e-posta yazışmaları ve görüntülü görüşmeler şifreli bağlantılar üzerinden yapılır',
        },
        {
          nl: 'Medewerkers loggen in met twee stappen en zien alleen de dossiers die ze voor hun werk nodig hebben',
          en: 'Staff log in with two-step verification and only see the files they need for their work',
          tr: 'Çalışanlar iki adımlı doğrulamayla oturum açar ve yalnızca işleri için gereken dosyaları görür',
        },
        {
          nl: 'We houden bij wie een dossier heeft geopend, en controleren dat regelmatig',
          en: 'We record who has opened a file, and check this regularly',
          tr: 'Bir dosyayı kimin açtığını kaydeder ve bunu düzenli olarak kontrol ederiz',
        },
        {
          nl: 'Een datalek melden we binnen 72 uur aan de Autoriteit Persoonsgegevens en, als het u raakt, ook aan u',
          en: 'We report a data breach to the Dutch Data Protection Authority within 72 hours and, if it affects you, to you as well',
          tr: 'Bir veri ihlalini 72 saat içinde Hollanda Kişisel Verileri Koruma Kurumu’na, sizi etkiliyorsa size de bildiririz',
        },
      ],
    },
    {
      id: 'retention',
      title: { nl: 'Hoe lang we gegevens bewaren', en: 'How long we keep data', tr: 'Verileri ne kadar süre saklıyoruz?' },
      paragraphs: [
        {
          nl: 'We bewaren gegevens niet langer dan nodig of wettelijk verplicht:',
          en: 'We do not keep data longer than necessary or required by law:',
          tr: 'Verileri gerekenden veya yasanın zorunlu kıldığından daha uzun süre saklamayız:',
        },
      ],
      bullets: [
        {
          nl: `Uw medisch dossier: ${years} jaar, gerekend vanaf de laatste wijziging (WGBO), of langer als dat nodig is voor goede zorg`,
          en: `Your medical file: ${years} years, counted from the last change (WGBO), or longer if needed for good care`,
          tr: `Tıbbi dosyanız: son değişiklikten itibaren ${years} yıl (WGBO) veya iyi bir tedavi için gerekiyorsa daha uzun`,
        },
        {
          nl: 'Aanmeldgegevens en verwijsbrief als u niet bij ons in behandeling komt: maximaal 1 jaar',
          en: 'Registration details and referral letter if you do not start treatment with us: at most 1 year',
          tr: 'Tedavinizi biz üstlenmezsek başvuru bilgileri ve sevk yazısı: en fazla 1 yıl',
        },
        {
          nl: 'Gegevens voor de financiële administratie: 7 jaar, zoals de belastingwet voorschrijft',
          en: 'Financial administration data: 7 years, as tax law requires',
          tr: 'Mali kayıtlara ilişkin veriler: vergi mevzuatının öngördüğü şekilde 7 yıl',
        },
        {
          nl: 'Sollicitatiegegevens: 4 weken na de procedure, of 1 jaar als u daar toestemming voor geeft',
          en: 'Job application data: 4 weeks after the procedure, or 1 year if you consent',
          tr: 'İş başvurusu verileri: süreç bittikten sonra 4 hafta veya onay verirseniz 1 yıl',
        },
      ],
    },
    {
      id: 'your-rights',
      title: { nl: 'Uw rechten', en: 'Your rights', tr: 'Haklarınız' },
      paragraphs: [
        {
          nl: 'U hebt de volgende rechten over uw gegevens:',
          en: 'You have the following rights over your data:',
          tr: 'Verilerinizle ilgili şu haklara sahipsiniz:',
        },
      ],
      bullets: [
        {
          nl: 'Inzage: u mag uw dossier inzien en krijgt gratis een kopie',
          en: 'Access: you may see your file and receive a copy free of charge',
          tr: 'Erişim: Dosyanızı görebilir ve ücretsiz bir kopyasını alabilirsiniz',
        },
        {
          nl: 'Correctie en aanvulling: feitelijke fouten laten we verbeteren; met uw mening kunt u een eigen verklaring aan het dossier toevoegen',
          en: 'Correction and addition: we correct factual errors; if you disagree, you can add your own statement to the file',
          tr: 'Düzeltme ve ekleme: Olgusal hataları düzeltiriz; görüşünüz farklıysa dosyaya kendi açıklamanızı ekleyebilirsiniz',
        },
        {
          nl: 'Vernietiging: u kunt vragen uw dossier te vernietigen, tenzij de wet of een groot belang van een ander dat verbiedt',
          en: 'Destruction: you can ask us to destroy your file, unless the law or someone else’s important interests prevent it',
          tr: 'İmha: Yasa veya başka birinin önemli bir menfaati engellemiyorsa dosyanızın imha edilmesini isteyebilirsiniz',
        },
        {
          nl: 'Beperking en bezwaar: u kunt vragen het gebruik van uw gegevens te beperken, of bezwaar maken tegen een bepaald gebruik',
          en: 'Restriction and objection: you can ask us to restrict the use of your data, or object to a particular use',
          tr: 'Kısıtlama ve itiraz: Verilerinizin kullanımının kısıtlanmasını isteyebilir veya belirli bir kullanıma itiraz edebilirsiniz',
        },
        {
          nl: 'Overdracht: u kunt uw gegevens in een gangbaar digitaal formaat krijgen, bijvoorbeeld voor een nieuwe zorgverlener',
          en: 'Portability: you can receive your data in a common digital format, for example for a new care provider',
          tr: 'Taşınabilirlik: Verilerinizi örneğin yeni bir sağlık çalışanı için yaygın bir dijital formatta alabilirsiniz',
        },
        {
          nl: 'Toestemming intrekken: gegeven toestemming kunt u altijd weer intrekken',
          en: 'Withdrawing consent: you can always withdraw consent you have given',
          tr: 'Onayı geri alma: Verdiğiniz onayı her zaman geri alabilirsiniz',
        },
      ],
      closing: [
        {
          nl: `Wilt u een van deze rechten gebruiken? Vraag het aan uw behandelaar of mail naar ${brand.privacyEmail}. We reageren binnen een maand. Om zeker te weten dat we met u te maken hebben, vragen we u soms om u te legitimeren.`,
          en: `Would you like to exercise one of these rights? Ask your practitioner or email ${brand.privacyEmail}. We respond within one month. To make sure we are dealing with the right person, we may ask you to prove your identity.`,
          tr: `Bu haklardan birini kullanmak mı istiyorsunuz? Terapistinize sorun veya ${brand.privacyEmail} adresine e-posta gönderin. Bir ay içinde yanıt veririz. Gerçekten sizinle iletişimde olduğumuzdan emin olmak için kimliğinizi göstermenizi isteyebiliriz.`,
        },
      ],
    },
    {
      id: 'website',
      title: { nl: 'Deze website', en: 'This website', tr: 'Bu web sitesi' },
      paragraphs: [
        {
          nl: 'Deze website gebruikt geen cookies om u te volgen en geen advertentiecookies. Uw taalkeuze bewaren we alleen in uw eigen browser, zodat de website de volgende keer in uw taal opent. Die keuze wordt niet naar ons gestuurd.',
          en: 'This website uses no tracking or advertising cookies. Your language choice is stored only in your own browser, so the website opens in your language next time. That choice is not sent to us.',
          tr: 'Bu web sitesi sizi izleyen çerezler veya reklam çerezleri kullanmaz. Dil tercihiniz yalnızca kendi tarayıcınızda saklanır; böylece web sitesi bir sonraki ziyaretinizde sizin dilinizde açılır. Bu tercih bize gönderilmez.',
        },
        {
          nl: 'De kaarten op de contactpagina laden pas als u daarom vraagt. Dan krijgt OpenStreetMap uw IP-adres, zoals bij elke website die u bezoekt. Wat u in het aanmeldformulier invult en de verwijsbrief die u meestuurt, gaan via een versleutelde verbinding naar onze beveiligde opslag in de Europese Unie. Ons aanmeldteam krijgt daarvan een melding per e-mail.',
          en: 'The maps on the contact page only load when you ask for them. OpenStreetMap then receives your IP address, as with any website you visit. What you fill in on the registration form, and the referral letter you attach, travel over an encrypted connection to our secure storage in the European Union. Our registration team receives an email notification.',
          tr: 'İletişim sayfasındaki haritalar yalnızca siz istediğinizde yüklenir. Bu durumda, ziyaret ettiğiniz her web sitesinde olduğu gibi OpenStreetMap IP adresinizi alır. Başvuru formuna yazdıklarınız ve eklediğiniz sevk yazısı, şifreli bir bağlantı üzerinden Avrupa Birliği’ndeki güvenli depolama alanımıza gönderilir. Başvuru ekibimize bununla ilgili bir e-posta bildirimi gider.',
        },
      ],
    },
    {
      id: 'questions-and-complaints',
      title: { nl: 'Vragen of klachten', en: 'Questions or complaints', tr: 'Sorular veya şikâyetler' },
      paragraphs: [
        {
          nl: `Hebt u een vraag over privacy, of bent u niet tevreden over hoe wij met uw gegevens omgaan? Mail ons via ${brand.privacyEmail}. We zoeken graag samen met u naar een oplossing.`,
          en: `Do you have a question about privacy, or are you unhappy with how we handle your data? Email us at ${brand.privacyEmail}. We are happy to look for a solution with you.`,
          tr: `Gizlilikle ilgili bir sorunuz mu var ya da verilerinizi nasıl işlediğimizden memnun değil misiniz? ${brand.privacyEmail} adresine e-posta gönderin. Sizinle birlikte bir çözüm bulmaktan memnuniyet duyarız.`,
        },
        {
          nl: 'Komen we er samen niet uit? Dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens, de toezichthouder op privacy in Nederland.',
          en: 'If we cannot resolve it together, you can file a complaint with the Autoriteit Persoonsgegevens, the Dutch Data Protection Authority.',
          tr: 'Birlikte bir çözüm bulamazsak Hollanda’da gizliliği denetleyen Autoriteit Persoonsgegevens’e (Hollanda Kişisel Verileri Koruma Kurumu) şikâyette bulunabilirsiniz.',
        },
      ],
    },
    {
      id: 'changes',
      title: { nl: 'Wijzigingen', en: 'Changes', tr: 'Değişiklikler' },
      paragraphs: [
        {
          nl: 'We passen deze privacyverklaring aan als de wet of onze werkwijze verandert. Bovenaan ziet u de datum van de laatste versie. Bij grote wijzigingen informeren we cliënten in behandeling persoonlijk.',
          en: 'We update this privacy statement when the law or our way of working changes. At the top you can see the date of the latest version. For major changes, we inform clients in treatment personally.',
          tr: 'Yasa veya çalışma şeklimiz değiştiğinde bu gizlilik bildirimini güncelleriz. En üstte son sürümün tarihini görebilirsiniz. Büyük değişikliklerde tedavisi devam eden danışanlarımızı kişisel olarak bilgilendiririz.',
        },
      ],
    },
  ],
};
