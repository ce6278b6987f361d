import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { packageBoundaries } from './eslint-package-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (file: string) => path.join(repoRoot, file);
const options = [{ functionsDir: at('supabase/functions') }];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const leaves = (from: string, to: string) => ({ message: new RegExp(`' leaves ${escape(from)} for ${escape(to)}: `) });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('package-boundaries', packageBoundaries, {
  valid: [
    { filename: at('site/src/pages/faq/FaqPage.tsx'), code: "import { Page } from '../../shell/Page.tsx';", options },
    { filename: at('site/src/main.tsx'), code: "import { Button } from '@ankerlicht/ui';", options },
    { filename: at('tests/e2e/routes.spec.ts'), code: "import { test } from '../support/site.ts';", options },
    {
      filename: at('packages/ui/src/components/Tabs/Tabs.css.ts'),
      code: "import { vars } from '../../tokens/theme.css.ts';",
      options,
    },
    // Supabase's way to share code between edge functions.
    {
      filename: at('supabase/functions/send-registration-email/handler.ts'),
      code: "import { brand } from '../_shared/brand.ts';",
      options,
    },
    {
      filename: at('supabase/functions/_shared/intake-store.ts'),
      code: "import { REFERRAL_LETTER_BUCKET } from './registration.ts';",
      options,
    },
  ],
  invalid: [
    {
      filename: at('site/src/registration/schema.ts'),
      code: "import { registrationTypes } from '../../../supabase/functions/_shared/registration.ts';",
      options,
      errors: [leaves('@ankerlicht/site', '@ankerlicht/registration')],
    },
    {
      filename: at('packages/ui/src/components/private/Field/renderWithIntl.tsx'),
      code: "import nl from '../../../../../../translations/nl.json';",
      options,
      errors: [leaves('@ankerlicht/ui', '@ankerlicht/translations')],
    },
    {
      // Into a package from the repository's own tooling.
      filename: at('.storybook/preview.tsx'),
      code: "import { AriaRouterBridge } from '../site/src/AriaRouterBridge.tsx';",
      options,
      errors: [leaves('ankerlicht-website', '@ankerlicht/site')],
    },
    {
      // Out of a package to the repository's tooling.
      filename: at('site/vite.config.ts'),
      code: "import { sharedPlugins } from '../vite.shared.ts';",
      options,
      errors: [leaves('@ankerlicht/site', 'ankerlicht-website')],
    },
    {
      // A package's folder, a type import, a re-export, a dynamic import, a type query, vi.mock.
      filename: at('packages/ui/src/index.ts'),
      code: [
        "import * as content from '../../content';",
        "import type { Locale } from '../../content/src/locale.ts';",
        "export { brand } from '../../content/src/brand.ts';",
        "const lazy = () => import('../../../site/src/routes.ts');",
        "type Routes = typeof import('../../../site/src/routes.ts');",
        "vi.mock('../../content/src/brand.ts');",
      ].join('\n'),
      options,
      errors: [
        leaves('@ankerlicht/ui', '@ankerlicht/content'),
        leaves('@ankerlicht/ui', '@ankerlicht/content'),
        leaves('@ankerlicht/ui', '@ankerlicht/content'),
        leaves('@ankerlicht/ui', '@ankerlicht/site'),
        leaves('@ankerlicht/ui', '@ankerlicht/site'),
        leaves('@ankerlicht/ui', '@ankerlicht/content'),
      ],
    },
    {
      // _shared is reached by relative path only from a function, never the other way round.
      filename: at('supabase/functions/_shared/intake-store.test.ts'),
      code: "import { FakeIntakeStore } from '../send-registration-email/fakes.ts';",
      options,
      errors: [leaves('@ankerlicht/registration', 'ankerlicht-website')],
    },
    {
      filename: at('supabase/local/config.ts'),
      code: "import { brand } from '../functions/_shared/brand.ts';",
      options,
      errors: [leaves('ankerlicht-website', '@ankerlicht/registration')],
    },
  ],
});
