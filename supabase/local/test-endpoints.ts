/**
 * Test-only switches of the local backend, not part of what it emulates: only tests and the
 * e2e backend (test-backend.ts) install them, `npm start` never does.
 *
 *   POST /__faults    {"upload":true} or {"mailFailures":3}: the next such events fail (GET: pending)
 *   POST /__settings  {"registrations_per_client_per_hour":100}: private.intake_settings (GET: all)
 *   POST /__schedule  runs the function's scheduled task now: its answer
 *   GET  /__inspect/registrations  {rows, objects, notifications}
 *   GET  /__inspect/audit/<registration id>  [{actor, action}] of the staff inbox's audit log
 *
 *   startLocalBackend({ ...testEndpoints(), … })
 */
import type { Context, Next } from 'hono';
import { answer, type LocalBackendOptions } from './server.ts';

const FAULT_NAMES = ['upload', 'insert', 'uploadAnswerLost', 'insertAnswerLost', 'email', 'mailFailures'] as const;
type FaultName = (typeof FAULT_NAMES)[number];

async function jsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

export function testEndpoints(): Required<Pick<LocalBackendOptions, 'extend' | 'configureFunction'>> {
  const faults = Object.fromEntries(FAULT_NAMES.map((name) => [name, 0])) as Record<FaultName, number>;
  const take = (name: FaultName) => {
    if (faults[name] <= 0) return false;
    faults[name] -= 1;
    return true;
  };
  /**
   * `fail`: the call fails and nothing is stored; `lose`: it is stored, then the answer is lost
   * (the client sees an error), so a retry meets what the first call stored.
   */
  const faulty =
    (fail: FaultName, lose: FaultName, failure: () => Response) =>
    async (c: Context, next: Next): Promise<Response | void> => {
      if (c.req.method !== 'POST') return next();
      if (take(fail)) return failure();
      const losing = take(lose);
      await next();
      if (losing && c.res.ok) c.res = failure();
    };

  return {
    extend(app, { db, scheduledRun }) {
      const storageError = { statusCode: '500', error: 'internal', message: 'Internal Server Error' };
      app.use(
        '/storage/v1/object/*',
        faulty('upload', 'uploadAnswerLost', () => answer({ status: 500, body: storageError })),
      );
      const restError = { code: 'XX000', details: null, hint: null, message: 'internal error (simulated by /__faults)' };
      app.use(
        '/rest/v1/:table',
        faulty('insert', 'insertAnswerLost', () => answer({ status: 500, body: restError })),
      );
      const workerError = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };
      app.use('/functions/v1/send-registration-email', async (c, next) =>
        c.req.method === 'POST' && take('email') ? answer({ status: 500, body: workerError }) : next(),
      );

      app.get('/__faults', () => answer({ status: 200, body: { ok: true, pending: faults } }));
      app.post('/__faults', async (c) => {
        const body = await jsonObject(c.req.raw);
        const valid =
          body !== null &&
          Object.entries(body).every(
            ([name, value]) =>
              (FAULT_NAMES as readonly string[]).includes(name) &&
              (typeof value === 'boolean' || (Number.isInteger(value) && (value as number) >= 0)),
          );
        if (!valid) {
          const message = `Body must be JSON like {"upload":true} or {"mailFailures":3}; faults: ${FAULT_NAMES.join(', ')}`;
          return answer({ status: 400, body: { message } });
        }
        for (const [name, value] of Object.entries(body)) faults[name as FaultName] = Number(value);
        return answer({ status: 200, body: { ok: true, pending: faults } });
      });

      const currentSettings = async () => {
        const sql = `select coalesce(json_object_agg(name, value), '{}'::json) as settings from private.intake_settings`;
        return (await db.query<{ settings: Record<string, number> }>(sql)).rows[0]?.settings ?? {};
      };
      app.get('/__settings', async () => answer({ status: 200, body: { ok: true, settings: await currentSettings() } }));
      app.post('/__settings', async (c) => {
        const body = await jsonObject(c.req.raw);
        const known = await currentSettings();
        if (body === null || Object.entries(body).some(([name, value]) => !(name in known) || !Number.isInteger(value))) {
          const message = `Body must be JSON like {"registrations_per_client_per_hour": 100}; known: ${Object.keys(known).join(', ')}`;
          return answer({ status: 400, body: { message } });
        }
        for (const [name, value] of Object.entries(body)) {
          await db.query('update private.intake_settings set value = $2 where name = $1', [name, value]);
        }
        return answer({ status: 200, body: { ok: true, settings: await currentSettings() } });
      });

      app.post('/__schedule', () => scheduledRun());

      app.get('/__inspect/registrations', async () => {
        const { rows } = await db.query<{ body: unknown }>(
          `select json_build_object(
             'rows', coalesce((select json_agg(r order by r.created_at) from public.registrations r), '[]'::json),
             'objects', coalesce((select json_agg(json_build_object('bucket_id', o.bucket_id, 'name', o.name) order by o.created_at, o.name)
                                  from storage.objects o), '[]'::json),
             'notifications', coalesce((select json_agg(n order by n.created_at) from private.registration_notifications n), '[]'::json)
           ) as body`,
        );
        return answer({ status: 200, body: rows[0]?.body });
      });

      // The staff inbox's audit lines of one registration, oldest first (the staff e2e test's check).
      app.get('/__inspect/audit/:id', async (c) => {
        const { rows } = await db.query('select actor, action from private.audit_log where registration_id = $1 order by id', [
          c.req.param('id'),
        ]);
        return answer({ status: 200, body: rows });
      });
    },

    // Fails the next `mailFailures` sends to the registration inbox at "SMTP" (as a refused message
    // would); mail to the alert address always goes through, so the alert path can be tested.
    configureFunction(config) {
      const sender = config.sender;
      if (sender === null) return;
      config.sender = async (message) => {
        if (message.to === config.mailTo && message.to !== config.alertTo && take('mailFailures')) {
          throw Object.assign(new Error('simulated SMTP failure (/__faults mailFailures)'), {
            code: 'EMESSAGE',
            responseCode: 451,
          });
        }
        await sender(message);
      };
    },
  };
}
