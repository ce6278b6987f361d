// The words of ../facts.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  phoneHours: {
    text: 'Op werkdagen van 09.00 tot 12.00 uur en van 13.00 tot 16.30 uur',
    // Lower case: the complaints procedure puts it inside a sentence, in brackets.
    shortText: 'ma t/m vr 09.00–12.00 en 13.00–16.30 uur',
  },
  session: {
    text: 'Een gesprek duurt ongeveer 45 minuten. Meestal zien we elkaar één keer per week of één keer per twee weken.',
  },
  cancellation: {
    text: 'Kunt u niet komen? Zeg uw afspraak dan uiterlijk 24 uur van tevoren af. Dat is gratis. Zegt u later af of komt u niet, dan kunnen we {amount} in rekening brengen. Dat bedrag vergoedt de zorgverzekeraar of gemeente niet.',
  },
  deductible: {
    text: 'Vanaf 18 jaar betaalt u eerst het verplicht eigen risico. In {year} is dat {amount} per kalenderjaar. Hebt u een vrijwillig eigen risico gekozen, dan komt dat erbij. Voor kinderen onder de 18 geldt geen eigen risico.',
  },
  funding: {
    text: 'Tot 18 jaar betaalt de gemeente waar uw kind woont de behandeling. Vanaf 18 jaar betaalt de zorgverzekeraar uit de basisverzekering.',
  },
  screeningCall: {
    text: 'Binnen 2 tot 4 weken na uw aanmelding belt iemand van ons screeningsteam u voor een kort telefonisch gesprek.',
  },
  intake: {
    text: 'Als er plek is, volgt het intakegesprek meestal 1 tot 3 weken na de screening.',
  },
  shortTreatment: {
    text: 'Een korte behandeling bestaat uit ongeveer 8 tot 12 gesprekken, verspreid over 3 tot 6 maanden. Is er meer nodig, dan kijken we samen wat bij u past.',
  },
  urgentAppointment: {
    text: 'Bij spoed proberen we u binnen een week te zien. Bel ons dan direct, of laat uw verwijzer bellen.',
  },
  youthConsent: {
    text: 'Is uw kind jonger dan 16 jaar? Dan hebben we toestemming nodig van beide ouders met gezag. Vanaf 12 jaar maken we samen met uw kind afspraken over wat we met u als ouders delen.',
  },
  medicalFileRetention: {
    text: 'We bewaren uw medisch dossier 20 jaar, gerekend vanaf de laatste wijziging. Dat is wettelijk verplicht.',
  },
  treatmentLanguages: {
    text: 'U kunt bij ons behandeld worden in het Nederlands, Engels of Turks. Samen spreekt ons team meer dan vijf talen, waaronder Arabisch, Tarifit (Berbers), Farsi en Bulgaars.',
  },
} as const;
