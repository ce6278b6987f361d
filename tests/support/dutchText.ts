import {
  contractedMunicipalities,
  dutchGlossTerms,
  insurerGroups,
  locales,
  locations,
  teamMembers,
  type Locale,
} from '@ankerlicht/content';
import { languageWords } from '@ankerlicht/content/language-words.testing';

/**
 * Finds Dutch text where a visitor reads English or Turkish (issue 15): the texts of a rendered
 * page as a visitor and a screen reader meet them, and a detector of Dutch words in a text.
 *
 * The detector is narrow on purpose, so that every hit is something an editor fixes. A word counts
 * when it is
 * - a frequent Dutch word or a word of this site's subject, and not also a word of the page's
 *   language ('over', 'door' and 'kind' are English; 'de', 'en' and 'kan' are Turkish), or
 * - a lowercase word spelt the Dutch way: 'ij' (wachttijd, bijdrage), 'ë' or 'ï' (cliënt, suïcidaliteit),
 * and it is not part of a Dutch proper name or a deliberate gloss of the allow-lists below, an
 * abbreviation (GGZ, BSN), a name particle before a name ('van Leeuwen'), a Turkish suffix after an
 * apostrophe ("Nieuw-West’te"), an address (e-mail, URL, site path), or inside an element marked
 * as another language (`lang="nl"`, as the language selector's "Nederlands" is; WCAG 3.1.2).
 */

/** Every language of the locale descriptor but Dutch. */
export type CheckedLocale = Exclude<Locale, 'nl'>;
export const checkedLocales: readonly CheckedLocale[] = locales.filter((locale): locale is CheckedLocale => locale !== 'nl');

/** A text of a page and where a visitor meets it: 'text' (the page's text), 'title', 'alt', 'aria-label', 'meta description'… */
export type PageText = { source: string; text: string };

/** A Dutch word in a text, with the text around it ("…the [wachttijd] is…"). */
export type DutchHit = { word: string; context: string };

// ---------------------------------------------------------------------------------------------
// The words

const words = (list: string): string[] => list.trim().split(/\s+/);

/** Dutch function words: articles, pronouns, prepositions, conjunctions, frequent verbs and adverbs. */
const functionWords = words(`
  aan achter al alle alleen als altijd ander andere anderen anders beide bent bij binnen daar daarna daarnaast
  daarom dan dat de deze die dit doen doet door dus een eerst eerste eigen elkaar elke en er ergens even geen
  geeft gaan gaat graag had hebben hebt heeft het hier hieronder hij hoe hoeft hoeveel hun ieder iedereen iemand
  iets in is je jij jou jouw jullie kan komen komt kunnen kunt laat laten maar maakt maken mag meer meestal met mij
  mijn minder moet moeten mogen na naar naast nemen neemt nergens niet niets nodig nog nooit nu of om omdat onder
  ongeveer ons onze ook op opnieuw over sinds soms staan staat steeds te tegen tijdens toch tot tussen u uit uw
  vaak van vanaf veel verder voor vooraf voordat vooral waar waarin waarmee waarom waarvoor wanneer want was wat
  weer wel welk welke werd weten wie wij wil willen wilt word wordt worden zal ze zelf zich zichzelf zien zij zijn
  zo zoals zodat zonder zou zullen
`);

