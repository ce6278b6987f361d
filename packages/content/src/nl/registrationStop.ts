// The words of ../registrationStop.ts in Dutch, the source: the other languages have this structure (a list of things keyed by their ids).
export default {
  registrationStopNotice: {
    title: 'Aanmeldstop Menzis en Anderzorg',
    text: 'Het budget dat we met Menzis hebben afgesproken, is voor dit jaar op. Bent u verzekerd bij Menzis of Anderzorg? Dan kunnen we u op dit moment helaas niet aanmelden. Uw zorgverzekeraar helpt u gratis bij het vinden van een andere zorgaanbieder. Zodra we weer aanmeldingen aannemen, staat dat op deze pagina.',
  },
} as const;
