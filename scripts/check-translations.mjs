// Fails when the translations drift from the code:
// - translations/nl.json must equal what @formatjs/cli extracts from the code (Dutch is the source);
// - every other language of the locale descriptor (en.json, tr.json) must have exactly the same ids,
//   none empty, each with the same ICU placeholders and tags as the Dutch source (`formatjs verify`).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// 2 and 3. Every language has exactly Dutch's ids, each with the same placeholders, tags and their
//    types (a plural stays a plural): formatjs's own check, which names each problem.
const files = codes.map((code) => `translations/${code}.json`);
const verify = spawnSync(
  join(root, 'node_modules/.bin/formatjs'),
  ['verify', '--source-locale', defaultLocale, '--missing-keys', '--extra-keys', '--structural-equality', ...files],
  { cwd: root, encoding: 'utf8' },
);
if (verify.status !== 0) problems.push(`formatjs verify:${verify.stdout}${verify.stderr}`.trimEnd());
// formatjs takes an empty text for a translation; a visitor would see nothing.
for (const locale of codes.filter((code) => code !== defaultLocale)) {
  for (const [id, text] of Object.entries(read(locale))) if (text.trim() === '') problems.push(`${locale}.json "${id}" is empty`);
}

if (problems.length) {
  console.error(`Translations are out of step (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const languages = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(codes);
console.info(`Translations complete: ${Object.keys(nl).length} messages in ${languages} with matching placeholders.`);
