import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@ankerlicht/content';
import { registrationCodeMessages } from './messages.ts';
import { registrationMessageCodes } from './schema.ts';

const translations = (locale: string) =>
  JSON.parse(readFileSync(path.resolve('translations', `${locale}.json`), 'utf8')) as Record<string, string>;

describe('registration code messages', () => {
  it('has a message for every code of the shared schema, and no others', () => {
    expect(Object.keys(registrationCodeMessages).sort()).toEqual([...registrationMessageCodes].sort());
  });

  it.each(locales)('translates every code in %s', (locale) => {
    const messages = translations(locale);
    for (const code of registrationMessageCodes) {
      expect(messages[registrationCodeMessages[code].id as string], `${locale} ${code}`).toBeTruthy();
    }
  });
});
