/**
 * `npm run backend`: the embedded local backend (see server.ts).
 *
 *   --fresh                 throwaway data folder (also: LOCAL_BACKEND_DATA=<dir>)
 *   LOCAL_BACKEND_PORT      API port (54321)
 *   MAILDEV_SMTP_PORT       maildev SMTP port (1025)
 *   MAILDEV_WEB_PORT        maildev web inbox port (1080)
 *   LOCAL_SCHEDULE_SECONDS  seconds between scheduled runs of the e-mail function (60; 0 = off)
 *   LOCAL_BACKEND_FAULTS=1  enable the test-only /__faults, /__settings, /__schedule and /__inspect endpoints
 *   MAIL_TO, ALERT_TO, REGISTRATION_EMAIL_CONTENT, NOTIFY_WINDOW_MINUTES, NOTIFY_RETRY_DELAYS
 *                           passed to the e-mail function
 */
import { startLocalBackend, type LocalBackend } from './server.ts';

// Everything this process and maildev write (database, letters, .eml files) holds personal data:
// owner-only, whatever the shell's umask.
process.umask(0o077);

/** Function settings a developer may try locally, e.g. `REGISTRATION_EMAIL_CONTENT=minimal npm start`. */
const FUNCTION_SETTINGS = ['MAIL_TO', 'ALERT_TO', 'REGISTRATION_EMAIL_CONTENT', 'NOTIFY_WINDOW_MINUTES', 'NOTIFY_RETRY_DELAYS'];
const functionEnv = Object.fromEntries(
  FUNCTION_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
);

const fresh = process.argv.includes('--fresh');
let backend: LocalBackend;
try {
  backend = await startLocalBackend({ fresh, functionEnv });
} catch (error) {
  console.error(`Could not start the local backend: ${(error as Error).message}`);
  process.exit(1);
}

console.info(
  [
    'Ankerlicht local backend is running (development only).',
    `  API URL       ${backend.url}`,
    `  publishable   ${backend.publishableKey}  (the site's key; legacy anon key: ${backend.anonKey})`,
    `  secret key    ${backend.secretKey}  (the function and the schedule only; never in the site; legacy: ${backend.serviceRoleKey})`,
    `  REST          ${backend.url}/rest/v1/registrations`,
    `  Storage       ${backend.url}/storage/v1/object/referral_letters/…`,
    `  Function      ${backend.url}/functions/v1/send-registration-email  (schedule: ${backend.scheduleSeconds > 0 ? `every ${backend.scheduleSeconds} s` : 'off'})`,
    `  Mail inbox    ${backend.mailWebUrl ?? '(no mail catcher)'}  (SMTP port ${backend.mailSmtpPort ?? '-'})`,
    `  Data          ${backend.dataDir}${fresh ? ' (throwaway)' : ''}`,
    process.env.LOCAL_BACKEND_FAULTS === '1'
      ? `  Test only     ${backend.url}/__faults, /__settings, /__schedule, /__inspect/registrations`
      : '',
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
