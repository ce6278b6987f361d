// The words of ../faq.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  faqCategories: {
    algemeen: {
      name: 'Algemeen',
    },
    aanmelding: {
      name: 'Aanmelding',
    },
    kosten: {
      name: 'Kosten en vergoeding',
    },
    behandeling: {
      name: 'Behandeling',
    },
    privacy: {
      name: 'Privacy',
    },
  },
  faqFilterLabels: {
    all: 'Alle vragen',
    adults: 'Volwassenen',
    children: 'Kind en jeugd',
  },
  faqEntries: {
    'what-we-do': {
      question: 'Wat doet Ankerlicht GGZ?',
      answer:
        'Wij bieden psychologische hulp aan volwassenen en aan kinderen en jongeren, met hun ouders. U komt bij ons op afspraak; u blijft niet slapen. We hebben locaties in Amsterdam Nieuw-West en in Zaandam. Gesprekken kunnen op een van onze locaties of online.',
    },
    languages: {
      question: 'In welke talen kan ik behandeld worden?',
      answer:
        'U kunt bij ons terecht in het Nederlands, Engels en Turks. Ons team spreekt samen meer dan vijf talen, waaronder Arabisch, Tarifit (Berbers), Farsi en Bulgaars. Spreekt u liever een andere taal? Zet het in uw aanmelding. Dan kijken we wat mogelijk is, soms met een professionele tolk.',
    },
    locations: {
      question: 'Waar zitten jullie?',
      answer:
        'We hebben twee locaties: in Gezondheidscentrum Slotervaart aan de Johan Huizingalaan in Amsterdam Nieuw-West, en in Gezondheidscentrum Kleurrijk in Zaandam-Oost, vlak bij station Kogerveld. Beide gebouwen zijn toegankelijk met een rolstoel. Bij uw aanmelding kiest u de locatie die u het beste uitkomt.',
    },
    'online-sessions': {
      question: 'Kan ik ook online gesprekken hebben?',
      answer:
        'Ja. Veel gesprekken kunnen via een beveiligde videoverbinding. U hebt dan alleen een telefoon, tablet of computer met camera nodig en een rustige plek. Het eerste gesprek en sommige onderzoeken doen we het liefst op een van onze locaties. Uw behandelaar bespreekt met u wat bij u past.',
    },
    'phone-hours': {
      question: 'Wanneer kan ik jullie bellen?',
      answer:
        'U kunt ons bellen op werkdagen van 09.00 tot 12.00 uur en van 13.00 tot 16.30 uur op {phone}. Mailen kan altijd naar {email}. We antwoorden binnen twee werkdagen.',
    },
    crisis: {
      question: 'Wat doe ik als het niet goed gaat en ik niet kan wachten?',
      answer:
        'Ankerlicht GGZ is geen crisisdienst. Hebt u dringend hulp nodig? Bel dan uw huisarts, of ’s avonds, ’s nachts en in het weekend de huisartsenpost. Denkt u aan zelfmoord? Bel gratis 113 Zelfmoordpreventie op 0800-0113, dag en nacht. Is er direct levensgevaar, bel dan 112.',
    },
    'registered-practitioners': {
      question: 'Zijn jullie behandelaars geregistreerd?',
      answer:
        'Ja, voor zover hun beroep dat vraagt. Onze GZ-psychologen, de klinisch psycholoog, de psychotherapeut, de psychiaters en de verpleegkundig specialist GGZ staan in het BIG-register. Onze jeugdprofessionals staan in het Kwaliteitsregister Jeugd (SKJ). U kunt dit zelf nakijken op de websites van deze registers.',
    },
    'referral-adults': {
      question: 'Heb ik een verwijsbrief nodig?',
      answer:
        'Ja. Zonder verwijsbrief betaalt de zorgverzekeraar uw behandeling niet. Vraag de brief aan uw huisarts. Op de brief staan de datum, de AGB-code van de verwijzer en welke psychische aandoening de huisarts bij u vermoedt, volgens de DSM-5 (het handboek dat zorgverleners daarvoor gebruiken). De brief moet gedateerd zijn vóór de start van uw behandeling. U stuurt hem mee met uw aanmelding.',
    },
    'referral-children': {
      question: 'Wie kan mijn kind verwijzen?',
      answer:
        'Tot 18 jaar: uw huisarts, een medisch specialist (bijvoorbeeld de kinderarts), de jeugdarts of een medewerker van het wijkteam of Ouder- en Kindteam. Zij maken een verwijzing naar jeugd-ggz. Tot 18 jaar gaat het via de gemeente en is er geen eigen risico. Vanaf 18 jaar is een verwijzing van de huisarts of een medisch specialist nodig en geldt het eigen risico. Wij helpen jongeren tot 23 jaar. Stuur de verwijsbrief mee met de aanmelding.',
    },
    'how-to-register': {
      question: 'Hoe meld ik mij of mijn kind aan?',
      answer:
        'Vul het aanmeldformulier op deze website in: er is een formulier voor volwassenen en één voor kinderen en jongeren. Voeg de verwijsbrief toe. Lukt dat niet? Bel ons, dan helpen we u. Na uw aanmelding bekijkt ons screeningsteam uw gegevens en nemen we contact met u op.',
    },
    'waiting-time': {
      question: 'Hoe lang is de wachttijd?',
      answer:
        'Voor kinderen en jongeren is de wachttijd nu {childrenWait}. Voor volwassenen is het {adultsWait} vanaf uw aanmelding tot de intake. Is het dringend? Dan proberen we u binnen een week te zien. Op de wachttijdpagina ziet u altijd de actuele stand.',
    },
    'after-registration': {
      question: 'Wat gebeurt er na mijn aanmelding?',
      answer:
        'Ons screeningsteam leest uw aanmelding en de verwijsbrief. Binnen 2 tot 4 weken belt een medewerker u voor een kort gesprek. Daarin bespreken we of wij de juiste hulp kunnen bieden. Zo ja, dan nodigen we u uit voor een intakegesprek zodra er plek is. Zo nee, dan denken we mee over een betere plek.',
    },
    'what-to-have-ready': {
      question: 'Wat heb ik nodig om me aan te melden?',
      answer:
        'Houd bij de hand: de verwijsbrief (als pdf, Word-bestand of foto), uw burgerservicenummer (BSN), de naam van uw zorgverzekeraar en uw adresgegevens. Bij een kind vult de ouder of voogd het formulier in met de gegevens van het kind. Neem bij de intake een geldig identiteitsbewijs mee.',
    },
    'parents-consent': {
      question: 'Moeten beide ouders toestemming geven?',
      answer:
        'Ja, als uw kind jonger is dan 16 jaar en beide ouders gezag hebben. Dat geldt ook als u gescheiden bent. Tussen 12 en 16 jaar geeft ook uw kind zelf toestemming. Vanaf 16 jaar beslist uw kind zelf. Is er onenigheid tussen ouders? Neem dan contact met ons op, dan zoeken we samen een oplossing.',
    },
    'youth-up-to-23': {
      question: 'Mijn kind is 18 jaar of ouder. Welk formulier gebruik ik?',
      answer:
        'Jongeren tot 23 jaar melden zich aan met het formulier voor kind en jeugd. Zo sluit de hulp aan bij hun leeftijd. Vanaf 18 jaar betaalt wel de zorgverzekeraar de behandeling in plaats van de gemeente. Dan geldt ook het eigen risico. Vanaf 18 jaar vult de jongere het formulier bij voorkeur zelf in.',
    },
    'adult-costs': {
      question: 'Wat kost de behandeling voor volwassenen?',
      answer:
        'Uw behandeling valt onder de basisverzekering. U hebt dus geen aanvullende verzekering nodig. Wel betaalt u eerst uw eigen risico, als u dat dit jaar nog niet hebt betaald. De rekening gaat rechtstreeks naar uw zorgverzekeraar. Die stuurt u een rekening voor het eigen risico.',
    },
    deductible: {
      question: 'Wat is het eigen risico?',
      answer:
        'Het eigen risico is het bedrag dat u elk jaar zelf betaalt voordat de basisverzekering uw zorg vergoedt. In {year} is het verplicht eigen risico {amount} per kalenderjaar. Hebt u ook een vrijwillig eigen risico, dan komt dat erbij. Kinderen onder de 18 hebben geen eigen risico. Loopt uw behandeling door in het nieuwe jaar? Elk gesprek telt mee voor het eigen risico van het jaar waarin het plaatsvindt.',
    },
    'child-costs': {
      question: 'Wie betaalt de behandeling van mijn kind?',
      answer:
        'Tot 18 jaar betaalt de gemeente waar uw kind woont. Dat is geregeld in de Jeugdwet. U betaalt zelf niets en er is geen eigen risico. We hebben een contract met acht gemeenten en regio’s, waaronder Amsterdam Nieuw-West en Zaanstreek-Waterland. Woont u ergens anders? Bel ons, dan zoeken we het voor u uit.',
    },
    'insurer-contracts': {
      question: 'Hebben jullie een contract met mijn zorgverzekeraar?',
      answer:
        'We hebben contracten met alle grote zorgverzekeraars. Daardoor wordt uw behandeling volledig vergoed uit de basisverzekering, op het eigen risico na. Let op: voor verzekerden van Menzis en Anderzorg geldt op dit moment een aanmeldstop, omdat het afgesproken budget voor dit jaar is bereikt. Op de pagina Financiering volwassenen staat de volledige lijst.',
    },
    'late-cancellation': {
      question: 'Wat als ik een afspraak moet afzeggen?',
      answer:
        'Zeg uw afspraak uiterlijk 24 uur van tevoren af, telefonisch of per e-mail. Dan kost het niets. Zegt u later af of komt u niet, dan kunnen we {amount} in rekening brengen. Dat bedrag betaalt de zorgverzekeraar of gemeente niet. Bij ziekte of een noodgeval kijken we altijd eerst samen naar uw situatie.',
    },
    'couples-therapy-coverage': {
      question: 'Wordt relatietherapie vergoed?',
      answer:
        'Relatieproblemen alleen worden niet vergoed uit de basisverzekering. Relatietherapie wordt wel vergoed als die deel uitmaakt van de behandeling van een psychische aandoening bij een van u beiden, bijvoorbeeld een depressie. In het intakegesprek bespreken we wat in uw situatie geldt.',
    },
    'what-treatment-looks-like': {
      question: 'Hoe ziet een behandeling eruit?',
      answer:
        'Na de intake maakt u samen met uw behandelaar een behandelplan met doelen. Een gesprek duurt ongeveer 45 minuten, meestal één keer per week of één keer per twee weken. Een korte behandeling is ongeveer 8 tot 12 gesprekken in 3 tot 6 maanden. Is er meer nodig, dan kan de behandeling langer duren. We bekijken regelmatig samen hoe het gaat.',
    },
    methods: {
      question: 'Welke behandelmethoden gebruiken jullie?',
      answer:
        'We werken met methoden waarvan bekend is dat ze helpen. Bijvoorbeeld cognitieve gedragstherapie, EMDR, systeemtherapie, speltherapie en mindfulness. Welke methode past, hangt af van uw klachten en van wat u zelf wilt. Dat bespreken we in de intake.',
    },
    'parent-involvement': {
      question: 'Hoe worden wij als ouders betrokken?',
      answer:
        'Ouders zijn heel belangrijk in de behandeling. We beginnen met een gesprek met u als ouders. Daarna maken we kennis met uw kind. Tijdens de behandeling hebt u regelmatig oudergesprekken en krijgt u tips voor thuis. Hoe jonger het kind, hoe meer we samen met u doen.',
    },
    'school-collaboration': {
      question: 'Werken jullie samen met de school van mijn kind?',
      answer:
        'Als dat helpt, wel. Veel kinderen hebben ook op school last van hun klachten. Met uw toestemming overleggen we met de leerkracht, mentor of intern begeleider. Zo krijgt uw kind thuis en op school dezelfde steun. Zonder uw toestemming delen we niets met school.',
    },
    'change-practitioner': {
      question: 'Wat als het niet klikt met mijn behandelaar?',
      answer:
        'Een goede band met uw behandelaar is belangrijk. Bespreek het eerst met uw behandelaar zelf; vaak helpt dat al. Lukt dat niet, of blijft het niet goed voelen? Vraag dan om een andere behandelaar. We kijken samen naar een oplossing.',
    },
    'not-the-right-place': {
      question: 'Kunnen jullie iedereen helpen?',
      answer:
        'Nee. Soms is andere zorg beter, bijvoorbeeld bij een actieve verslaving, een psychose, ernstige eetproblemen of als iemand direct gevaar loopt. Op de pagina’s over ons behandelaanbod staat wanneer wij niet de juiste plek zijn. In dat geval bespreken we dat eerlijk met u en met uw verwijzer, en denken we mee over waar u wel terechtkunt.',
    },
    'bring-someone': {
      question: 'Mag ik iemand meenemen naar een gesprek?',
      answer:
        'Ja, dat mag. Veel mensen vinden het fijn als hun partner, een familielid of een vriend meekomt naar de intake of naar een gesprek waarin ze terugkijken op de behandeling. Laat het uw behandelaar van tevoren weten. Soms is het juist goed om ook een deel van het gesprek alleen te voeren.',
    },
    'who-sees-my-file': {
      question: 'Wie kan mijn dossier inzien?',
      answer:
        'Alleen de mensen die bij uw behandeling betrokken zijn, en de medewerkers die de administratie daarvan doen. Zij hebben allemaal een beroepsgeheim of geheimhoudingsplicht. Anderen krijgen alleen informatie met uw toestemming, of als de wet dat verplicht. U mag uw eigen dossier altijd inzien en een kopie vragen.',
    },
    retention: {
      question: 'Hoe lang bewaren jullie mijn gegevens?',
      answer:
        'Uw medisch dossier bewaren we 20 jaar, gerekend vanaf de laatste wijziging. Dat staat in de wet (WGBO). Daarna vernietigen we het. Wordt u na de screening niet bij ons behandeld? Dan verwijderen we uw aanmeldgegevens en verwijsbrief binnen een jaar.',
    },
    'insurer-information': {
      question: 'Wat krijgt mijn zorgverzekeraar te zien?',
      answer:
        'Voor de rekening sturen we uw zorgverzekeraar de gegevens die nodig zijn, zoals het soort zorg en de datum. Daar staat standaard ook de hoofdgroep van uw diagnose bij. Wilt u dat niet? Dan kunt u een privacyverklaring tekenen. Uw verzekeraar krijgt dan geen diagnose-informatie. Vraag uw behandelaar ernaar.',
    },
    'gp-information': {
      question: 'Hoort mijn huisarts wat er in de behandeling gebeurt?',
      answer:
        'Alleen als u daar toestemming voor geeft. Meestal sturen we de verwijzer een korte brief bij het begin en aan het einde van de behandeling. Wat erin komt, bespreken we eerst met u. Wilt u dat niet, dan sturen we niets.',
    },
    'what-parents-hear': {
      question: 'Wat vertelt de behandelaar ons als ouders?',
      answer:
        'Bij jonge kinderen bespreken we alles wat belangrijk is met u. Vanaf 12 jaar maken we samen met uw kind afspraken over wat we met u delen. Jongeren moeten er soms op kunnen vertrouwen dat iets tussen hen en de behandelaar blijft. Zijn er zorgen over de veiligheid van uw kind, dan vertellen we u dat altijd.',
    },
    'municipality-information': {
      question: 'Wat weet de gemeente over de behandeling van mijn kind?',
      answer:
        'Voor de betaling krijgt de gemeente alleen de gegevens die nodig zijn: wie de zorg krijgt, welk soort zorg en hoe lang. De gemeente krijgt geen verslagen van gesprekken en geen diagnose.',
    },
  },
} as const;
