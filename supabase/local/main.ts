/**
 * `npm run backend` (and so `npm start`): the embedded local backend (server.ts), with the local
 * screener of seed.ts to sign in to the staff inbox with. `--fresh` gives it a throwaway data
 * folder; its environment variables (ports, data folder, schedule, the function's MAIL_TO, …)
 * are listed in supabase/README.md.
 */
import { pathToFileURL } from 'node:url';
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY, LOCAL_SERVICE_ROLE_KEY } from './config.ts';
import { localScreenerLines, seedLocalScreener } from './seed.ts';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from './server.ts';

/** Function settings a developer may try locally, e.g. `REGISTRATION_EMAIL_CONTENT=minimal npm start`. */
const FUNCTION_SETTINGS = [
  'MAIL_TO',
  'ALERT_TO',
  'REGISTRATION_EMAIL_CONTENT',
  'NOTIFY_WINDOW_MINUTES',
  'NOTIFY_RETRY_DELAYS',
  // npm start sets it to the staff inbox's dev server: the e-mail then links there and holds no personal data.
  'STAFF_INBOX_URL',
];

/**
 * Starts the backend as `npm run backend` does (test-backend.ts adds its test-only options), until
 * SIGINT or SIGTERM. `seedScreener`: make sure the local screener (seed.ts) exists and print how to
 * sign in with it; only `npm run backend` and `npm start` ask for it, never the tests' backends.
 */
export async function runBackend(extra: LocalBackendOptions = {}, { seedScreener = false } = {}): Promise<LocalBackend> {
  // Everything this process and maildev write (database, letters, .eml files) holds personal data:
  // owner-only, whatever the shell's umask.
  process.umask(0o077);
  const functionEnv = Object.fromEntries(
    FUNCTION_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const fresh = process.argv.includes('--fresh');
  const backend = await startLocalBackend({ fresh, functionEnv, ...extra }).catch((error: Error) => {
    console.error(`Could not start the local backend: ${error.message}`);
    return process.exit(1);
  });
  if (seedScreener) {
    await seedLocalScreener(backend.db).catch(async (error: Error) => {
      console.error(`Could not add the local screener: ${error.message}`);
      await backend.stop();
      return process.exit(1);
    });
  }
  const { url, scheduleSeconds } = backend;
  console.info(
    [
      'Ankerlicht local backend is running (development only).',
      `  API URL       ${url}`,
      `  publishable   ${LOCAL_PUBLISHABLE_KEY}  (the site's key; legacy anon key: ${LOCAL_ANON_KEY})`,
      `  secret key    ${LOCAL_SECRET_KEY}  (the function and the schedule only; never in the site; legacy: ${LOCAL_SERVICE_ROLE_KEY})`,
      `  Function      ${url}/functions/v1/send-registration-email  (schedule: ${scheduleSeconds > 0 ? `every ${scheduleSeconds} s` : 'off'})`,
      `  Mail inbox    ${backend.mail?.webUrl ?? '(no mail catcher)'}  (SMTP port ${backend.mail?.smtpPort ?? '-'})`,
      `  Data          ${backend.dataDir}${fresh ? ' (throwaway)' : ''}`,
      ...(seedScreener ? localScreenerLines() : []),
      'Press Ctrl+C to stop.',
    ].join('\n'),
  );

  // stop() is idempotent: a second signal waits for the same shutdown.
  const shutdown = (signal: string) => {
    console.info(`\n${signal}: stopping the local backend…`);
    backend.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  return backend;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runBackend({}, { seedScreener: true });