/** Words of this site's subject (care, insurance, the site itself), days, months and numbers, spelt the Dutch way. */
const siteWords = words(`
  aanbod aandacht aangemeld aanmelden aanmeldformulier aanmelding aanmeldstop aanpak aanspreekpunt aanvullende
  achtergrond actieve afgesproken afspraak afspraken afzeggen akkoord algemene ambulante angst antwoord antwoorden
  arts autisme bang bedoeld bedrag begeleiding begint behandelaanbod behandelaar behandelaars behandeld behandelen
  behandeling behandelingen behandelovereenkomst behandelplan behandelt bekijk bekijken bel belt bellen beperking
  bepalen bereikbaar bereikbaarheid bereikt beroepsgeheim beslissen beslist bespreken beste bestand beter betaalt
  betaling betrokken bevestiging beveiligde bewaken bewaren bewezen bieden bijdrage brengen certificaat cliënt
  cliënten cognitieve contactformulier contracten controleren crisisdienst cultuur datum declareren delen denken
  depressie diagnostiek dient dinsdag directeur divers donderdag dossier dringend drie dwang eetstoornis einde
  eisen erkend erkende ernstige februari financiering formulier formulieren gebeurt gebruik gebruiken gebruikt
  gecontracteerde gedachten gedrag gedragstherapie gegevens geboortedatum gekozen geldige geldt gelden geloof
  gemeente gemeenten gerust gesprek gesprekken gespecialiseerde gevaar gevoelens geven geweld gezag gezin gezinnen
  goed goede gratis groep groot heel hele helpen helpt herkennen herstel hetzelfde hoofdmenu hulp huis huisarts
  huisartsen huisartsenpost informatie ingevuld inhoud intakegesprek intensieve intrekken inzage januari jeugd
  jeugdarts jonge jongeren juiste juli juni kaart keer kennen kennis kernwaarden keurmerk keurmerken kiest kind
  kinderen kindermishandeling klacht klachten klachtenfunctionaris klachtenregeling kleine kort korte kosten
  kwaliteit kwaliteitsstatuut laatste laden langer leert leren leven levensgevaar locatie locaties maand maanden
  maandag maart maximaal medewerker medewerkers medicatie medisch medische meerdere melden meldt mensen
  methodes minuten missie moeite naam naasten nacht nederland nederlands nederlandse nee nieuw nieuwe noodsituaties
  oefenen oefeningen oktober omgaan omgeving ondersteuning onderzoek onderzoeken ongeluk opleidingsinstelling
  opleidingsinstituut opname opent ouder oudergesprekken ouders overleg pagina pas passen patiënt patiënten
  persoonsgegevens plaats plek postcode praktijk praktische praten privacyverklaring probleem problemen proberen
  psychiater psychische psychologische psycholoog psychose reactie recht rechten regelmatig regiebehandelaar
  rekening relaties risico rouw rustig samen samenwerken schermlezer sessies situatie situaties slapen sluiten
  snel somberheid spel spoed spreken stap stappen stoornis stoppen straat sturen tabblad talen taal tarieven
  tekst teksten telefonisch telefoon telefoonnummer terecht terug testen tevreden therapeuten thuis toegankelijkheid
  toestemming toetsenbord twee uitleg uur vast veelgestelde veilig verbinding verklaring verloopt verlies
  verpleegkundig verplicht verslaving verstuur verstuurd versturen verwijsbrief verwijzer verwijzers verwijzing
  verzekeraar verzekering verzenden visie voettekst volgen volgende volgens volledige volwassen volwassenen
  voorbehouden voornaam voorwaarden vorige vraag vraagt vragen vrienden wachten wachttijd wachttijden week weken
  welkom werk werkdagen werken werkt werkwijze wet woensdag woorden zaterdag zelfbeschadiging zelfmoord zetten
  zondag zorg zorgbemiddeling zorgen zorgverzekeraar zorgverzekeraars zorgverzekering
`);

export const dutchWords: ReadonlySet<string> = new Set([...functionWords, ...siteWords]);

/** Lowercase words spelt the Dutch way; capitalised ones are names (Dijkstra, Zoë, Kleurrijk). */
const dutchSpelling = /ij|ë|ï/;
/** English and Turkish words with those spellings. */
const notDutchDespiteSpelling = /^(?:dijital|hijyen|bijuteri|hijab|fiji|naïv|naïe|coöp)/;

/** Dutch name particles: before a capitalised word they belong to a name ('van Leeuwen', 'de Vries'). */
const nameParticles: ReadonlySet<string> = new Set(['van', 'de', 'der', 'den', 'ter', 'ten']);

// ---------------------------------------------------------------------------------------------
// The allow-lists: short and explicit. A finding is fixed in the text, not added here, unless it
// is a Dutch proper name or a deliberate gloss.

/**
 * Proper names that stay as written in every language, matched as written: Dutch bodies, laws and
 * places, and the names content declares the same in every language (insurers and their brands,
 * municipalities, our streets and cities, the team).
 */
export const properNames: readonly string[] = [
  'De Geschillencommissie Zorg',
  'Geschillencommissie Zorg',
  'Landelijk Meldpunt Zorg',
  'Advies- en Klachtenbureau Jeugdzorg',
  'Autoriteit Persoonsgegevens',
  'Zorginstituut Nederland',
  'Veilig Thuis',
  'Ouder- en Kindteam',
  'Ouder- en Kindteams',
  'Jeugdwet',
  'Zorgverzekeringswet',
  'Wkkgz',
  'Nieuw-West',
  'Zaandam-Oost',
  // A file type ("PDF, Word veya resim"), not the Dutch 'word' (becomes): Turkish has no such word.
  'Word',
  ...insurerGroups.flatMap((group) => [group.name, ...group.brands]),
  ...contractedMunicipalities,
  ...locations.flatMap((location) => [location.city, location.street.replace(/\s*\d.*$/, '')]),
  ...teamMembers.map((member) => member.name),
];

