/**
 * The e2e tests' backend (playwright.config.ts): `npm run backend` (main.ts) with the test-only
 * endpoints of test-endpoints.ts. Never part of `npm start`.
 */
import { runBackend } from './main.ts';
import { testEndpoints } from './test-endpoints.ts';

const backend = await runBackend(testEndpoints());
console.info(`  Test only     ${backend.url}/__faults, /__settings, /__schedule, /__inspect/registrations`);
