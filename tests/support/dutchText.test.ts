import { describe, expect, it } from 'vitest';
import { checkedLocales, findDutch, isDutchWord, pageTexts, type CheckedLocale } from './dutchText.ts';

/** The detector behind tests/e2e/no-dutch.spec.ts: it finds Dutch, and only Dutch. */

const words = (text: string, locale: CheckedLocale) => findDutch(text, locale).map((hit) => hit.word);

describe('the Dutch-word detector', () => {
  it('flags a Dutch sentence on an English and on a Turkish page', () => {
    const dutch = 'U kunt zich aanmelden via het formulier; de wachttijd is op dit moment ongeveer vijf weken.';
    for (const locale of checkedLocales) {
      expect(words(dutch, locale)).toEqual(expect.arrayContaining(['kunt', 'zich', 'aanmelden', 'het', 'wachttijd', 'weken']));
    }
    // The headings issue 15 found on the English quality statute, and an unexplained clinical term.
    expect(words('Erkende opleidingsinstelling GZ-psycholoog', 'en')).toEqual(['Erkende', 'opleidingsinstelling', 'psycholoog']);
    expect(words('Actieve suïcidaliteit', 'en')).toEqual(['Actieve', 'suïcidaliteit']);
  });

  it('passes English, including words Dutch shares with it', () => {
    const english =
      'Is it over? The door is open and we met in the kind garden of the arts centre; even a week was enough. ' +
      'Your postcode, the date of birth and a word in the dossier: we want to help, free of charge.';
    expect(findDutch(english, 'en')).toEqual([]);
  });

  it('passes Turkish, including words Dutch shares with it and suffixes on Dutch names', () => {
    const turkish =
      'Başvurunuzu form ile yapabilirsiniz; en kısa sürede sizi arayacağız, siz de bizi arayabilirsiniz. ' +
      'Kan testi için aile hekiminize gidin. Amsterdam Nieuw-West’te ve Zaandam’da şubelerimiz var; ' +
      'tedavi planını kâğıt üzerinde veya dijital olarak alırsınız.';
    expect(findDutch(turkish, 'tr')).toEqual([]);
  });

  it('allows Dutch proper names, and glosses only beside their translation', () => {
    expect(findDutch('You can go to De Geschillencommissie Zorg or the Landelijk Meldpunt Zorg.', 'en')).toEqual([]);
    expect(findDutch('First you pay the deductible (eigen risico).', 'en')).toEqual([]);
    expect(findDutch('Önce muafiyet tutarını (eigen risico) ödersiniz.', 'tr')).toEqual([]);
    expect(words('First you pay the eigen risico.', 'en')).toEqual(['eigen', 'risico']);
  });

  it('skips addresses, abbreviations and the particles of names', () => {
    expect(findDutch('E-mail klachten@ankerlicht-ggz.nl or read https://www.ankerlicht-ggz.nl/over-ons.', 'en')).toEqual([]);
    expect(findDutch('See /kind-jeugd/wachttijd and www.thuisarts.nl for more.', 'en')).toEqual([]);
    expect(findDutch('Your BSN, our AGB code and the GGZ; a U-turn.', 'en')).toEqual([]);
    expect(findDutch('Anna de Vries and Piet van der Berg work here.', 'en')).toEqual([]);
  });

  it('knows Dutch spelling beyond its word list, but not in names', () => {
    expect(isDutchWord('wachtlijst', 'en')).toBe(true);
    expect(isDutchWord('financiële', 'tr')).toBe(true);
    expect(isDutchWord('Dijkstra', 'en')).toBe(false);
    expect(isDutchWord('dijital', 'tr')).toBe(false);
  });

  it('names the word and the text around it', () => {
    const [hit] = findDutch('Please read the information about the wachttijd before you register with us today.', 'en');
    expect(hit).toEqual({
      word: 'wachttijd',
      context: 'Please read the information about the [wachttijd] before you register with us today.',
    });
  });
});

describe('the texts of a rendered page', () => {
  const html = `<!doctype html><html lang="en" dir="ltr"><head>
    <title>Waiting time | Ankerlicht GGZ</title>
    <meta name="description" content="How long you wait &amp; why" />
    <script>var wachttijd = 'niet zichtbaar';</script><style>.voor{}</style>
    <!-- een opmerking -->
  </head><body><div id="root">
    <nav aria-label="Main menu"><ul hidden=""><li><a href="/en/over-ons">About us</a></li></ul></nav>
    <h1>Waiting <strong>time</strong></h1><p>Six weeks</p>
    <img src="/x.svg" alt="Mark of the quality statute"/>
    <a lang="nl" href="/wachttijd"><span>Nederlands</span></a>
    <svg><title>Anchor</title><path d="M0 0"/></svg>
  </div></body></html>`;

  it('reads the title, meta description, alt, aria-label and text, block by block', () => {
    expect(pageTexts(html)).toEqual([
      { source: 'title', text: 'Waiting time | Ankerlicht GGZ' },
      { source: 'meta description', text: 'How long you wait & why' },
      { source: 'aria-label', text: 'Main menu' },
      { source: 'text', text: 'About us' },
      { source: 'text', text: 'Waiting time' },
      { source: 'text', text: 'Six weeks' },
      { source: 'alt', text: 'Mark of the quality statute' },
      { source: 'text', text: 'Anchor' },
    ]);
  });

  it('leaves out scripts, styles, comments and text marked as Dutch', () => {
    const all = pageTexts(html)
      .map(({ text }) => text)
      .join(' ');
    expect(all).not.toMatch(/wachttijd|voor|opmerking|Nederlands/);
  });
});
