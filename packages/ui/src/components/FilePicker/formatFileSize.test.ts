import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { localeDescriptors } from '@ankerlicht/content';
import { languageWords } from '@ankerlicht/content/language-words.testing';
import { formatFileSize } from './FilePicker.tsx';

// A chosen file's size is shown beside its name ("tiny.pdf (15 bytes)"). A byte count takes the
// language's plural: the short unit wrote "15 byte" and "0 byte" in English (copy review, en2).
describe('formatFileSize', () => {
  for (const { code, ariaLocale } of localeDescriptors) {
    it(`writes a byte count with the plural of ${code} (${ariaLocale}, the app's react-intl locale)`, () => {
      const intl = createIntl({ locale: ariaLocale, messages: {} });
      for (const [bytes, text] of Object.entries(languageWords[code].byteCounts)) {
        // Intl may put a no-break space between number and unit.
        expect(formatFileSize(Number(bytes), intl).replace(/\s/gu, ' ')).toBe(text);
      }
    });
  }

  it('keeps kilobytes and megabytes short', () => {
    const intl = createIntl({ locale: 'en-GB', messages: {} });
    expect(formatFileSize(240 * 1024, intl).replace(/\s/gu, ' ')).toBe('240 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, intl).replace(/\s/gu, ' ')).toBe('1.5 MB');
  });
});
