// Merges new messages into translations/<code>.json for every language of the locale descriptor
// (@ankerlicht/content/locales.js), sorted by id as `formatjs extract` sorts nl.json.
// Usage: node scripts/add-translations.mjs messages.json
//   where messages.json is { "ui.toast.close": { "nl": "Sluiten", "en": "Close", "tr": "Kapat" }, … }
// The Dutch text must equal the defaultMessage in the code (npm run i18n:check verifies it).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { localeDescriptors } from '@ankerlicht/content/locales.js';

const [input] = process.argv.slice(2);
if (!input) {
  console.error('Usage: node scripts/add-translations.mjs messages.json');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(input, 'utf8'));
const codes = localeDescriptors.map((descriptor) => descriptor.code);
for (const locale of codes) {
  const file = new URL(`../translations/${locale}.json`, import.meta.url);
  const current = JSON.parse(readFileSync(file, 'utf8'));
  for (const [id, texts] of Object.entries(additions)) {
    if (typeof texts[locale] !== 'string' || texts[locale].trim() === '') {
      console.error(`${id} has no ${locale} text`);
      process.exit(1);
    }
    current[id] = texts[locale];
  }
  // By UTF-16 code units, as `formatjs extract` writes nl.json, so a merge moves no other line.
  const sorted = Object.fromEntries(Object.entries(current).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const temp = new URL(`../translations/.${locale}.${process.pid}.tmp`, import.meta.url);
  writeFileSync(temp, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(temp, file);
}
console.info(`Merged ${Object.keys(additions).length} messages into translations/{${codes.join(',')}}.json`);
