import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as content from './index.ts';
import { locales } from './locale.ts';

/*
 * Turkish control texts address the visitor formally ("siz"): a button, link or aria-label is a
 * formal imperative (Gönderin, Kaldırın, Kapatın, Temizleyin, Büyütün) or a noun form (Menü,
 * Sonraki slayt, Yeni form), never a bare informal imperative (Gönder, Kaldır, Kapat). The copy
 * review of December 2026 found ten of them (tr1–tr6).
 *
 * Which texts are control texts (the rule, applied below):
 * 1. A message in translations/tr.json whose id's last segment names an action or a control
 *    (CONTROL_SEGMENTS: submit, close, remove, clear, show, hide, start, stop, enlarge, goTo, next,
 *    previous, choose, call, home, search…), or ends in "Link" (a link that reads as a command,
 *    "contactLink", "otherFormLinkAdults");
 * 2. a message the components pass as an aria-label to a landmark, group, tab list, carousel or
 *    gallery (EXTRA_CONTROL_IDS: found with `grep -rn "aria-label\|navigationLabel\|utilityLabel"`
 *    in site/src and packages/ui/src), and the footer's e-mail and phone links;
 * 3. a content string under a key that names a link or button label (CONTENT_CONTROL_KEYS).
 *
 * The check: the verb of a Turkish imperative comes last in its clause, so the last word before
 * any colon ("Büyütün: {alt}") must end in the formal imperative suffix -(y)In(Iz), with the
 * vowel in harmony with the stem (a/ı → ı, e/i → i, o/u → u, ö/ü → ü). A text whose last word
 * is not one is accepted only as a noun form listed, text and all, in NOUN_FORMS; so a new bare
 * imperative ("Kapat") fails whatever its verb, and a changed noun form is looked at again.
 */

const CONTROL_SEGMENTS = new Set([
  'submit',
  'newForm',
  'close',
  'open',
  'remove',
  'removeFile',
  'clear',
  'clearFilters',
  'show',
  'hide',
  'start',
  'stop',
  'enlarge',
  'goTo',
  'next',
  'previous',
  'pickSlide',
  'choose',
  'chooseAnother',
  'mapLoad',
  'call',
  'callEither',
  'callUs',
  'home',
  'search',
  'searchLabel',
  'placeholder',
]);

const EXTRA_CONTROL_IDS = new Set([
  // Links whose id names the contact they open, not the action.
  'footer.email',
  'footer.phone',
  'page.faq.department',
  'page.home.carouselLabel',
  'page.qualityStatute.fullTextLabel',
  'page.registration.waitingTime',
  'page.team.filterLabel',
  'page.treatmentOffer.galleryHeading',
  'shell.language.group',
  'shell.nav.footer',
  'shell.nav.main',
  'shell.utility.label',
  'ui.carousel.slideLabel',
  'ui.skipLink.label',
  'ui.toast.region',
]);

/** Content keys whose strings are the text of a link or a button. */
const CONTENT_CONTROL_KEYS =
  /(?:^|\.)(?:linkLabel|formLinkLabel|registerLabel|waitingTimeLabel|waitingTimeLinkLabel|action\.label)$/;

/** Control texts that are noun forms, by id (or content path): each read and accepted as not a verb. */
const NOUN_FORMS: Readonly<Record<string, string>> = {
  'page.faq.department': 'Sorular kimin için',
  'page.home.carouselLabel': 'Görseller',
  'page.qualityStatute.fullTextLabel': 'Kalite tüzüğünün tam metni',
  'page.registration.newForm': 'Yeni form',
  'page.registration.waitingTime': 'Bekleme süresi ve iletişim',
  'page.team.filterLabel': 'Ekip',
  'page.treatmentOffer.galleryHeading': 'Terapi odasındaki materyaller',
  'shell.logo.home': '{name}, ana sayfa',
  'shell.nav.footer': 'Alt bilgi',
  'shell.nav.main': 'Ana menü',
  'shell.utility.label': 'Telefon ve dil',
  'ui.carousel.next': 'Sonraki slayt',
  'ui.carousel.previous': 'Önceki slayt',
  'ui.carousel.slideLabel': 'Slayt {number}/{count}',
  'ui.imageGallery.next': 'Sonraki görsel',
  'ui.imageGallery.previous': 'Önceki görsel',
  'ui.mobileMenu.open': 'Menü',
  'ui.toast.region': 'Bildirimler (F8)',
  'nav.home': 'Ana sayfa',
  'page.approach.faqLink': 'Sıkça sorulan sorular',
  'page.approach.financingLink': 'Masrafların karşılanması ve sağlık sigortası şirketleri hakkında daha fazla bilgi',
  'content.waitingTimeCards.0.linkLabel': 'Yetişkinler için bekleme süresi hakkında daha fazla bilgi',
  'content.waitingTimeCards.1.linkLabel': 'Çocuklar ve gençler için bekleme süresi hakkında daha fazla bilgi',
  'content.departmentCallsToAction.adults.waitingTimeLabel': 'Yetişkinler için bekleme süresi',
  'content.departmentCallsToAction.children.waitingTimeLabel': 'Çocuklar ve gençler için bekleme süresi',
};