// ---------------------------------------------------------------------------------------------
// The detector

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (list: readonly string[]) =>
  [...new Set(list)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');

/** E-mail addresses, URLs, domain names and site paths: not prose, and full of Dutch path words (/over-ons, klachten@). */
const addresses = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  /\bwww\.\S+/g,
  /\b[\w-]+(?:\.[\w-]+)*\.(?:nl|com|org|net|eu|info)\b(?:\/\S*)?/g,
  /(?<![\w/])\/[\w-]+(?:\/[\w-]+)*\/?(?![\w/])/g,
];
const properNamePattern = new RegExp(`(?<![\\p{L}])(?:${alternatives(properNames)})(?![\\p{L}])`, 'gu');
const glossTermPattern = new RegExp(`(?<![\\p{L}-])(?:${alternatives(dutchGlossTerms)})(?![\\p{L}-])`, 'giu');

/** Blanks out a match, keeping the text's length so positions still line up. */
const blank = (match: string) => ' '.repeat(match.length);

/** The text with addresses, proper names and glossed terms blanked out. */
export function withoutAllowedText(text: string): string {
  let result = text;
  for (const pattern of addresses) result = result.replace(pattern, blank);
  result = result.replace(properNamePattern, blank);
  return result.replace(glossTermPattern, (match: string, offset: number, whole: string) => {
    const glossed = /[()]\s*$/.test(whole.slice(0, offset)) || /^\s*[()]/.test(whole.slice(offset + match.length));
    return glossed ? blank(match) : match;
  });
}

