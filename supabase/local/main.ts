/**
 * `npm run backend`: the embedded local backend (see server.ts).
 *
 *   --fresh                 throwaway data folder (also: LOCAL_BACKEND_DATA=<dir>)
 *   LOCAL_BACKEND_PORT      API port (54321)
 *   MAILDEV_SMTP_PORT       maildev SMTP port (1025)
 *   MAILDEV_WEB_PORT        maildev web inbox port (1080)
 *   LOCAL_BACKEND_FAULTS=1  enable the test-only /__faults and /__inspect endpoints
 */
import { startLocalBackend, type LocalBackend } from './server.ts';

const fresh = process.argv.includes('--fresh');
let backend: LocalBackend;
try {
  backend = await startLocalBackend({ fresh });
} catch (error) {
  console.error(`Could not start the local backend: ${(error as Error).message}`);
  process.exit(1);
}

console.info(
  [
    'Ankerlicht local backend is running (development only).',
    `  API URL       ${backend.url}`,
    `  anon key      ${backend.anonKey}`,
    `  REST          ${backend.url}/rest/v1/registrations`,
    `  Storage       ${backend.url}/storage/v1/object/referral_letters/…`,
    `  Function      ${backend.url}/functions/v1/send-registration-email`,
    `  Mail inbox    ${backend.mailWebUrl ?? '(no mail catcher)'}  (SMTP port ${backend.mailSmtpPort ?? '-'})`,
    `  Data          ${backend.dataDir}${fresh ? ' (throwaway)' : ''}`,
    process.env.LOCAL_BACKEND_FAULTS === '1' ? `  Test faults   ${backend.url}/__faults, ${backend.url}/__inspect/registrations` : '',
    'Press Ctrl+C to stop.',
  ]
    .filter((line) => line !== '')
    .join('\n'),
);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal}: stopping the local backend…`);
  backend.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