const HARMONY: Readonly<Record<string, string>> = { a: 'ı', ı: 'ı', e: 'i', i: 'i', o: 'u', u: 'u', ö: 'ü', ü: 'ü' };

/** Whether a word is a formal imperative: stem + (y) + I + n (+ Iz), the I in harmony with the stem's last vowel. */
export function isFormalImperative(word: string): boolean {
  const match = /^(\p{L}+?)(y?)([ıiuü])n(?:([ıiuü])z)?$/u.exec(word.toLocaleLowerCase('tr'));
  if (!match) return false;
  const [, stem = '', buffer, vowel, plural] = match;
  const stemVowels = stem.match(/[aıeioöuü]/gu);
  const lastVowel = stemVowels?.at(-1);
  if (!lastVowel || HARMONY[lastVowel] !== vowel || (plural !== undefined && plural !== vowel)) return false;
  // The buffer y comes after a stem ending in a vowel (temizle-y-in), and only there.
  const stemEndsInVowel = /[aıeioöuü]$/u.test(stem);
  return stemEndsInVowel === (buffer === 'y');
}

/** The word that carries the verb: the last word of the clause before a colon, placeholders and tags removed. */
export function verbSlot(text: string): string {
  const plain = text
    .replace(/<\/?\w+>/g, '')
    .replace(/\{[^{}]*\}/g, ' ')
    .split(':')[0]!;
  const words = plain.match(/\p{L}+/gu) ?? [];
  return words.at(-1) ?? '';
}

type Control = { readonly place: string; readonly key: string; readonly text: string };

function trMessages(): Record<string, string> {
  const file = createRequire(import.meta.url).resolve('@ankerlicht/translations/tr.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

export function isControlMessageId(id: string): boolean {
  const last = id.split('.').at(-1)!;
  return CONTROL_SEGMENTS.has(last) || /Link(?:[A-Z]\w*)?$/.test(last) || EXTRA_CONTROL_IDS.has(id);
}

function messageControls(): Control[] {
  return Object.entries(trMessages())
    .filter(([id]) => isControlMessageId(id))
    .map(([id, text]) => ({ place: `translations/tr.json ${id}`, key: id, text }));
}

function contentControls(): Control[] {
  const found: Control[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (
      !Array.isArray(value) &&
      keys.length === locales.length &&
      locales.every((locale) => typeof record[locale] === 'string')
    ) {
      if (CONTENT_CONTROL_KEYS.test(path)) found.push({ place: path, key: path, text: record.tr as string });
      return;
    }
    for (const [key, child] of Object.entries(record)) walk(child, `${path}.${key}`);
  };
  walk(content, 'content');
  return found;
}

function informalControls(controls: readonly Control[]): string[] {
  return controls
    .filter(({ key, text }) => !isFormalImperative(verbSlot(text)) && NOUN_FORMS[key] !== text)
    .map(
      ({ place, text }) =>
        `${place}: "${text}" (last word "${verbSlot(text)}": write the formal imperative -(y)In, or list a noun form in NOUN_FORMS)`,
    );
}

describe('Turkish control texts', () => {
  it('tells formal imperatives from bare ones and from other endings', () => {
    for (const word of [
      'Gönderin',
      'Kaldırın',
      'Kapatın',
      'Temizleyin',
      'Gösterin',
      'Gizleyin',
      'Başlatın',
      'Durdurun',
      'Büyütün',
      'arayın',
      'okuyun',
      'görün',
      'gidin',
      'gönderiniz',
    ]) {
      expect(isFormalImperative(word), word).toBe(true);
    }
    // Bare imperatives, a wrong harmony, a misplaced buffer and nouns.
    for (const word of [
      'Gönder',
      'Kaldır',
      'Kapat',
      'Temizle',
      'Göster',
      'Gizle',
      'Başlat',
      'Durdur',
      'Büyüt',
      'kapatin',
      'gönderın',
      'temizlein',
      'kapatyın',
      'Menü',
      'slayt',
      '',
    ]) {
      expect(isFormalImperative(word), word).toBe(false);
    }
    expect(verbSlot('Büyütün: {alt}')).toBe('Büyütün');
    expect(verbSlot('<link>{number}</link> numarasını arayın')).toBe('arayın');
  });

  it('finds the controls it is meant to check', () => {
    const keys = new Set([...messageControls(), ...contentControls()].map(({ key }) => key));
    for (const id of [
      'page.registration.submit',
      'ui.filePicker.remove',
      'ui.filePicker.removeFile',
      'ui.carousel.start',
      'ui.disclosureBox.show',
      'page.faq.clearFilters',
      'ui.searchField.clear',
      'ui.mobileMenu.close',
      'ui.toast.close',
      'ui.imageGallery.close',
      'ui.imageGallery.enlarge',
    ]) {
      expect(keys, id).toContain(id);
    }
    expect([...keys].filter((key) => key.startsWith('content.')).length).toBeGreaterThanOrEqual(8);
    // A noun form listed for a text that is no longer checked is a stale exception.
    expect(Object.keys(NOUN_FORMS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('every button, link and aria-label in translations/tr.json is a formal imperative or a noun form', () => {
    expect(informalControls(messageControls())).toEqual([]);
  });

  it('every link and button label in the Turkish content is a formal imperative or a noun form', () => {
    expect(informalControls(contentControls())).toEqual([]);
  });
});
