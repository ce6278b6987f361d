import type { Locale } from './locale.ts';

/**
 * The site's terminology: one term per concept, per language (Dutch is the source). The check in
 * terminology.test.ts fails when a rejected variant appears in any visitor-facing string of its
 * language (every Localized in this package and every message in translations/<lang>.json).
 *
 * How a rejected variant matches:
 * - Text is lowercased with the language's own rules first (Turkish İ → i, I → ı), so write
 *   variants in lowercase.
 * - A plain string must start at a word start. In Dutch and English it must also end at a word
 *   end; in Turkish it is a stem, so any suffix may follow ('sevk mektub' catches 'sevk mektubunu').
 * - A RegExp is used as written (the `i` and `u` flags are added). JavaScript's `\b` knows only
 *   ASCII letters: write `(?<![\p{L}\p{N}])` for a word start that also works before ç, ğ, ı, ö, ş, ü.
 *
 * To add a variant, append it to the language's array; to add a concept, append an entry.
 */
export type RejectedVariant = string | RegExp;

/**
 * A concept in one language: the one word the site uses, and the variants it must not use.
 * Exceptions (a proper noun, a profession, a message text docs/product-rules.md quotes verbatim) are written into the rejected
 * pattern itself, with a comment that says why.
 */
export type TermInLanguage = {
  readonly preferred: string;
  /** Other forms of the preferred term (Turkish case endings, a compound), counted with it on the rendered pages. */
  readonly forms?: readonly RejectedVariant[];
  readonly rejected: readonly RejectedVariant[];
};

/**
 * One concept. Each language is its own block (not a `{ nl, en, tr }` string set, so the
 * content walkers never take a term for visitor-facing text); a language without a block has
 * no rule for the concept.
 */
export type Term = {
  /** Lowercase words joined by dashes; unique. */
  readonly id: string;
  /** What the term means, for editors: when to use it, and what it is not. */
  readonly concept: string;
} & Readonly<Partial<Record<Locale, TermInLanguage>>>;

