import { describe, expect, it } from 'vitest';
import { revealHiddenCharacters } from './visible-text.ts';

describe('revealHiddenCharacters', () => {
  it('shows a right-to-left override, an isolate and zero-width characters by their code point', () => {
    expect(revealHiddenCharacters('06 \u202E87654321')).toBe('06 [U+202E]87654321');
    expect(revealHiddenCharacters('Jan\u2067 de Vries\u2069')).toBe('Jan[U+2067] de Vries[U+2069]');
    expect(revealHiddenCharacters('An\u200Bna\uFEFF')).toBe('An[U+200B]na[U+FEFF]');
    expect(revealHiddenCharacters('a\u0000b\u007Fc\u0085d')).toBe('a[U+0000]b[U+007F]c[U+0085]d');
  });

  it('leaves ordinary text alone: accents, Turkish, Farsi with its non-joiner, emoji, Bulgarian, line breaks and tabs', () => {
    for (const text of [
      'Zoë Çelik-Öztürk',
      'Şükrü Ilgaz',
      'زهرا احمدی',
      // Persian with its zero-width non-joiner (می‌خواهم, "I want"), and an emoji joined by ZWJ.
      'می\u200Cخواهم',
      'familie \u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
      'Мария Иванова',
      'Dorpsstraat 1\n1000 AA Amsterdam',
      'a\tb\r\n',
    ]) {
      expect(revealHiddenCharacters(text)).toBe(text);
    }
  });
});
