// Fails when the translations drift from the code:
// - translations/nl.json must equal what @formatjs/cli extracts from the code (Dutch is the source);
// - every other language of the locale descriptor (en.json, tr.json) must have exactly the same ids;
// - every translation must use the same ICU placeholders and tags as the Dutch source.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { defaultLocale, localeDescriptors } from '@ankerlicht/content/locales.js';

const root = new URL('..', import.meta.url).pathname;
const read = (locale) => JSON.parse(readFileSync(join(root, 'translations', `${locale}.json`), 'utf8'));
const problems = [];
const codes = localeDescriptors.map((descriptor) => descriptor.code);

// 1. nl.json is exactly the extraction of the code: the site's and the design system's
//    (translations/nl.json), and the staff app's (staff/translations/nl.json, Dutch only so far).
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
function extractionProblems(script, file) {
  const extracted = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'nl.json');
  const extractArgs = pkg.scripts[script]
    .replace(/^formatjs /, '')
    .match(/'[^']*'|\S+/g)
    .map((arg) => arg.replace(/^'|'$/g, ''));
  const outIndex = extractArgs.indexOf('--out-file');
  extractArgs[outIndex + 1] = extracted;
  execFileSync(join(root, 'node_modules/.bin/formatjs'), extractArgs, { cwd: root, stdio: 'inherit' });
  const fromCode = JSON.parse(readFileSync(extracted, 'utf8'));
  const stored = JSON.parse(readFileSync(join(root, file), 'utf8'));
  const found = [];
  for (const id of Object.keys(fromCode)) {
    if (!(id in stored)) found.push(`${file} lacks "${id}" (run npm run ${script})`);
    else if (stored[id] !== fromCode[id])
      found.push(`${file} "${id}" differs from the code's defaultMessage (run npm run ${script})`);
  }
  for (const id of Object.keys(stored)) {
    if (!(id in fromCode)) found.push(`${file} has "${id}", which no code uses (run npm run ${script})`);
  }
  return found;
}
problems.push(...extractionProblems('i18n:extract', 'translations/nl.json'));
problems.push(...extractionProblems('i18n:extract:staff', 'staff/translations/nl.json'));
const nl = read(defaultLocale);

// 2 and 3. Every language has every id, with the same placeholders.
function signature(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if ('value' in element && element.type !== TYPE.literal && element.type !== TYPE.pound) {
        names.add(`${element.type === TYPE.tag ? 'tag' : 'arg'}:${element.value}`);
      }
      if (element.type === TYPE.tag) walk(element.children);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort().join(',');
}
for (const locale of codes.filter((code) => code !== defaultLocale)) {
  const messages = read(locale);
  for (const [id, source] of Object.entries(nl)) {
    if (!(id in messages)) {
      problems.push(`${locale}.json lacks "${id}"`);
      continue;
    }
    if (messages[id].trim() === '') problems.push(`${locale}.json "${id}" is empty`);
    try {
      if (signature(messages[id]) !== signature(source)) {
        problems.push(`${locale}.json "${id}" has placeholders {${signature(messages[id])}}, Dutch has {${signature(source)}}`);
      }
    } catch (error) {
      problems.push(`${locale}.json "${id}" is not valid ICU: ${error.message}`);
    }
  }
  for (const id of Object.keys(messages)) {
    if (!(id in nl)) problems.push(`${locale}.json has "${id}", which Dutch does not`);
  }
}

if (problems.length) {
  console.error(`Translations are out of step (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const languages = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(codes);
console.info(`Translations complete: ${Object.keys(nl).length} messages in ${languages} with matching placeholders.`);