export const terminology: readonly Term[] = [
  {
    id: 'registration',
    concept:
      'Signing up for care with the online form or by phone (aanmelding, aanmelden). Turkish uses başvuru / başvurmak; kayıt means a record or enrolment.',
    nl: { preferred: 'aanmelding', rejected: ['inschrijving'] },
    en: { preferred: 'registration', rejected: ['sign-up', 'enrolment', 'enrollment'] },
    tr: {
      preferred: 'başvuru',
      rejected: [
        /(?<![\p{L}\p{N}])kayıt(?![\p{L}\p{N}])(?! altına| numara)/u,
        /(?<![\p{L}\p{N}])kaydı(?:nız|n)?(?![\p{L}\p{N}])/u,
        'kaydol',
        'kaydettir',
        /(?<![\p{L}\p{N}])kaydedin(?![\p{L}\p{N}])/u,
      ],
    },
  },
  {
    id: 'screening',
    concept: 'The short phone call by the screening team after registration, before the intake.',
    nl: { preferred: 'screening', rejected: [] },
    en: { preferred: 'screening', rejected: [] },
    tr: { preferred: 'ön değerlendirme', rejected: ['ön görüşme', 'ön inceleme', 'tarama görüşme', 'eleme görüşme'] },
  },
  {
    id: 'intake',
    concept:
      'The first meeting with a practitioner after the waiting time (intake, intakegesprek). The Dutch word may follow once in brackets.',
    nl: { preferred: 'intake', rejected: [] },
    en: {
      preferred: 'intake',
      rejected: ['intake session', 'intake meeting', 'intake interview', 'intake interviews', 'intake appointment'],
    },
    tr: {
      preferred: 'ilk değerlendirme görüşmesi',
      rejected: ['intake görüşme', 'giriş görüşme', 'kabul görüşme', 'tanışma görüşme', /(?<![\p{L}\p{N}(])intake/u],
    },
  },
  {
    id: 'practitioner',
    concept:
      'Whoever treats the client: psychologist, therapist, psychiatrist or nurse specialist (behandelaar). Turkish readers say terapist for all of them.',
    nl: { preferred: 'behandelaar', rejected: [] },
    en: { preferred: 'practitioner', rejected: ['clinician', 'treater'] },
    tr: { preferred: 'terapist', rejected: ['tedavi uzmanı', 'tedavi eden uzman', 'tedavici', 'bakım veren'] },
  },
  {
    id: 'lead-practitioner',
    concept: 'The practitioner with final responsibility for a treatment (regiebehandelaar).',
    nl: { preferred: 'regiebehandelaar', rejected: [] },
    en: { preferred: 'lead practitioner', rejected: ['coordinating practitioner', 'lead clinician', 'head practitioner'] },
    tr: {
      preferred: 'sorumlu terapist',
      rejected: ['koordinatör terapist', 'yönetici terapist', 'baş terapist', 'sorumlu tedavi uzman'],
    },
  },
  {
    id: 'therapist',
    concept: 'A member of staff whose profession is a therapy (therapeut): play therapist, family therapist.',
    nl: { preferred: 'therapeut', rejected: [] },
    en: { preferred: 'therapist', rejected: ['therapeut'] },
    tr: { preferred: 'terapist', rejected: ['terapöt'] },
  },
  {
    id: 'healthcare-psychologist',
    concept: 'The Dutch registered profession GZ-psycholoog; in Turkish glossed with the Dutch name on first use.',
    nl: { preferred: 'GZ-psycholoog', rejected: [] },
    en: { preferred: 'healthcare psychologist', rejected: ['health care psychologist'] },
    tr: { preferred: 'sağlık psikoloğu', rejected: [/(?<![\p{L}\p{N}(])gz[- ]psikolo/u] },
  },
  {
    id: 'gp',
    concept: 'The family doctor every resident is registered with (huisarts).',
    nl: { preferred: 'huisarts', rejected: [] },
    en: { preferred: 'GP', rejected: ['family doctor', 'family physician', 'primary care physician'] },
    tr: { preferred: 'aile hekimi', rejected: ['aile doktor', 'ev doktor', 'pratisyen', 'genel pratisyen'] },
  },
  {
    id: 'out-of-hours-gp',
    concept: 'The GP service in the evening, at night and at weekends (huisartsenpost).',
    nl: { preferred: 'huisartsenpost', rejected: [] },
    en: { preferred: 'out-of-hours GP service', rejected: ['GP post', 'after-hours', 'out-of-hours service'] },
    tr: { preferred: 'nöbetçi aile hekimi', rejected: ['nöbetçi doktor', 'nöbetçi hekim', 'acil doktor'] },
  },
  {
    id: 'youth-doctor',
    concept: 'The doctor of the child health service (jeugdarts), not a doctor for teenagers only.',
    nl: { preferred: 'jeugdarts', rejected: [] },
    en: { preferred: 'youth doctor', rejected: [] },
    tr: { preferred: 'çocuk sağlığı hekimi', rejected: ['gençlik doktor', 'gençlik hekim'] },
  },
  {
    id: 'referral-letter',
    concept: 'The letter from the GP or other referrer that treatment needs (verwijsbrief).',
    nl: { preferred: 'verwijsbrief', rejected: [] },
    en: { preferred: 'referral letter', rejected: ['referral note', 'letter of referral'] },
    tr: {
      preferred: 'sevk yazısı',
      rejected: ['sevk mektub', 'sevk mektup', 'sevk belgesi', 'sevk kâğıd', 'sevk kağıd', 'yönlendirme mektub'],
    },
  },
  {
    id: 'referrer',
    concept: 'Whoever refers a client: GP, medical specialist, youth doctor, neighbourhood team (verwijzer).',
    nl: { preferred: 'verwijzer', rejected: [] },
    en: { preferred: 'referrer', rejected: ['referring party'] },
    tr: { preferred: 'sevk eden', rejected: ['yönlendiren'] },
  },
  {
    id: 'deductible',
    concept:
      'The amount an adult pays each year before the basic health insurance pays (eigen risico). Turkish muafiyet reads as "exemption", the opposite.',
    nl: { preferred: 'eigen risico', rejected: [] },
    en: { preferred: 'deductible', rejected: ['own risk'] },
    tr: { preferred: 'kendi payı', rejected: ['muaf', 'katılım payı', 'kendi risk', 'öz risk', 'risk payı'] },
  },
  {
    id: 'basic-health-insurance',
    concept: 'The compulsory health insurance everyone in the Netherlands has (basisverzekering).',
    nl: { preferred: 'basisverzekering', rejected: [] },
    en: { preferred: 'basic health insurance', rejected: ['basic package', 'basic cover', 'basic insurance'] },
    tr: { preferred: 'temel sağlık sigortası', rejected: ['temel paket', 'temel sigorta', 'temel poliçe'] },
  },
  {
    id: 'supplementary-insurance',
    concept: 'Optional insurance on top of the basic health insurance (aanvullende verzekering).',
    nl: { preferred: 'aanvullende verzekering', rejected: [] },
    en: { preferred: 'supplementary insurance', rejected: ['complementary insurance'] },
    tr: { preferred: 'ek sigorta', rejected: ['tamamlayıcı sigorta', 'ek paket'] },
  },
  {
    id: 'health-insurer',
    concept: 'The company that provides the health insurance (zorgverzekeraar). "Sigortanız" is fine once it is clear.',
    nl: { preferred: 'zorgverzekeraar', rejected: ['verzekeringsmaatschappij'] },
    en: { preferred: 'health insurer', rejected: ['health insurance company', 'health insurance companies'] },
    tr: {
      preferred: 'sağlık sigortası şirketi',
      rejected: ['sigortacı', 'sigorta firma', 'sigorta kurumu', /(?<!sağlık sigortası )sigorta şirket/],
    },
  },
  {
    id: 'reimbursement',
    concept:
      'Who pays for care (vergoeding, financiering). In the Netherlands the insurer or municipality pays the provider directly: nothing is refunded.',
    nl: { preferred: 'vergoeding', rejected: [] },
    en: { preferred: 'reimbursement', rejected: [] },
    tr: { preferred: 'masrafların karşılanması', rejected: ['geri ödeme', 'finansman'] },
  },
  {
    id: 'municipality',
    concept: 'The local authority that pays for youth care (gemeente).',
    nl: { preferred: 'gemeente', rejected: [] },
    en: { preferred: 'municipality', rejected: ['commune'] },
    tr: { preferred: 'belediye', rejected: ['komün', /(?<![\p{L}\p{N}(])gemeente/u] },
  },
  {
    id: 'waiting-time',
    concept: 'How long a client waits (wachttijd).',
    nl: { preferred: 'wachttijd', rejected: [] },
    en: { preferred: 'waiting time', rejected: ['wait time', 'wait times'] },
    tr: { preferred: 'bekleme süresi', rejected: ['bekleme zaman', 'bekleme müddet'] },
  },
  {
    id: 'location',
    concept:
      'One of our two locations, in Amsterdam and Zaandam (locatie). Turkish uses şube, because the buildings themselves are health centres (sağlık merkezi). Not the organisation as a whole: that is Ankerlicht GGZ, our team, or a mental health care provider. Exceptions: the buildings’ names (Slotervaart Health Centre, Kleurrijk Sağlık Merkezi) are proper nouns; a practice nurse (POH) and a clinical psychologist (klinik psikolog) are professions.',
    // Dutch praktijk is the place as the review found it ("op de praktijk", "praktijken in Amsterdam");
    // its compounds (praktijkondersteuner, praktijkopleider) are professions and do not match.
    nl: { preferred: 'locatie', rejected: ['vestiging', 'praktijk', 'praktijken'] },
    en: {
      preferred: 'location',
      rejected: [
        'branch',
        'branches',
        // "Practice nurse" is a profession, not a place.
        /(?<![\p{L}])practices?(?![\p{L}])(?! nurse)/u,
        // The two buildings' names are proper nouns.
        /(?<!slotervaart |kleurrijk )health centres?(?![\p{L}])/u,
      ],
    },
    tr: {
      preferred: 'şube',
      rejected: [
        /(?<![\p{L}\p{N}])merkez(?:ler)?im/u,
        'konum',
        'lokasyon',
        // Klinik psikolog is a profession (klinisch psycholoog), not a place.
        /(?<![\p{L}\p{N}])klini[kğ](?!\p{L}* psikolo)/u,
        // The two buildings' names are proper nouns.
        /(?<!slotervaart |kleurrijk )sağlık merkez/u,
      ],
    },
  },
  {
    id: 'quality-statute',
    concept: 'The document every Dutch mental health provider must publish (kwaliteitsstatuut).',
    nl: { preferred: 'kwaliteitsstatuut', rejected: [] },
    en: { preferred: 'quality statute', rejected: ['quality charter', 'quality statement'] },
    tr: { preferred: 'kalite tüzüğü', rejected: ['kalite beyan', 'kalite statü', 'kalite bildirge', 'kalite sözleşme'] },
  },
  {
    id: 'privacy-statement',
    concept:
      'The page on how we handle personal data (privacyverklaring). Not the insurer form of the same Dutch name, which is "gizlilik beyanı formu (privacyverklaring)".',
    nl: { preferred: 'privacyverklaring', rejected: [] },
    en: { preferred: 'privacy statement', rejected: ['privacy policy', 'privacy notice', 'privacy statement form'] },
    tr: {
      preferred: 'gizlilik bildirimi',
      rejected: [
        /gizlilik beyan(?=(\p{L}*))\1(?!\s+(?:formu|\(privacyverklaring\)))/u,
        'gizlilik politika',
        'gizlilik açıklama',
        'gizlilik sözleşme',
      ],
    },
  },
  {
    id: 'terms-and-conditions',
    concept: 'The general terms of our treatment agreement (algemene voorwaarden).',
    nl: { preferred: 'algemene voorwaarden', rejected: [] },
    en: { preferred: 'terms and conditions', rejected: ['T&C', "T&C's", 'T&Cs'] },
    tr: { preferred: 'genel koşullar', rejected: ['genel şart', 'şartlar ve koşullar', 'hüküm ve koşullar', 'kullanım şart'] },
  },
  {
    id: 'complaint',
    concept:
      'A complaint about our care (klacht). Turkish spelling with the circumflex, as the TDK writes it. Dutch klachten in the sense of symptoms: in Turkish running text şikâyetleriniz is fine, but headings and meta descriptions say sorunlar or belirtiler, so they are not read as complaints about our care.',
    nl: { preferred: 'klacht', rejected: [] },
    en: { preferred: 'complaint', rejected: [] },
    tr: { preferred: 'şikâyet', rejected: ['şikayet'] },
  },
  {
    id: 'complaints-officer',
    concept: 'The independent person who handles complaints (klachtenfunctionaris).',
    nl: { preferred: 'klachtenfunctionaris', rejected: [] },
    en: { preferred: 'complaints officer', rejected: ['complaint officer', 'complaints manager', 'complaints handler'] },
    tr: {
      preferred: 'şikâyet görevlisi',
      rejected: ['şikâyet sorumlusu', 'şikâyet yetkilisi', 'şikâyet memuru', 'şikâyet temsilcisi'],
    },
  },
  {
    id: 'complaints-procedure',
    concept: 'Our written complaints procedure (klachtenregeling).',
    nl: { preferred: 'klachtenregeling', rejected: [] },
    en: { preferred: 'complaints procedure', rejected: ['complaints regulation', 'complaints scheme', 'complaint procedure'] },
    tr: { preferred: 'şikâyet prosedürü', rejected: ['şikâyet yönetmeli', 'şikâyet usul', 'şikâyet düzenleme'] },
  },
  {
    id: 'disputes-committee',
    concept: 'De Geschillencommissie Zorg, the independent body for disputes (the name stays Dutch, glossed).',
    nl: { preferred: 'geschillencommissie', rejected: [] },
    en: { preferred: 'disputes committee', rejected: ['dispute committee', 'disputes commission'] },
    tr: { preferred: 'uyuşmazlık komisyonu', rejected: ['anlaşmazlık komisyon', 'ihtilaf komisyon', 'uyuşmazlık kurul'] },
  },
  {
    id: 'confidential-adviser',
    concept: 'An independent person who supports a client, for young clients the AKJ (vertrouwenspersoon).',
    nl: { preferred: 'vertrouwenspersoon', rejected: [] },
    en: { preferred: 'confidential adviser', rejected: ['confidential advisor', 'trusted person', 'confidant'] },
    tr: { preferred: 'güven danışmanı', rejected: ['güvenilir kişi', 'güven kişisi', 'sırdaş', 'gizli danışman'] },
  },
  {
    id: 'disclaimer',
    concept: 'The page that limits our liability for the website (disclaimer).',
    nl: { preferred: 'disclaimer', rejected: [] },
    en: { preferred: 'disclaimer', rejected: [] },
    tr: { preferred: 'yasal uyarı', rejected: ['sorumluluk reddi', 'feragatname'] },
  },
  {
    id: 'care',
    concept:
      'Care as what we give (zorg). Turkish bakım reads as nursing or upkeep: write tedavi, or ruh sağlığı hizmeti(leri) for the field or the service.',
    tr: { preferred: 'tedavi', rejected: [/(?<![\p{L}\p{N}])bakım/u] },
  },
  {
    id: 'treatment-plan',
    concept: 'The plan with goals that client and practitioner agree on (behandelplan).',
    nl: { preferred: 'behandelplan', rejected: [] },
    en: { preferred: 'treatment plan', rejected: ['care plan'] },
    tr: { preferred: 'tedavi planı', rejected: ['bakım planı', 'terapi planı', 'tedavi plânı'] },
  },
  {
    id: 'diagnosis',
    concept: 'A diagnosis (diagnose); assessment to reach one is değerlendirme.',
    nl: { preferred: 'diagnose', rejected: [] },
    en: { preferred: 'diagnosis', rejected: [] },
    tr: { preferred: 'tanı', rejected: ['teşhis'] },
  },
  {
    id: 'child-and-youth',
    concept:
      'The department for children and young people up to 23 (kind en jeugd), and the children and young people themselves: one name for both. Turkish writes the plural with its case endings (çocuklara ve gençlere), and the singular only as a modifier before a noun (çocuk ve genç ruh sağlığı hizmetleri, çocuk ve genç formu), as it says yetişkin formu; "çocuk ve ergen" only in the names of professions (çocuk ve ergen psikiyatristi).',
    nl: { preferred: 'kind en jeugd', rejected: [] },
    en: { preferred: 'children and young people', rejected: ['children and youth', 'child and youth'] },
    tr: {
      preferred: 'çocuklar ve gençler',
      forms: [
        /(?<![\p{L}\p{N}])çocukla\p{L}* ve gençle\p{L}*/u,
        // The singular as a modifier: a noun follows on the same line.
        /(?<![\p{L}\p{N}])çocuk ve genç [\p{L}]/u,
      ],
      rejected: [
        'çocuk ve gençlik',
        /\(gençlik\)/,
        /çocuk ve ergen(?! psiki| psikolo)/,
        // The mixed form: write the plural on both words.
        'çocuk ve gençler',
        // The singular standing alone, as a name (a menu item, a heading): write the plural.
        /(?<![\p{L}\p{N}])çocuk ve genç(?=[ \t]*(?:$|\n|[.,;:!?)]))/u,
      ],
    },
  },
  {
    id: 'u-hebt',
    concept:
      'Dutch "u" takes "hebt" (u hebt, hebt u), never "heeft"; "heeft" stays for the third person (uw kind heeft, de verwijzer heeft).',
    nl: {
      preferred: 'u hebt',
      forms: [/(?<![\p{L}])hebt u(?![\p{L}])/u],
      rejected: [/(?<![\p{L}])(?:u heeft|heeft u)(?![\p{L}])/u],
    },
  },
  {
    id: 'adults',
    concept: 'The department for adults from 23 (volwassenen).',
    nl: { preferred: 'volwassenen', rejected: [] },
    en: { preferred: 'adults', rejected: [] },
    tr: { preferred: 'yetişkinler', rejected: ['erişkin'] },
  },
  {
    id: 'client',
    concept: 'The person in care (cliënt).',
    nl: { preferred: 'cliënt', rejected: ['patiënt', 'patiënten'] },
    // Outpatient is a kind of care, not a person: a plain variant starts at a word start.
    en: { preferred: 'client', rejected: ['customer', 'service user', 'patient', 'patients'] },
    tr: {
      preferred: 'danışan',
      // Hastalık (illness) and hastane (hospital) are other words.
      rejected: ['müşteri', /(?<![\p{L}\p{N}])hasta(?!l[ıi]k|ne)/u],
    },
  },
  {
    id: 'parent',
    concept:
      'Parent or guardian of a child in care (ouder; "ouder of voogd", as the registration form and the record say it). Not "ouder of verzorger": the form asks for the person with authority.',
    nl: { preferred: 'ouder', rejected: [/(?<![\p{L}])ouders? (?:of|en) verzorgers?(?![\p{L}])/u] },
    en: { preferred: 'parent', rejected: [] },
    tr: { preferred: 'ebeveyn', rejected: [/(?<![\p{L}\p{N}])veli(?![\p{L}])/u, /(?<![\p{L}\p{N}])veliler/u] },
  },
  {
    id: 'mental-health-care',
    concept: 'Mental health care as a field (GGZ, geestelijke gezondheidszorg).',
    nl: { preferred: 'ggz', rejected: [] },
    en: { preferred: 'mental health care', rejected: ['mental healthcare'] },
    tr: { preferred: 'ruh sağlığı hizmetleri', rejected: ['akıl sağlığı', 'zihin sağlığı'] },
  },
  {
    id: 'care-journey',
    concept: 'The steps from registration to the end of treatment (traject).',
    nl: { preferred: 'traject', rejected: [] },
    en: { preferred: 'care journey', rejected: [] },
    tr: { preferred: 'tedavi süreci', rejected: ['bakım yolculuğ', 'tedavi yolculuğ', 'bakım süreci'] },
  },
  {
    id: 'crisis',
    concept: 'An acute crisis; we are not a crisis service (crisisdienst).',
    nl: { preferred: 'crisis', rejected: [] },
    en: { preferred: 'crisis', rejected: [] },
    tr: { preferred: 'kriz', rejected: ['bunalım', 'kriz hizmeti', 'kriz birimi'] },
  },
  {
    id: 'online',
    concept: 'Sessions or forms over the internet. Turkish writes çevrim içi as two words (TDK).',
    nl: { preferred: 'online', rejected: [] },
    en: { preferred: 'online', rejected: [] },
    tr: { preferred: 'çevrim içi', rejected: ['çevrimiçi', 'online'] },
  },
  {
    id: 'email',
    concept: 'Electronic mail, the noun and the verb.',
    nl: { preferred: 'e-mail', rejected: [] },
    en: { preferred: 'email', rejected: ['e-mail', 'e-mails', 'e-mailing'] },
    tr: { preferred: 'e-posta', rejected: ['eposta', 'e-mail', 'elektronik posta'] },
  },
  {
    id: 'among-other-things',
    concept:
      'Dutch "onder andere", "onder meer": in Turkish say "örneğin", "… gibi" or "başta … olmak üzere"; the literal forms are calques.',
    nl: { preferred: 'onder andere', rejected: [] },
    en: { preferred: 'including', rejected: ['amongst others', 'among others', 'among other things'] },
    tr: {
      preferred: 'örneğin',
      rejected: ['diğerlerinin yanı sıra', 'diğerleri arasında', 'diğer şeylerin yanı sıra', 'başka şeylerin yanı sıra'],
    },
  },
  {
    id: 'british-spelling',
    concept:
      'English pages are in British English: colour, centre, organisation, behaviour, programme, licence (noun), paediatric, recognise, cancelled; email as one word, as the error messages write it; dates as "1 September 2025".',
    en: {
      preferred: 'British spelling',
      rejected: [
        /(?<![\p{L}])color(?:s|ed|ful)?(?![\p{L}])/u,
        'center',
        'centers',
        'centered',
        /(?<![\p{L}])organiz(?:e|es|ed|ing|ation|ations|ational)(?![\p{L}])/u,
        /(?<![\p{L}])behavior(?:s|al|ally)?(?![\p{L}])/u,
        'program',
        'programs',
        /(?<!to )(?<![\p{L}])license(?![\p{L}])/u,
        /(?<![\p{L}])counsel(?:ing|or|ors)(?![\p{L}])/u,
        /(?<![\p{L}])pediatric(?:s|ian|ians)?(?![\p{L}])/u,
        /(?<![\p{L}])neighbor(?:s|hood|hoods)?(?![\p{L}])/u,
        /(?<![\p{L}])(?:favor|honor|labor|humor|rumor)(?:s|ed|ing|ite)?(?![\p{L}])/u,
        /(?<![\p{L}])(?:recogniz|realiz|specializ|prioritiz|apologiz|emphasiz|minimiz|maximiz|stabiliz|summariz|analyz)(?:e|es|ed|ing|ation)(?![\p{L}])/u,
        /(?<![\p{L}])cancel(?:ed|ing)(?![\p{L}])/u,
        /(?<![\p{L}])(?:fulfill|enroll|enrollment|gotten|toward|catalog|mom|moms)(?![\p{L}])/u,
        /(?<![\p{L}])(?:january|february|march|april|may|june|july|august|september|october|november|december) \d{1,2}, \d{4}/u,
        'zip code',
        /(?<![\p{L}])e-mail(?:s|ed|ing)?(?![\p{L}])/u,
      ],
    },
  },
  {
    id: 'bsn',
    concept:
      'The citizen service number (burgerservicenummer, BSN). The N already says nummer: Dutch writes "BSN", never "BSN-nummer". English keeps "BSN number is required", a message docs/product-rules.md §5 quotes verbatim, so English has no rule here.',
    nl: { preferred: 'BSN', rejected: ['bsn-nummer', 'bsn-nummers', 'bsn nummer'] },
  },
  {
    id: 'home-page',
    concept:
      'The site\'s first page, where the logo leads. Dutch says "startpagina" (the Taalunie\'s word; "homepage" is an anglicism a B1 reader may not know); English "home page", two words.',
    nl: { preferred: 'startpagina', rejected: ['homepage', 'home page', 'hoofdpagina'] },
    en: { preferred: 'home page', rejected: ['homepage', 'front page'] },
    tr: { preferred: 'ana sayfa', rejected: ['anasayfa'] },
  },
  {
    id: 'health-insurance-card',
    concept: 'The card a Dutch health insurer gives its members, with the label printed on it: "zorgpas" in Dutch.',
    nl: { preferred: 'zorgpas', rejected: ['verzekeringspas', 'verzekeringskaart', 'zorgverzekeringspas'] },
  },
  {
    id: 'recognised-training-institution',
    concept:
      'Erkend opleidingsinstelling: accredited to train healthcare psychologists. Turkish "tanınmış" reads as "well known"; write "yetkili eğitim kurumu" (or "… olarak tanınmıştır", recognised as).',
    tr: { preferred: 'yetkili eğitim kurumu', rejected: [/(?<![\p{L}\p{N}])tanınmış (?:bir )?eğitim kurum/u] },
  },
  {
    id: 'screening-team',
    concept: 'The team that reads every registration and phones the person (screeningsteam). One name for it everywhere.',
    nl: { preferred: 'screeningsteam', rejected: ['aanmeldteam', 'aanmeldingsteam', 'intaketeam'] },
    en: { preferred: 'screening team', rejected: ['registration team', 'intake team'] },
    tr: { preferred: 'ön değerlendirme ekibi', rejected: ['başvuru ekib'] },
  },
];

/**
 * Clear markers of the informal Turkish "sen" when the site addresses the reader, who is always
 * "siz". Second-person singular possessives and bare imperatives look like other forms and
 * cannot be caught here; the verb endings and pronouns below can. Matched on lowercased text.
 */
export const informalTurkishMarkers: readonly RegExp[] = [
  /(?<![\p{L}\p{N}])(?:sen|senin|sana|seni|sende|senden|seninle|senle|sence)(?![\p{L}\p{N}])/u,
  /(?<![\p{L}\p{N}])kendin(?:e|i|den|le)?(?![\p{L}\p{N}])(?=[^.?!]*?\p{L}+(?:sın|sin|sun|sün|san|sen)(?![\p{L}\p{N}]))/u,
  /\p{L}+(?:ıyor|iyor|uyor|üyor)(?:sun|san)(?![\p{L}\p{N}])/u,
  /\p{L}+(?:abilir|ebilir)(?:sin|sen)(?![\p{L}\p{N}])/u,
  /\p{L}+(?:malısın|melisin)(?![\p{L}\p{N}])/u,
  /\p{L}+(?:acak|ecek)s[ıi]n(?![\p{L}\p{N}])/u,
  /\p{L}{2,}(?:ar|er|ır|ir|ur|ür)(?:sın|sin|sun|sün|san|sen)(?![\p{L}\p{N}])/u,
  /(?<![\p{L}\p{N}])(?:mısın|misin|musun|müsün)(?![\p{L}\p{N}])/u,
];

const letterOrDigit = '[\\p{L}\\p{M}\\p{N}]';

/** A term or rejected variant as a global regular expression over text lowercased in its language (rules above). */
export function termMatcher(variant: RejectedVariant, locale: Locale): RegExp {
  if (variant instanceof RegExp) {
    const flags = new Set([...variant.flags, 'g', 'i', 'u']);
    return new RegExp(variant.source, [...flags].join(''));
  }
  const escaped = variant.toLocaleLowerCase(locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Turkish variants are stems: a suffix may follow. Elsewhere a variant is a whole word.
  const end = locale === 'tr' ? '' : `(?!${letterOrDigit})`;
  return new RegExp(`(?<!${letterOrDigit})${escaped}${end}`, 'giu');
}

/** The places a term or variant occurs in a text, as written in the text. */
export function findTerm(text: string, variant: RejectedVariant, locale: Locale): string[] {
  const lowered = text.toLocaleLowerCase(locale);
  return [...lowered.matchAll(termMatcher(variant, locale))].map((match) =>
    // Lowercasing keeps the length for these languages, so the original spelling can be shown.
    lowered.length === text.length ? text.slice(match.index, match.index + match[0].length) : match[0],
  );
}
