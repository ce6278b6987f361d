import type { Localized } from './locale.ts';
import { departments, type Department } from './department.ts';
import { brand } from './brand.ts';
import { cancellation, deductible } from './facts.ts';
import { formatEuros } from './yearFacts.ts';
import { formatWaitSpan, headlineSpan, waitingTimeFigures } from './waitingTimeFigures.ts';

export const faqCategoryIds = ['algemeen', 'aanmelding', 'kosten', 'behandeling', 'privacy'] as const;
export type FaqCategoryId = (typeof faqCategoryIds)[number];

/** The FAQ's department filter: one department, or 'all'. */
export const faqFilters = ['all', ...departments] as const;
export type FaqFilter = (typeof faqFilters)[number];

/** The category the FAQ page opens on. */
export const defaultFaqCategory: FaqCategoryId = 'algemeen';

export type FaqCategory = { id: FaqCategoryId; name: Localized };

export type FaqEntry = {
  id: string;
  category: FaqCategoryId;
  /** Whom the entry is for; 'all' entries show under every filter. */
  department: Department | 'all';
  question: Localized;
  answer: Localized;
};

export const faqCategories: readonly FaqCategory[] = [
  { id: 'algemeen', name: { nl: 'Algemeen', en: 'General', tr: 'Genel' } },
  { id: 'aanmelding', name: { nl: 'Aanmelding', en: 'Registration', tr: 'Başvuru' } },
  { id: 'kosten', name: { nl: 'Kosten en vergoeding', en: 'Costs and reimbursement', tr: 'Masraflar ve ödeme' } },
  { id: 'behandeling', name: { nl: 'Behandeling', en: 'Treatment', tr: 'Tedavi' } },
  { id: 'privacy', name: { nl: 'Privacy', en: 'Privacy', tr: 'Gizlilik' } },
];

export const faqFilterLabels: Readonly<Record<FaqFilter, Localized>> = {
  all: { nl: 'Alle vragen', en: 'All questions', tr: 'Tüm sorular' },
  adults: { nl: 'Volwassenen', en: 'Adults', tr: 'Yetişkinler' },
  children: { nl: 'Kind en jeugd', en: 'Children and young people', tr: 'Çocuklar ve gençler' },
};

/** Spec §5: a department filter shows that department's entries and the 'all' entries. */
export function faqEntryShownFor(entry: FaqEntry, filter: FaqFilter): boolean {
  return filter === 'all' || entry.department === 'all' || entry.department === filter;
}