/** Word tokens: letters with inner apostrophes ("foto's", "Ankerlicht'in"); hyphens, digits and spaces split. */
const tokenPattern = /[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

/** Whether a word counts as Dutch for a reader of `locale`. */
export function isDutchWord(word: string, locale: CheckedLocale): boolean {
  const lower = word.toLowerCase();
  if (dutchWords.has(lower) && !languageWords[locale].alsoDutch.has(lower)) return true;
  return word === lower && dutchSpelling.test(lower) && !notDutchDespiteSpelling.test(lower);
}

/** Where the Dutch words of a text are (in its NFC form). */
function dutchWordsIn(text: string, locale: CheckedLocale): Array<{ word: string; index: number; length: number }> {
  const cleaned = withoutAllowedText(text);
  const tokens = [...cleaned.matchAll(tokenPattern)].map((match) => ({ raw: match[0], index: match.index }));
  const found: Array<{ word: string; index: number; length: number }> = [];
  tokens.forEach(({ raw, index }, position) => {
    // A suffix after an apostrophe is Turkish grammar on a name ("Nieuw-West’te"), not a word.
    if (/['’]/.test(cleaned[index - 1] ?? '')) return;
    // … and on a word the stem is what counts ("huisarts’ınız").
    const word = raw.split(/['’]/)[0]!;
    // Abbreviations (GGZ, BSN, AGB, EN) and capital letters (U-turn) are not words.
    if (word === word.toUpperCase()) return;
    if (nameParticles.has(word.toLowerCase())) {
      const name = tokens.slice(position + 1).find((token) => !nameParticles.has(token.raw.toLowerCase()));
      if (name && /^\p{Lu}/u.test(name.raw)) return;
    }
    if (isDutchWord(word, locale)) found.push({ word, index, length: raw.length });
  });
  return found;
}

/** The Dutch words in a text as a reader of `locale` meets it, each with the text around it. */
export function findDutch(text: string, locale: CheckedLocale): DutchHit[] {
  const normalised = text.normalize('NFC');
  return dutchWordsIn(normalised, locale).map(({ word, index, length }) => ({
    word,
    context: excerpt(normalised, [{ index, length }]),
  }));
}

/**
 * A text's Dutch as an editor needs it to fix it: the words, and the text with each of them in
 * [brackets] ("…the [wachttijd] [is] five weeks…"). Undefined when the text has none.
 */
export function dutchPassage(text: string, locale: CheckedLocale): { words: string[]; context: string } | undefined {
  const normalised = text.normalize('NFC');
  const found = dutchWordsIn(normalised, locale);
  if (found.length === 0) return undefined;
  return { words: found.map(({ word }) => word), context: excerpt(normalised, found) };
}

/** The text from 50 characters before the first marked word to 50 after the last (at most 300), marks in [brackets]. */
function excerpt(text: string, marks: ReadonlyArray<{ index: number; length: number }>, around = 50, most = 300): string {
  const first = marks[0]!.index;
  const start = Math.max(0, first - around);
  const last = marks.at(-1)!;
  const end = Math.min(text.length, last.index + last.length + around, start + most);
  let marked = '';
  let at = start;
  for (const { index, length } of marks) {
    if (index + length > end) break;
    marked += `${text.slice(at, index)}[${text.slice(index, index + length)}]`;
    at = index + length;
  }
  marked += text.slice(at, end);
  return `${start > 0 ? '…' : ''}${marked.replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`;
}

// ---------------------------------------------------------------------------------------------
// The rendered page's texts

/** Attributes whose text a visitor sees or a screen reader reads. */
const textAttributes: Readonly<Record<string, string>> = {
  alt: 'alt',
  'aria-label': 'aria-label',
  'aria-description': 'aria-description',
  'aria-roledescription': 'aria-roledescription',
  'aria-placeholder': 'placeholder',
  'aria-valuetext': 'aria-valuetext',
  placeholder: 'placeholder',
  title: 'title attribute',
  label: 'label attribute',
};
/** `<meta>` texts shown in search results and link previews. */
const metaTexts: ReadonlySet<string> = new Set([
  'description',
  'og:title',
  'og:description',
  'og:image:alt',
  'twitter:title',
  'twitter:description',
  'twitter:image:alt',
]);
const rawTextElements: ReadonlySet<string> = new Set(['script', 'style']);
const voidElements: ReadonlySet<string> = new Set(words('area base br col embed hr img input link meta param source track wbr'));
/** Elements inside a line of text: the text on either side of them is one sentence. */
const inlineElements: ReadonlySet<string> = new Set(
  words('a abbr b bdi bdo cite code data dfn em i kbd mark q s small span strong sub sup time u'),
);

const namedEntities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity: string, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/** Whether two language tags name the same language ('en' and 'en-GB'). */
const sameLanguage = (tag: string, other: string | undefined) =>
  tag.split('-')[0]!.toLowerCase() === other?.split('-')[0]!.toLowerCase();

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The texts of a prerendered page as a visitor meets them: the `<title>`, the meta description
 * and link-preview texts, the text of the body (closed menus and panels included, as they open;
 * `<noscript>` included), each block a text of its own, and the alt, aria-label, title and
 * placeholder attributes. Left out: scripts, styles, comments, and every element marked as
 * another language than the page's.
 */
export function pageTexts(html: string): PageText[] {
  const pageLang = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
  const source = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<![^>]*>/g, '');
  const texts: PageText[] = [];
  let line = '';
  const flush = (kind = 'text') => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) texts.push({ source: kind, text });
    line = '';
  };
  /** The open elements, each with whether it (or an ancestor) is in another language. */
  const open: Array<{ name: string; foreign: boolean }> = [];
  const isForeign = () => open.at(-1)?.foreign ?? false;
  const tagPattern = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let position = 0;
  for (let match = tagPattern.exec(source); match; match = tagPattern.exec(source)) {
    if (!isForeign()) line += decodeEntities(source.slice(position, match.index));
    position = tagPattern.lastIndex;
    const [, closing, tagName = '', rawAttributes = ''] = match;
    const name = tagName.toLowerCase();
    if (closing) {
      const index = open.findLastIndex((element) => element.name === name);
      if (index >= 0) open.length = index;
      // The document's <title>, not an SVG's.
      if (name === 'title' && !open.some((element) => element.name === 'svg')) flush('title');
      else if (!inlineElements.has(name)) flush();
      continue;
    }
    if (rawTextElements.has(name)) {
      const end = source.toLowerCase().indexOf(`</${name}`, position);
      position = end < 0 ? source.length : end;
      tagPattern.lastIndex = position;
      continue;
    }
    if (!inlineElements.has(name)) flush();
    const attributes = attributesOf(rawAttributes);
    const foreign =
      isForeign() || (attributes.lang !== undefined && attributes.lang !== '' && !sameLanguage(attributes.lang, pageLang));
    if (!foreign) {
      const metaKey = attributes.name ?? attributes.property;
      if (name === 'meta') {
        if (metaKey && metaTexts.has(metaKey) && attributes.content)
          texts.push({ source: `meta ${metaKey}`, text: attributes.content });
      } else {
        for (const [attribute, kind] of Object.entries(textAttributes)) {
          const value = attributes[attribute]?.trim();
          if (value) texts.push({ source: kind, text: value });
        }
        if (name === 'input' && /^(?:button|submit|reset)$/i.test(attributes.type ?? '') && attributes.value) {
          texts.push({ source: 'button', text: attributes.value });
        }
      }
    }
    if (!voidElements.has(name) && !/\/\s*$/.test(rawAttributes)) open.push({ name, foreign });
  }
  if (!isForeign()) line += decodeEntities(source.slice(position));
  flush();
  return texts;
}
