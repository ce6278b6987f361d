import { describe, expect, it } from 'vitest';
import { perLocale, type FaqEntry } from '@ankerlicht/content';
import { faqAnchor, faqEntryFromHash, filterFaq } from './filterFaq.ts';

const entry = (id: string, overrides: Partial<FaqEntry> = {}): FaqEntry => ({
  id,
  category: 'algemeen',
  department: 'all',
  // English in every language but the two whose search the tests check.
  question: { ...perLocale(() => `Question ${id}`), nl: `Vraag ${id}`, tr: `Soru ${id}` },
  answer: { ...perLocale(() => 'Answer'), nl: 'Antwoord', tr: 'Yanıt' },
  ...overrides,
});

const entries: FaqEntry[] = [
  entry('general'),
  entry('adults', {
    department: 'adults',
    answer: { ...perLocale(() => 'For adults'), nl: 'Voor VOLWASSENEN', tr: 'Yetişkinler için' },
  }),
  entry('children', { department: 'children' }),
  entry('costs', { category: 'kosten', question: { ...perLocale(() => 'Deductible'), nl: 'Eigen risico', tr: 'İLK ödeme' } }),
];

const ids = (list: FaqEntry[]) => list.map((item) => item.id);

describe('filterFaq', () => {
  it('keeps only the chosen category', () => {
    expect(ids(filterFaq(entries, { category: 'kosten', department: 'all', search: '' }, 'nl'))).toEqual(['costs']);
  });

  it('shows a department’s entries and the entries for everyone', () => {
    expect(ids(filterFaq(entries, { category: 'algemeen', department: 'adults', search: '' }, 'nl'))).toEqual([
      'general',
      'adults',
    ]);
    expect(ids(filterFaq(entries, { category: 'algemeen', department: 'children', search: '' }, 'nl'))).toEqual([
      'general',
      'children',
    ]);
    expect(ids(filterFaq(entries, { category: 'algemeen', department: 'all', search: '' }, 'nl'))).toEqual([
      'general',
      'adults',
      'children',
    ]);
  });

  it('searches question and answer case-insensitively, in the visitor’s language only', () => {
    expect(ids(filterFaq(entries, { category: 'algemeen', department: 'all', search: 'volwassenen' }, 'nl'))).toEqual(['adults']);
    expect(ids(filterFaq(entries, { category: 'algemeen', department: 'all', search: '  VRAAG children ' }, 'nl'))).toEqual([
      'children',
    ]);
    expect(ids(filterFaq(entries, { category: 'algemeen', department: 'all', search: 'volwassenen' }, 'en'))).toEqual([]);
  });

  it('lower-cases Turkish the Turkish way (İ is the capital of i)', () => {
    expect(ids(filterFaq(entries, { category: 'kosten', department: 'all', search: 'ilk' }, 'tr'))).toEqual(['costs']);
    expect(ids(filterFaq(entries, { category: 'algemeen', department: 'all', search: 'YETİŞKİNLER' }, 'tr'))).toEqual(['adults']);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterFaq(entries, { category: 'algemeen', department: 'all', search: 'xyz' }, 'nl')).toEqual([]);
  });
});

describe('question anchors', () => {
  it('round-trips an entry through its hash', () => {
    expect(faqAnchor('costs')).toBe('vraag-costs');
    expect(faqEntryFromHash(entries, `#${faqAnchor('costs')}`)?.id).toBe('costs');
    expect(faqEntryFromHash(entries, '#vraag-unknown')).toBeUndefined();
    expect(faqEntryFromHash(entries, '#costs')).toBeUndefined();
  });
});
