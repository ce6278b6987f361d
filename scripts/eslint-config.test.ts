// What the repository's ESLint configuration must catch: a relative import that leaves its package
// (import-x/no-relative-packages; an edge function's import of supabase/functions/_shared excepted),
// and content drawing an icon from outside its palette.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: repoRoot });

/** The errors of `rule` ESLint reports for `code` written in `file`. */
async function errorsOf(rule: string, file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).length;
}
const boundaryErrors = (file: string, code: string) => errorsOf('import-x/no-relative-packages', file, code);

describe('package boundaries', () => {
  it.each([
    ['site/src/pages/faq/FaqPage.tsx', "import { Page } from '../../shell/Page.tsx';"],
    ['site/src/main.tsx', "import { Button } from '@ankerlicht/ui';"],
    ['tests/e2e/routes.spec.ts', "import { test } from '../support/site.ts';"],
    ['packages/ui/src/components/Tabs/Tabs.css.ts', "import { vars } from '../../tokens/theme.css.ts';"],
    // Supabase's way to share code between edge functions.
    ['supabase/functions/send-registration-email/handler.ts', "import { brand } from '../_shared/brand.ts';"],
    ['supabase/functions/_shared/intake-store.ts', "import { REFERRAL_LETTER_BUCKET } from './registration.ts';"],
  ])('lets %s import %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toBe(0);
  });

  it.each([
    [
      'site/src/registration/schema.ts',
      "import { registrationTypes } from '../../../supabase/functions/_shared/registration.ts';",
    ],
    ['packages/ui/src/components/private/Field/renderWithIntl.tsx', "import nl from '../../../../../../translations/nl.json';"],
    // Into a package from the repository's own tooling, and out of a package to the tooling.
    ['.storybook/preview.tsx', "import { AriaRouterBridge } from '../site/src/AriaRouterBridge.tsx';"],
    ['site/vite.config.ts', "import config from '../vitest.config.ts';"],
    // A type import, a re-export, a dynamic import.
    ['packages/ui/src/index.ts', "import type { Locale } from '../../content/src/locale.ts';"],
    ['packages/ui/src/index.ts', "export { brand } from '../../content/src/brand.ts';"],
    ['packages/ui/src/index.ts', "export const lazy = () => import('../../../site/src/routes.ts');"],
    // _shared is reached by relative path only from a function, never the other way round.
    ['supabase/functions/_shared/intake-store.test.ts', "import { FakeIntakeStore } from '../send-registration-email/fakes.ts';"],
    ['supabase/local/config.ts', "import { brand } from '../functions/_shared/brand.ts';"],
  ])('stops %s from importing %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toBe(1);
  });
});

describe('icons in content', () => {
  it('come from the palette, not from lucide-react directly', async () => {
    const direct = "import { Phone } from 'lucide-react';\nexport const icon = Phone;";
    expect(await errorsOf('no-restricted-imports', 'packages/content/src/crisis.ts', direct)).toBe(1);
    expect(await errorsOf('no-restricted-imports', 'packages/content/src/icons.ts', direct)).toBe(0);
    const fromPalette = "import { Phone } from './icons.ts';\nexport const icon = Phone;";
    expect(await errorsOf('no-restricted-imports', 'packages/content/src/crisis.ts', fromPalette)).toBe(0);
  });
});

describe('the tests\u2019 own modules (*.testing.ts)', () => {
  it('are imported by tests and tests\u2019 helpers only, never by what the site or the staff app ships', async () => {
    const words = "import { languageWords } from '@ankerlicht/content/language-words.testing';\nexport const w = languageWords;";
    const strings =
      "import { visitorFacingStrings } from './visitorFacingStrings.testing.ts';\nexport const s = visitorFacingStrings;";
    expect(await errorsOf('no-restricted-imports', 'site/src/shell/Footer.tsx', words)).toBe(1);
    expect(await errorsOf('no-restricted-imports', 'packages/ui/src/components/FilePicker/FilePicker.tsx', words)).toBe(1);
    expect(await errorsOf('no-restricted-imports', 'staff/src/App.tsx', words)).toBe(1);
    expect(await errorsOf('no-restricted-imports', 'packages/content/src/crisis.ts', strings)).toBe(1);
    expect(await errorsOf('no-restricted-imports', 'site/src/shell/Footer.test.tsx', words)).toBe(0);
    expect(await errorsOf('no-restricted-imports', 'packages/content/src/brand.test.ts', strings)).toBe(0);
    expect(await errorsOf('no-restricted-imports', 'tests/support/dutchText.ts', words)).toBe(0);
  });
});