export const faqEntries: readonly FaqEntry[] = [
  // Algemeen
  {
    id: 'what-we-do',
    category: 'algemeen',
    department: 'all',
    question: {
      nl: 'Wat doet Ankerlicht GGZ?',
      en: 'What does Ankerlicht GGZ do?',
      tr: 'Ankerlicht GGZ ne yapar?',
    },
    answer: {
      nl: 'Wij bieden psychologische hulp aan volwassenen en aan kinderen en jongeren, met hun ouders. U komt bij ons op afspraak; u blijft niet slapen. We hebben praktijken in Amsterdam Nieuw-West en in Zaandam. Gesprekken kunnen op de praktijk of online.',
      en: 'We offer psychological care to adults, and to children and young people together with their parents. You come to us by appointment; there are no overnight stays. We have locations in Amsterdam Nieuw-West and in Zaandam. Sessions can take place at one of our locations or online.',
      tr: 'Yetişkinlere ve ebeveynleriyle birlikte çocuklara ve gençlere psikolojik destek sunuyoruz. Bize randevuyla gelirsiniz; yatılı tedavi yoktur. Amsterdam Nieuw-West’te ve Zaandam’da şubelerimiz var. Görüşmeler yüz yüze veya çevrim içi yapılabilir.',
    },
  },
  {
    id: 'languages',
    category: 'algemeen',
    department: 'all',
    question: {
      nl: 'In welke talen kan ik behandeld worden?',
      en: 'Which languages can I be treated in?',
      tr: 'Tedaviyi hangi dillerde alabilirim?',
    },
    answer: {
      nl: 'U kunt bij ons terecht in het Nederlands, Engels en Turks. Ons team spreekt samen meer dan vijf talen, waaronder Arabisch, Tarifit (Berbers), Farsi en Bulgaars. Spreekt u liever een andere taal? Zet het in uw aanmelding. Dan kijken we wat mogelijk is, soms met een professionele tolk.',
      en: 'You can be treated in Dutch, English and Turkish. Together our team speaks more than five languages, including Arabic, Tarifit (Berber), Farsi and Bulgarian. If you would prefer another language, mention it in your registration and we will see what is possible, sometimes with a professional interpreter.',
      tr: 'Bizde Felemenkçe, İngilizce ve Türkçe tedavi alabilirsiniz. Ekibimiz toplamda beşten fazla dil konuşur; bunlar arasında Arapça, Tarifit (Berberice), Farsça ve Bulgarca da vardır. Başka bir dili tercih ediyorsanız bunu başvurunuzda belirtin. Neyin mümkün olduğuna bakarız; bazen profesyonel bir tercümanın desteğiyle.',
    },
  },
  {
    id: 'locations',
    category: 'algemeen',
    department: 'all',
    question: {
      nl: 'Waar zitten jullie?',
      en: 'Where are you located?',
      tr: 'Neredesiniz?',
    },
    answer: {
      nl: 'We hebben twee locaties: in Gezondheidscentrum Slotervaart aan de Johan Huizingalaan in Amsterdam Nieuw-West, en in Gezondheidscentrum Kleurrijk in Zaandam-Oost, vlak bij station Kogerveld. Beide gebouwen zijn toegankelijk met een rolstoel. Bij uw aanmelding kiest u de locatie die u het beste uitkomt.',
      en: 'We have two locations: in Slotervaart Health Centre on Johan Huizingalaan in Amsterdam Nieuw-West, and in Kleurrijk Health Centre in Zaandam-Oost, close to Kogerveld station. Both buildings are wheelchair accessible. When you register, you choose the location that suits you best.',
      tr: 'İki şubemiz var: Amsterdam Nieuw-West’te Johan Huizingalaan üzerindeki Slotervaart Sağlık Merkezi’nde ve Zaandam-Oost’ta, Kogerveld istasyonunun hemen yakınındaki Kleurrijk Sağlık Merkezi’nde. İki binaya da tekerlekli sandalyeyle girilebilir. Başvururken size en uygun şubeyi seçersiniz.',
    },
  },
  {
    id: 'online-sessions',
    category: 'algemeen',
    department: 'all',
    question: {
      nl: 'Kan ik ook online gesprekken hebben?',
      en: 'Can I have sessions online?',
      tr: 'Görüşmeleri çevrim içi de yapabilir miyim?',
    },
    answer: {
      nl: 'Ja. Veel gesprekken kunnen via een beveiligde videoverbinding. U hebt dan alleen een telefoon, tablet of computer met camera nodig en een rustige plek. Het eerste gesprek en sommige onderzoeken doen we het liefst op de praktijk. Uw behandelaar bespreekt met u wat bij u past.',
      en: 'Yes. Many sessions can take place over a secure video connection. All you need is a phone, tablet or computer with a camera, and a quiet place. We prefer to hold the first session and some assessments at one of our locations. Your practitioner will discuss with you what works best.',
      tr: 'Evet. Görüşmelerin çoğu güvenli bir görüntülü bağlantı üzerinden yapılabilir. Bunun için kameralı bir telefon, tablet ya da bilgisayar ve sessiz bir yer yeterlidir. İlk görüşmeyi ve bazı değerlendirmeleri şubemizde yüz yüze yapmayı tercih ederiz. Sizin için neyin uygun olduğunu terapistinizle birlikte konuşursunuz.',
    },
  },
  {
    id: 'phone-hours',
    category: 'algemeen',
    department: 'all',
    question: {
      nl: 'Wanneer kan ik jullie bellen?',
      en: 'When can I call you?',
      tr: 'Sizi ne zaman arayabilirim?',
    },
    answer: {
      nl: `U kunt ons bellen op werkdagen van 09.00 tot 12.00 uur en van 13.00 tot 16.30 uur op ${brand.phone}. Mailen kan altijd naar ${brand.email}. We antwoorden binnen twee werkdagen.`,
      en: `You can call us on ${brand.phone} on weekdays from 09:00 to 12:00 and from 13:00 to 16:30. You can email ${brand.email} at any time. We reply within two working days.`,
      tr: `Bizi hafta içi 09.00–12.00 ve 13.00–16.30 saatleri arasında ${brand.phone} numaralı telefondan arayabilirsiniz. ${brand.email} adresine her zaman e-posta gönderebilirsiniz. İki iş günü içinde yanıt veririz.`,
    },
  },
  {
    id: 'crisis',
    category: 'algemeen',
    department: 'all',
    question: {
      nl: 'Wat doe ik als het niet goed gaat en ik niet kan wachten?',
      en: 'What should I do if things are going badly and I cannot wait?',
      tr: 'Kendimi çok kötü hissediyorsam ve bekleyemiyorsam ne yapmalıyım?',
    },
    answer: {
      nl: 'Ankerlicht GGZ is geen crisisdienst. Hebt u dringend hulp nodig? Bel dan uw huisarts, of ’s avonds en in het weekend de huisartsenpost. Denkt u aan zelfmoord? Bel gratis 113 Zelfmoordpreventie op 0800-0113, dag en nacht. Is er direct levensgevaar, bel dan 112.',
      en: 'Ankerlicht GGZ is not a crisis service. If you need help urgently, call your GP, or the out-of-hours GP service in the evening and at weekends. If you are thinking about suicide, call 113 Suicide Prevention free of charge on 0800-0113, day and night. If someone’s life is in immediate danger, call 112.',
      tr: 'Ankerlicht GGZ bir kriz servisi değildir. Acil yardıma ihtiyacınız varsa aile hekiminizi, akşamları ve hafta sonları ise nöbetçi aile hekimini (huisartsenpost) arayın. İntihar etmeyi düşünüyorsanız 113 İntihar Önleme Hattı’nı gece gündüz ücretsiz olarak 0800-0113 numarasından arayın. Hayati tehlike varsa 112’yi arayın.',
    },
  },
  {
    id: 'registered-practitioners',
    category: 'algemeen',
    department: 'all',
    question: {
      nl: 'Zijn jullie behandelaars geregistreerd?',
      en: 'Are your practitioners registered?',
      tr: 'Terapistleriniz kayıtlı mı?',
    },
    answer: {
      nl: 'Ja, voor zover hun beroep dat vraagt. Onze GZ-psychologen, de klinisch psycholoog, de psychotherapeut, de psychiaters en de verpleegkundig specialist GGZ staan in het BIG-register. Onze jeugdprofessionals staan in het Kwaliteitsregister Jeugd (SKJ). U kunt dit zelf nakijken op de websites van deze registers.',
      en: 'Yes, insofar as their profession requires it. Our healthcare psychologists, clinical psychologist, psychotherapist, psychiatrists and mental health nurse specialist are listed in the BIG register. Our youth care professionals are registered with the Youth Quality Register (SKJ). You can check this yourself on the registers’ websites.',
      tr: 'Evet, mesleklerinin gerektirdiği ölçüde. Sağlık psikologlarımız, klinik psikoloğumuz, psikoterapistimiz, psikiyatristlerimiz ve ruh sağlığı uzman hemşiremiz BIG sicilinde kayıtlıdır. Çocuklarla ve gençlerle çalışan uzmanlarımız Gençlik Kalite Sicili’ne (SKJ) kayıtlıdır. Bunu bu sicillerin web sitelerinden kendiniz de kontrol edebilirsiniz.',
    },
  },
  // Aanmelding
  {
    id: 'referral-adults',
    category: 'aanmelding',
    department: 'adults',
    question: {
      nl: 'Heb ik een verwijsbrief nodig?',
      en: 'Do I need a referral letter?',
      tr: 'Sevk yazısına ihtiyacım var mı?',
    },
    answer: {
      nl: 'Ja. Zonder verwijsbrief betaalt de zorgverzekeraar uw behandeling niet. Vraag de brief aan uw huisarts. Op de brief staan de datum, de AGB-code van de verwijzer en welke psychische aandoening de huisarts bij u vermoedt, volgens de DSM-5 (het handboek dat zorgverleners daarvoor gebruiken). De brief moet gedateerd zijn vóór de start van uw behandeling. U stuurt hem mee met uw aanmelding.',
      en: 'Yes. Without a referral letter, your health insurer will not pay for your treatment. Ask your GP for the letter. It must state the date, the referrer’s AGB code and the suspected mental health condition according to the DSM-5. The letter must be dated before your treatment starts. You upload it with your registration.',
      tr: 'Evet. Sevk yazısı olmadan sağlık sigortanız tedavinizi karşılamaz. Sevk yazısını aile hekiminizden isteyin. Yazıda tarih, sevk edenin AGB kodu ve DSM-5’e göre şüphelenilen ruhsal rahatsızlık yer almalıdır. Yazının tarihi, tedavinizin başlangıç tarihinden önce olmalıdır. Sevk yazısını başvurunuzla birlikte yüklersiniz.',
    },
  },
  {
    id: 'referral-children',
    category: 'aanmelding',
    department: 'children',
    question: {
      nl: 'Wie kan mijn kind verwijzen?',
      en: 'Who can refer my child?',
      tr: 'Çocuğumu kim sevk edebilir?',
    },
    answer: {
      nl: 'Uw huisarts, een medisch specialist (bijvoorbeeld de kinderarts), de jeugdarts of een medewerker van het wijkteam of Ouder- en Kindteam. Zij maken een verwijzing naar jeugd-GGZ. Het gaat via de gemeente, dus u hebt geen eigen risico. Stuur de verwijsbrief mee met de aanmelding.',
      en: 'Your GP, a medical specialist (such as a paediatrician), the youth doctor, or someone from the neighbourhood team or Parent and Child Team. They refer your child to youth mental health care. The municipality pays, so there is no deductible. Upload the referral letter when you register.',
      tr: 'Aile hekiminiz, bir uzman doktor (örneğin çocuk doktoru), çocuk sağlığı hekimi (jeugdarts) ya da mahalle ekibinden (wijkteam) veya Ebeveyn ve Çocuk Ekibi’nden (Ouder- en Kindteam) bir çalışan. Bu kişiler çocuğunuzu çocuk ve genç ruh sağlığı hizmetlerine sevk eder. Masrafları belediye karşıladığı için kendi payı (eigen risico) ödemezsiniz. Sevk yazısını başvuruyla birlikte yükleyin.',
    },
  },
  {
    id: 'how-to-register',
    category: 'aanmelding',
    department: 'all',
    question: {
      nl: 'Hoe meld ik mij of mijn kind aan?',
      en: 'How do I register myself or my child?',
      tr: 'Kendim veya çocuğum için nasıl başvurabilirim?',
    },
    answer: {
      nl: 'Vul het aanmeldformulier op deze website in: er is een formulier voor volwassenen en een voor kinderen en jongeren. Voeg de verwijsbrief toe. Lukt dat niet? Bel ons, dan helpen we u. Na uw aanmelding bekijkt ons screeningsteam uw gegevens en nemen we contact met u op.',
      en: 'Fill in the registration form on this website: there is one form for adults and one for children and young people. Attach the referral letter. If you get stuck, call us and we will help. After you register, our screening team reviews your details and we contact you.',
      tr: 'Bu web sitesindeki başvuru formunu doldurun: yetişkinler için bir form, çocuklar ve gençler için ayrı bir form var. Sevk yazısını ekleyin. Bunu yapamazsanız bizi arayın, size yardımcı oluruz. Başvurunuzdan sonra ön değerlendirme ekibimiz bilgilerinizi inceler ve sizinle iletişime geçeriz.',
    },
  },
  {
    id: 'waiting-time',
    category: 'aanmelding',
    department: 'all',
    question: {
      nl: 'Hoe lang is de wachttijd?',
      en: 'How long is the waiting time?',
      tr: 'Bekleme süresi ne kadar?',
    },
    answer: {
      nl: `Voor kinderen en jongeren is de wachttijd nu ${formatWaitSpan(headlineSpan('children'), 'nl')}. Voor volwassenen is het ${formatWaitSpan(waitingTimeFigures.adults.registration, 'nl')} vanaf uw aanmelding tot de intake. Is het dringend? Dan proberen we u binnen een week te zien. Op de wachttijdpagina ziet u altijd de actuele stand.`,
      en: `For children and young people the waiting time is currently ${formatWaitSpan(headlineSpan('children'), 'en')}. For adults it is ${formatWaitSpan(waitingTimeFigures.adults.registration, 'en')} from registration to intake. If it is urgent, we try to see you within a week. The waiting time page always shows the latest situation.`,
      tr: `Çocuklar ve gençler için şu anki bekleme süresi: ${formatWaitSpan(headlineSpan('children'), 'tr')}. Yetişkinler için başvurudan ilk değerlendirme görüşmesine kadar: ${formatWaitSpan(waitingTimeFigures.adults.registration, 'tr')}. Durum acilse sizi bir hafta içinde görmeye çalışırız. Güncel durumu her zaman bekleme süresi sayfasında görebilirsiniz.`,
    },
  },
  {
    id: 'after-registration',
    category: 'aanmelding',
    department: 'all',
    question: {
      nl: 'Wat gebeurt er na mijn aanmelding?',
      en: 'What happens after I register?',
      tr: 'Başvurumdan sonra ne olur?',
    },
    answer: {
      nl: 'Ons screeningsteam leest uw aanmelding en de verwijsbrief. Binnen 2 tot 4 weken belt een medewerker u voor een kort gesprek. Daarin bespreken we of wij de juiste hulp kunnen bieden. Zo ja, dan nodigen we u uit voor een intakegesprek zodra er plek is. Zo nee, dan denken we mee over een betere plek.',
      en: 'Our screening team reads your registration and the referral letter. Within 2 to 4 weeks, a member of staff gives you a short phone call. We discuss whether we can offer the right help. If so, we invite you for an intake as soon as a place is available. If not, we help you find care that suits you better.',
      tr: 'Ön değerlendirme ekibimiz başvurunuzu ve sevk yazısını okur. 2 ila 4 hafta içinde bir çalışanımız sizi kısa bir görüşme için arar. Bu görüşmede size doğru yardımı sunup sunamayacağımızı konuşuruz. Sunabiliyorsak, yer açılır açılmaz sizi ilk değerlendirme görüşmesine (intake) davet ederiz. Sunamıyorsak, daha uygun bir yer bulmanız için size yol gösteririz.',
    },
  },
  {
    id: 'what-to-have-ready',
    category: 'aanmelding',
    department: 'all',
    question: {
      nl: 'Wat heb ik nodig om me aan te melden?',
      en: 'What do I need to register?',
      tr: 'Başvuru için nelere ihtiyacım var?',
    },
    answer: {
      nl: 'Houd bij de hand: de verwijsbrief (als pdf, Word-bestand of foto), uw burgerservicenummer (BSN), de naam van uw zorgverzekeraar en uw adresgegevens. Bij een kind vult de ouder of voogd het formulier in met de gegevens van het kind. Neem bij de intake een geldig identiteitsbewijs mee.',
      en: 'Have these ready: the referral letter (as a PDF, Word file or photo), your citizen service number (BSN), the name of your health insurer and your address. For a child, the parent or guardian fills in the form with the child’s details. Bring valid ID to the intake.',
      tr: 'Şunları hazır bulundurun: sevk yazısı (PDF, Word dosyası veya fotoğraf olarak), vatandaşlık numaranız (BSN), sağlık sigortası şirketinizin adı ve adres bilgileriniz. Çocuk için yapılan başvuruda formu ebeveyn veya vasi, çocuğun bilgileriyle doldurur. İlk değerlendirme görüşmesine geçerli bir kimlik belgesi getirin.',
    },
  },
  {
    id: 'parents-consent',
    category: 'aanmelding',
    department: 'children',
    question: {
      nl: 'Moeten beide ouders toestemming geven?',
      en: 'Do both parents need to give consent?',
      tr: 'Her iki ebeveynin de onay vermesi gerekiyor mu?',
    },
    answer: {
      nl: 'Ja, als uw kind jonger is dan 16 jaar en beide ouders gezag hebben. Dat geldt ook als u gescheiden bent. Tussen 12 en 16 jaar geeft ook uw kind zelf toestemming. Vanaf 16 jaar beslist uw kind zelf. Is er onenigheid tussen ouders? Neem dan contact met ons op, dan zoeken we samen een oplossing.',
      en: 'Yes, if your child is under 16 and both parents have parental authority. This also applies if you are divorced. Between 12 and 16, your child also gives consent. From 16, your child decides. If the parents disagree, contact us and we will look for a solution together.',
      tr: 'Evet; çocuğunuz 16 yaşından küçükse ve her iki ebeveynin de velayeti varsa. Boşanmış olsanız bile bu kural geçerlidir. 12 ile 16 yaş arasında çocuğunuzun kendisi de onay verir. 16 yaşından itibaren kararı çocuğunuz kendisi verir. Ebeveynler arasında anlaşmazlık varsa bizimle iletişime geçin, birlikte bir çözüm arayalım.',
    },
  },
  {
    id: 'youth-up-to-23',
    category: 'aanmelding',
    department: 'children',
    question: {
      nl: 'Mijn kind is 18 jaar of ouder. Welk formulier gebruik ik?',
      en: 'My child is 18 or older. Which form do I use?',
      tr: 'Çocuğum 18 yaşında veya daha büyük. Hangi formu kullanmalıyım?',
    },
    answer: {
      nl: 'Jongeren tot 23 jaar melden zich aan met het formulier voor kind en jeugd. Zo sluit de hulp aan bij hun leeftijd. Vanaf 18 jaar betaalt wel de zorgverzekeraar de behandeling in plaats van de gemeente. Dan geldt ook het eigen risico. Vanaf 18 jaar vult de jongere het formulier bij voorkeur zelf in.',
      en: 'Young people up to 23 register with the form for children and young people, so the care fits their age. From 18, however, the health insurer pays for treatment instead of the municipality, and the deductible applies. From 18, young people should ideally fill in the form themselves.',
      tr: '23 yaşına kadar olan gençler çocuk ve genç formuyla başvurur; böylece destek yaşlarına uygun olur. Ancak 18 yaşından itibaren tedaviyi belediye yerine sağlık sigortası şirketi karşılar ve kendi payı (eigen risico) ödenir. 18 yaşından itibaren formu tercihen gencin kendisi doldurur.',
    },
  },
  // Kosten
  {
    id: 'adult-costs',
    category: 'kosten',
    department: 'adults',
    question: {
      nl: 'Wat kost de behandeling voor volwassenen?',
      en: 'What does treatment for adults cost?',
      tr: 'Yetişkin tedavisinin ücreti nedir?',
    },
    answer: {
      nl: 'Uw behandeling valt onder de basisverzekering. U hebt dus geen aanvullende verzekering nodig. Wel betaalt u eerst uw eigen risico, als u dat dat jaar nog niet hebt opgemaakt. De rekening gaat rechtstreeks naar uw zorgverzekeraar. Die stuurt u een rekening voor het eigen risico.',
      en: 'Your treatment is covered by basic health insurance, so you do not need supplementary insurance. You do first pay your deductible, unless you have already used it up that year. We bill your health insurer directly, and the insurer then bills you for the deductible.',
      tr: 'Tedaviniz temel sağlık sigortası kapsamındadır; bu yüzden ek sigortaya ihtiyacınız yoktur. Ancak o yılki kendi payınızın tamamını henüz ödemediyseniz önce bu payı ödersiniz. Faturayı doğrudan sağlık sigortası şirketinize göndeririz; şirket de kendi payınız için size fatura gönderir.',
    },
  },
  {
    id: 'deductible',
    category: 'kosten',
    department: 'adults',
    question: {
      nl: 'Wat is het eigen risico?',
      en: 'What is the deductible (eigen risico)?',
      tr: 'Kendi payı (eigen risico) nedir?',
    },
    answer: {
      nl: `Het eigen risico is het bedrag dat u elk jaar zelf betaalt voordat de basisverzekering uw zorg vergoedt. In ${deductible.year} is het verplicht eigen risico ${formatEuros(deductible.euros, 'nl')} per kalenderjaar. Hebt u ook een vrijwillig eigen risico, dan komt dat erbij. Kinderen onder de 18 hebben geen eigen risico. Loopt uw behandeling door in het nieuwe jaar? Elk gesprek telt mee voor het eigen risico van het jaar waarin het plaatsvindt.`,
      en: `The deductible is the amount you pay yourself each year before basic health insurance covers your care. In ${deductible.year}, the mandatory deductible is ${formatEuros(deductible.euros, 'en')} per calendar year. If you also have a voluntary deductible, that comes on top. Children under 18 have no deductible. If your treatment continues into the new year, each session counts towards the deductible of the year in which it takes place.`,
      tr: `Kendi payı, temel sağlık sigortası sağlık masraflarınızı karşılamaya başlamadan önce her yıl kendi cebinizden ödediğiniz tutardır. ${deductible.year} yılında zorunlu kendi payı, takvim yılı başına ${formatEuros(deductible.euros, 'tr')} olarak belirlenmiştir. Ayrıca gönüllü bir kendi payı seçtiyseniz o da buna eklenir. 18 yaşından küçük çocuklar için kendi payı ödenmez. Tedaviniz yeni yılda da sürerse her seans, yapıldığı yılın kendi payına sayılır.`,
    },
  },
  {
    id: 'child-costs',
    category: 'kosten',
    department: 'children',
    question: {
      nl: 'Wie betaalt de behandeling van mijn kind?',
      en: 'Who pays for my child’s treatment?',
      tr: 'Çocuğumun tedavisini kim öder?',
    },
    answer: {
      nl: 'Tot 18 jaar betaalt de gemeente waar uw kind woont. Dat is geregeld in de Jeugdwet. U betaalt zelf niets en er is geen eigen risico. We hebben een contract met acht gemeenten en regio’s, waaronder Amsterdam Nieuw-West en Zaanstreek-Waterland. Woont u ergens anders? Bel ons, dan zoeken we het voor u uit.',
      en: 'Up to 18, the municipality where your child lives pays. This is set out in the Youth Act (Jeugdwet). You pay nothing yourself and there is no deductible. We have contracts with eight municipalities and regions, including Amsterdam Nieuw-West and Zaanstreek-Waterland. If you live elsewhere, call us and we will find out for you.',
      tr: '18 yaşına kadar masrafları çocuğunuzun yaşadığı belediye karşılar. Bu, Gençlik Yasası’nda (Jeugdwet) düzenlenmiştir. Siz hiçbir şey ödemezsiniz; kendi payı (eigen risico) da ödenmez. Amsterdam Nieuw-West ve Zaanstreek-Waterland dahil sekiz belediye ve bölgeyle sözleşmemiz var. Başka bir yerde mi yaşıyorsunuz? Bizi arayın, sizin için araştıralım.',
    },
  },
  {
    id: 'insurer-contracts',
    category: 'kosten',
    department: 'adults',
    question: {
      nl: 'Hebben jullie een contract met mijn zorgverzekeraar?',
      en: 'Do you have a contract with my health insurer?',
      tr: 'Sağlık sigortamla sözleşmeniz var mı?',
    },
    answer: {
      nl: 'We hebben contracten met alle grote zorgverzekeraars. Daardoor wordt uw behandeling volledig vergoed uit de basisverzekering, op het eigen risico na. Let op: voor verzekerden van Menzis en Anderzorg geldt op dit moment een aanmeldstop, omdat het afgesproken budget voor dit jaar is bereikt. Op de pagina Financiering volwassenen staat de volledige lijst.',
      en: 'We have contracts with all major health insurers, so your treatment is fully covered by basic health insurance, apart from the deductible. Please note: we are currently not accepting registrations from people insured with Menzis or Anderzorg, because the budget agreed for this year has been reached. The full list is on the funding page for adults.',
      tr: 'Tüm büyük sağlık sigortası şirketleriyle sözleşmemiz var. Bu sayede tedaviniz, kendi payı dışında, temel sağlık sigortasından tamamen karşılanır. Dikkat: Bu yıl için kararlaştırılan bütçe dolduğundan Menzis ve Anderzorg sigortalılarından şu anda yeni başvuru alınmıyor. Tam liste “Yetişkinlerde tedavi masrafları” sayfasındadır.',
    },
  },
  {
    id: 'late-cancellation',
    category: 'kosten',
    department: 'all',
    question: {
      nl: 'Wat als ik een afspraak moet afzeggen?',
      en: 'What if I need to cancel an appointment?',
      tr: 'Randevumu iptal etmem gerekirse ne olur?',
    },
    answer: {
      nl: `Zeg uw afspraak uiterlijk 24 uur van tevoren af, telefonisch of per e-mail. Dan kost het niets. Zegt u later af of komt u niet, dan kunnen we ${formatEuros(cancellation.lateCancellationFeeEuros, 'nl')} in rekening brengen. Dat bedrag betaalt de zorgverzekeraar of gemeente niet. Bij ziekte of een noodgeval kijken we altijd eerst samen naar uw situatie.`,
      en: `Cancel your appointment at least 24 hours in advance, by phone or email, and it costs nothing. If you cancel later or do not come, we may charge ${formatEuros(cancellation.lateCancellationFeeEuros, 'en')}. Your health insurer or municipality does not pay this amount. If you are ill or there is an emergency, we always look at your situation together first.`,
      tr: `Randevunuzu en geç 24 saat önceden telefonla veya e-postayla iptal edin; bu durumda hiçbir ücret ödemezsiniz. Daha geç iptal ederseniz veya gelmezseniz ${formatEuros(cancellation.lateCancellationFeeEuros, 'tr')} ücret alabiliriz. Bu tutarı sağlık sigortanız veya belediye ödemez. Hastalık veya acil bir durumda önce her zaman durumunuzu birlikte değerlendiririz.`,
    },
  },
  {
    id: 'couples-therapy-coverage',
    category: 'kosten',
    department: 'adults',
    question: {
      nl: 'Wordt relatietherapie vergoed?',
      en: 'Is couples therapy covered?',
      tr: 'Çift terapisinin masrafları karşılanıyor mu?',
    },
    answer: {
      nl: 'Relatieproblemen alleen worden niet vergoed uit de basisverzekering. Relatietherapie wordt wel vergoed als die deel uitmaakt van de behandeling van een psychische aandoening bij een van u beiden, bijvoorbeeld een depressie. In het intakegesprek bespreken we wat in uw situatie geldt.',
      en: 'Relationship problems on their own are not covered by basic health insurance. Couples therapy is covered when it is part of the treatment of a mental health condition in one of you, such as depression. In the intake we discuss what applies in your situation.',
      tr: 'Yalnızca ilişki sorunları için yapılan tedaviyi temel sağlık sigortası karşılamaz. Ancak çift terapisi, sizden birinin ruhsal bir rahatsızlığının (örneğin depresyonun) tedavisinin bir parçasıysa karşılanır. Sizin durumunuzda neyin geçerli olduğunu ilk değerlendirme görüşmesinde konuşuruz.',
    },
  },
  // Behandeling
  {
    id: 'what-treatment-looks-like',
    category: 'behandeling',
    department: 'all',
    question: {
      nl: 'Hoe ziet een behandeling eruit?',
      en: 'What does treatment look like?',
      tr: 'Tedavi nasıl ilerler?',
    },
    answer: {
      nl: 'Na de intake maakt u samen met uw behandelaar een behandelplan met doelen. Een gesprek duurt ongeveer 45 minuten, meestal één keer per week of één keer per twee weken. Een korte behandeling is ongeveer 8 tot 12 gesprekken in 3 tot 6 maanden. Is er meer nodig, dan kan de behandeling langer duren. We bekijken regelmatig samen hoe het gaat.',
      en: 'After the intake, you and your practitioner make a treatment plan with goals. A session lasts about 45 minutes, usually once a week or once every two weeks. A short treatment is about 8 to 12 sessions over 3 to 6 months. If more is needed, treatment can take longer. We regularly review together how things are going.',
      tr: 'İlk değerlendirme görüşmesinden sonra terapistinizle birlikte hedefleri olan bir tedavi planı hazırlarsınız. Bir seans yaklaşık 45 dakika sürer; genellikle haftada bir ya da iki haftada bir yapılır. Kısa süreli bir tedavi, 3 ila 6 ay içinde yaklaşık 8 ila 12 seanstır. Daha fazlası gerekirse tedavi daha uzun sürebilir. Nasıl gittiğini düzenli olarak birlikte değerlendiririz.',
    },
  },
  {
    id: 'methods',
    category: 'behandeling',
    department: 'all',
    question: {
      nl: 'Welke behandelmethoden gebruiken jullie?',
      en: 'Which treatment methods do you use?',
      tr: 'Hangi tedavi yöntemlerini kullanıyorsunuz?',
    },
    answer: {
      nl: 'We werken met methoden waarvan bekend is dat ze helpen. Bijvoorbeeld cognitieve gedragstherapie, EMDR, systeemtherapie, speltherapie en mindfulness. Welke methode past, hangt af van uw klachten en van wat u zelf wilt. Dat bespreken we in de intake.',
      en: 'We use methods that are known to work, such as cognitive behavioural therapy, EMDR, systemic therapy, play therapy and mindfulness. Which method is right for you depends on your symptoms and on your own wishes. We discuss this in the intake.',
      tr: 'Etkisi bilinen yöntemlerle çalışırız; örneğin bilişsel davranışçı terapi, EMDR, sistemik terapi, oyun terapisi ve bilinçli farkındalık (mindfulness). Hangi yöntemin uygun olduğu şikâyetlerinize ve sizin ne istediğinize bağlıdır. Bunu ilk değerlendirme görüşmesinde konuşuruz.',
    },
  },
  {
    id: 'parent-involvement',
    category: 'behandeling',
    department: 'children',
    question: {
      nl: 'Hoe worden wij als ouders betrokken?',
      en: 'How are we involved as parents?',
      tr: 'Ebeveynler olarak sürece nasıl dahil oluyoruz?',
    },
    answer: {
      nl: 'Ouders zijn heel belangrijk in de behandeling. We beginnen met een gesprek met u als ouders. Daarna maken we kennis met uw kind. Tijdens de behandeling hebt u regelmatig oudergesprekken en krijgt u tips voor thuis. Hoe jonger het kind, hoe meer we samen met u doen.',
      en: 'Parents play a very important role in treatment. We start by meeting you as parents, and then get to know your child. During treatment you have regular parent sessions and get tips for home. The younger the child, the more we do together with you.',
      tr: 'Ebeveynler tedavide çok önemli bir rol oynar. Önce sizinle, ebeveynlerle bir görüşme yaparız. Ardından çocuğunuzla tanışırız. Tedavi boyunca düzenli ebeveyn görüşmeleri yapılır ve evde uygulayabileceğiniz öneriler alırsınız. Çocuk ne kadar küçükse sizinle birlikte o kadar çok çalışırız.',
    },
  },
  {
    id: 'school-collaboration',
    category: 'behandeling',
    department: 'children',
    question: {
      nl: 'Werken jullie samen met de school van mijn kind?',
      en: 'Do you work with my child’s school?',
      tr: 'Çocuğumun okuluyla iş birliği yapıyor musunuz?',
    },
    answer: {
      nl: 'Als dat helpt, wel. Veel kinderen hebben ook op school last van hun klachten. Met uw toestemming overleggen we met de leerkracht, mentor of intern begeleider. Zo krijgt uw kind thuis en op school dezelfde steun. Zonder uw toestemming delen we niets met school.',
      en: 'Yes, if that helps. Many children also struggle at school. With your consent we consult the teacher, mentor or special needs coordinator, so your child gets the same support at home and at school. Without your consent, we share nothing with the school.',
      tr: 'Faydalı olacaksa evet. Birçok çocuk şikâyetlerini okulda da yaşar. Sizin onayınızla öğretmen, rehber öğretmen veya okulun destek koordinatörüyle görüşürüz. Böylece çocuğunuz evde ve okulda aynı desteği alır. Onayınız olmadan okulla hiçbir bilgi paylaşmayız.',
    },
  },
  {
    id: 'change-practitioner',
    category: 'behandeling',
    department: 'all',
    question: {
      nl: 'Wat als het niet klikt met mijn behandelaar?',
      en: 'What if I don’t get along with my practitioner?',
      tr: 'Terapistimle anlaşamazsam ne olur?',
    },
    answer: {
      nl: 'Een goede band met uw behandelaar is belangrijk. Bespreek het eerst met uw behandelaar zelf; vaak helpt dat al. Lukt dat niet, of blijft het niet goed voelen? Vraag dan om een andere behandelaar. We kijken samen naar een oplossing.',
      en: 'A good relationship with your practitioner matters. Raise it with your practitioner first; that often helps. If it does not, or it still does not feel right, ask for a different practitioner. We will look for a solution together.',
      tr: 'Terapistinizle iyi bir bağ kurmanız önemlidir. Önce bunu terapistinizle konuşun; çoğu zaman bu bile yardımcı olur. İşe yaramazsa ya da hâlâ kendinizi rahat hissetmiyorsanız başka bir terapist isteyin. Birlikte bir çözüm buluruz.',
    },
  },
  {
    id: 'not-the-right-place',
    category: 'behandeling',
    department: 'all',
    question: {
      nl: 'Kunnen jullie iedereen helpen?',
      en: 'Can you help everyone?',
      tr: 'Herkese yardımcı olabiliyor musunuz?',
    },
    answer: {
      nl: 'Nee. Soms is andere zorg beter, bijvoorbeeld bij een actieve verslaving, een psychose, ernstige eetproblemen of als iemand direct gevaar loopt. Op de pagina’s over ons behandelaanbod staat wanneer wij niet de juiste plek zijn. In dat geval bespreken we dat eerlijk met u en met uw verwijzer, en denken we mee over waar u wel terechtkunt.',
      en: 'No. Sometimes other care is better, for example with an active addiction, psychosis, severe eating problems, or when someone is in immediate danger. Our care pages for adults and for children and young people explain when we are not the right place. If that is the case, we discuss it honestly with you and your referrer, and help you find where you can go.',
      tr: 'Hayır. Bazen başka bir hizmet daha uygundur; örneğin aktif bir bağımlılık, psikoz, ciddi yeme sorunları olduğunda ya da kişi doğrudan tehlikedeyse. Hangi durumlarda doğru adres olmadığımızı tedavi seçeneklerimizle ilgili sayfalarda bulabilirsiniz. Böyle bir durumda bunu sizinle ve sizi sevk eden kişiyle açıkça konuşur, nereye başvurabileceğinizi bulmanıza yardımcı oluruz.',
    },
  },
  {
    id: 'bring-someone',
    category: 'behandeling',
    department: 'adults',
    question: {
      nl: 'Mag ik iemand meenemen naar een gesprek?',
      en: 'Can I bring someone to a session?',
      tr: 'Görüşmeye yanımda birini getirebilir miyim?',
    },
    answer: {
      nl: 'Ja, dat mag. Veel mensen vinden het fijn als hun partner, een familielid of een vriend meekomt naar de intake of naar een gesprek waarin u terugkijkt op de behandeling. Laat het uw behandelaar van tevoren weten. Soms is het juist goed om ook een deel van het gesprek alleen te voeren.',
      en: 'Yes, you can. Many people like their partner, a family member or a friend to come along to the intake or a review. Let your practitioner know in advance. Sometimes it also helps to have part of the session on your own.',
      tr: 'Evet, getirebilirsiniz. Birçok kişi ilk değerlendirme görüşmesine veya bir ara değerlendirme görüşmesine eşinin, bir aile üyesinin ya da bir arkadaşının eşlik etmesinden hoşlanır. Bunu terapistinize önceden bildirin. Bazen görüşmenin bir kısmını yalnız yapmak da iyi olabilir.',
    },
  },
  // Privacy
  {
    id: 'who-sees-my-file',
    category: 'privacy',
    department: 'all',
    question: {
      nl: 'Wie kan mijn dossier inzien?',
      en: 'Who can see my file?',
      tr: 'Dosyamı kimler görebilir?',
    },
    answer: {
      nl: 'Alleen de mensen die bij uw behandeling betrokken zijn, en de medewerkers die de administratie daarvan doen. Zij hebben allemaal een beroepsgeheim of geheimhoudingsplicht. Anderen krijgen alleen informatie met uw toestemming, of als de wet dat verplicht. U mag uw eigen dossier altijd inzien en een kopie vragen.',
      en: 'Only the people involved in your treatment, and the staff who handle its administration. They all have a duty of professional secrecy or confidentiality. Others only receive information with your consent, or when the law requires it. You may always view your own file and ask for a copy.',
      tr: 'Yalnızca tedavinizle ilgilenen kişiler ve bununla ilgili idari işleri yürüten çalışanlar. Hepsinin meslek sırrını veya gizliliği koruma yükümlülüğü vardır. Başkaları ancak sizin onayınızla ya da yasa gerektirdiğinde bilgi alır. Kendi dosyanızı her zaman görebilir ve bir kopyasını isteyebilirsiniz.',
    },
  },
  {
    id: 'retention',
    category: 'privacy',
    department: 'all',
    question: {
      nl: 'Hoe lang bewaren jullie mijn gegevens?',
      en: 'How long do you keep my data?',
      tr: 'Bilgilerimi ne kadar süre saklıyorsunuz?',
    },
    answer: {
      nl: 'Uw medisch dossier bewaren we 20 jaar, gerekend vanaf de laatste wijziging. Dat staat in de wet (WGBO). Daarna vernietigen we het. Wordt u na de screening niet bij ons behandeld? Dan verwijderen we uw aanmeldgegevens en verwijsbrief binnen een jaar.',
      en: 'We keep your medical file for 20 years, counted from the last change. This is required by law (the WGBO). After that, we destroy it. If you do not go on to treatment with us after the screening, we delete your registration details and referral letter within a year.',
      tr: 'Tıbbi dosyanızı son değişiklik tarihinden itibaren 20 yıl saklarız. Bu yasal bir zorunluluktur (WGBO). Bu sürenin sonunda dosyayı imha ederiz. Ön değerlendirmeden sonra tedavinizi biz üstlenmezsek başvuru bilgilerinizi ve sevk yazınızı bir yıl içinde sileriz.',
    },
  },
  {
    id: 'insurer-information',
    category: 'privacy',
    department: 'adults',
    question: {
      nl: 'Wat krijgt mijn zorgverzekeraar te zien?',
      en: 'What does my health insurer see?',
      tr: 'Sağlık sigortam hangi bilgileri görür?',
    },
    answer: {
      nl: 'Voor de rekening sturen we uw verzekeraar de gegevens die nodig zijn, zoals het soort zorg en de datum. Daar staat standaard ook de hoofdgroep van uw diagnose bij. Wilt u dat niet? Dan kunt u een privacyverklaring tekenen. Uw verzekeraar krijgt dan geen diagnose-informatie. Vraag uw behandelaar ernaar.',
      en: 'For billing, we send your insurer the details it needs, such as the type of care and the date. By default, this includes the main group of your diagnosis. If you do not want that, you can sign a privacy declaration (privacyverklaring), and your insurer will then receive no information about your diagnosis. Ask your practitioner about it.',
      tr: 'Faturalama için sağlık sigortası şirketinize gerekli bilgileri, örneğin tedavinin türünü ve tarihini göndeririz. Bunlara standart olarak tanınızın ana grubu da eklenir. Bunu istemiyorsanız bir gizlilik beyanı formu (privacyverklaring) imzalayabilirsiniz; bu durumda şirket tanınızla ilgili hiçbir bilgi almaz. Ayrıntılar için terapistinize danışın.',
    },
  },
  {
    id: 'gp-information',
    category: 'privacy',
    department: 'all',
    question: {
      nl: 'Hoort mijn huisarts wat er in de behandeling gebeurt?',
      en: 'Will my GP hear what happens in treatment?',
      tr: 'Aile hekimim tedavide neler olduğunu öğrenir mi?',
    },
    answer: {
      nl: 'Alleen als u daar toestemming voor geeft. Meestal sturen we de verwijzer een korte brief bij het begin en aan het einde van de behandeling. Wat erin komt, bespreken we eerst met u. Wilt u dat niet, dan sturen we niets.',
      en: 'Only with your consent. Usually we send the referrer a short letter at the start and at the end of treatment. We discuss its contents with you first. If you do not want this, we send nothing.',
      tr: 'Yalnızca siz izin verirseniz. Genellikle tedavinin başında ve sonunda sizi sevk eden kişiye kısa bir mektup göndeririz. İçeriğini önce sizinle konuşuruz. İstemezseniz hiçbir şey göndermeyiz.',
    },
  },
  {
    id: 'what-parents-hear',
    category: 'privacy',
    department: 'children',
    question: {
      nl: 'Wat vertelt de behandelaar ons als ouders?',
      en: 'What does the practitioner tell us as parents?',
      tr: 'Terapist biz ebeveynlere neler anlatır?',
    },
    answer: {
      nl: 'Bij jonge kinderen bespreken we alles wat belangrijk is met u. Vanaf 12 jaar maken we samen met uw kind afspraken over wat we met u delen. Jongeren moeten er soms op kunnen vertrouwen dat iets tussen hen en de behandelaar blijft. Zijn er zorgen over de veiligheid van uw kind, dan vertellen we dat u altijd.',
      en: 'With young children, we discuss everything important with you. From the age of 12, we agree with your child what we share with you. Young people sometimes need to trust that something stays between them and their practitioner. If there are concerns about your child’s safety, we will always tell you.',
      tr: 'Küçük çocuklarda önemli olan her şeyi sizinle konuşuruz. 12 yaşından itibaren sizinle neleri paylaşacağımızı çocuğunuzla birlikte kararlaştırırız. Gençlerin bazen bir konunun kendileriyle terapistleri arasında kalacağına güvenebilmesi gerekir. Çocuğunuzun güvenliğiyle ilgili bir endişe varsa bunu size her zaman söyleriz.',
    },
  },
  {
    id: 'municipality-information',
    category: 'privacy',
    department: 'children',
    question: {
      nl: 'Wat weet de gemeente over de behandeling van mijn kind?',
      en: 'What does the municipality know about my child’s treatment?',
      tr: 'Belediye çocuğumun tedavisi hakkında neler bilir?',
    },
    answer: {
      nl: 'Voor de betaling krijgt de gemeente alleen de gegevens die nodig zijn: wie de zorg krijgt, welk soort zorg en hoe lang. De gemeente krijgt geen verslagen van gesprekken en geen diagnose.',
      en: 'For payment, the municipality only receives the details it needs: who receives care, what type of care and for how long. The municipality receives no session notes and no diagnosis.',
      tr: 'Ödeme için belediye yalnızca gerekli bilgileri alır: tedaviyi kimin aldığı, tedavinin türü ve süresi. Belediyeye görüşme notları ve tanı bilgisi verilmez.',
    },
  },
];
