// Prints the JavaScript each route needs before the first interaction (gzip -9), as the bundle
// budget test measures it: `npx tsx scripts/bundle-report.ts [dist]` after a build.
import { entryChunks, formatBudgets, routeBudgets } from '../tests/support/bundleBudget.ts';

const dist = process.argv[2] ?? process.env.SITE_DIST ?? 'site/dist';
console.info(formatBudgets(routeBudgets(dist), entryChunks(dist)));
