import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { totpFor } from '../../supabase/local/auth.ts';
import { fillForm, m, person } from '../support/registrationForm.ts';

/**
 * `npm start` (scripts/start.mjs) with its ports taken, stopped with Ctrl+C or SIGTERM, or losing
 * one of its two children: it moves the site to a free port or stops with a message, and in every
 * case leaves no process behind. Linux only: the processes are read from /proc.
 */

test.skip(process.platform !== 'linux', 'reads the process table from /proc');
test.describe.configure({ mode: 'serial' });

/** Holds a port the way another program would, or finds it held already (a developer's own npm start). */
async function occupy(port: number): Promise<{ release: () => Promise<void> }> {
  const server = net.createServer();
  const held = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(true));
  });
  return { release: () => (held ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve()) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Proc = { pid: number; ppid: number; pgid: number; command: string };

/** Every process on the machine, from /proc (pid, parent, process group, command line). */
async function processes(): Promise<Proc[]> {
  const list: Proc[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: the fields after the last ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = (await readFile(`/proc/${name}/cmdline`, 'utf8')).replaceAll('\0', ' ').trim();
      if (fields[0] === 'Z') continue;
      list.push({ pid: Number(name), ppid: Number(fields[1]), pgid: Number(fields[2]), command });
    } catch {
      // Gone while reading.
    }
  }
  return list;
}

/** root and everything below it, and every process in one of their process groups. */
async function tree(root: number): Promise<Proc[]> {
  const all = await processes();
  const found = new Map<number, Proc>();
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    for (const proc of all) {
      if ((proc.pid === pid || proc.ppid === pid) && !found.has(proc.pid)) {
        found.set(proc.pid, proc);
        if (proc.pid !== pid) queue.push(proc.pid);
      }
    }
  }
  const groups = new Set([...found.values()].map((proc) => proc.pgid));
  for (const proc of all) if (groups.has(proc.pgid) && proc.pgid !== process.pid) found.set(proc.pid, proc);
  return [...found.values()];
}

/** What is still alive of a tree taken earlier (by pid, or by process group for late starters). */
async function survivors(taken: Proc[]): Promise<Proc[]> {
  const pids = new Set(taken.map((proc) => proc.pid));
  const groups = new Set(taken.map((proc) => proc.pgid).filter((pgid) => pgid !== process.pid));
  return (await processes()).filter((proc) => pids.has(proc.pid) || groups.has(proc.pgid));
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };
type Started = { child: ChildProcess; output: () => string; exited: Promise<Exit>; dataDir: string };

/**
 * `npm start` in a process group of its own (as a terminal runs it), with the backend on free
 * ports (unless a test sets them) and a throwaway data folder: never a developer's own data.
 */
async function npmStart(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-start-'));
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      LOCAL_BACKEND_DATA: dataDir,
      LOCAL_SCHEDULE_SECONDS: '0',
      LOCAL_BACKEND_PORT: String(await freePort()),
      MAILDEV_SMTP_PORT: String(await freePort()),
      MAILDEV_WEB_PORT: String(await freePort()),
      NO_COLOR: '1',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited, dataDir };
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, started: Started, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (started.child.exitCode !== null) throw new Error(`npm start exited before ${what}:\n${started.output()}`);
    if (Date.now() > deadline) {
      const tries = [...lastTry].map(([url, outcome]) => `${url}: ${outcome}`).join('\n');
      throw new Error(`no ${what} within ${ms} ms.\nLast answers:\n${tries}\nOutput:\n${started.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What each URL `ok` tried last answered, or why it did not: for the message when a wait runs out. */
const lastTry = new Map<string, string>();

// Each try gives up after 5 s, so that one request a starting server leaves hanging does not
// use up the whole wait: `until` tries again.
const ok = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    async (response) => {
      lastTry.set(url, `${new Date().toISOString()} HTTP ${response.status}`);
      await response.body?.cancel();
      return response.ok ? true : undefined;
    },
    (error: Error) => {
      lastTry.set(url, `${new Date().toISOString()} ${error.name}: ${error.message} ${String(error.cause ?? '')}`);
      return undefined;
    },
  );

/**
 * Waits until the site and the backend of a started npm start answer; their ports and processes.
 * When they do not, it stops everything npm start began, so one failed test leaves no servers on
 * the ports the next test expects free.
 */
async function untilRunning(started: Started) {
  try {
    return await answering(started);
  } catch (error) {
    for (const proc of await tree(started.child.pid as number)) {
      try {
        process.kill(proc.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    throw error;
  }
}

async function answering(started: Started) {
  // Each port from its own printed line: the lines arrive in chunks, so one may be there before the next.
  const printed = (what: string, line: RegExp) => until(what, () => line.exec(started.output())?.[1], started).then(Number);
  const sitePort = await printed('the site port', /Site: http:\/\/localhost:(\d+)/);
  const apiPort = await printed('the backend port', /Backend: http:\/\/127\.0\.0\.1:(\d+)/);
  const staffPort = await printed("the staff inbox's port", /Staff inbox: http:\/\/localhost:(\d+)/);
  await until('the dev server', () => ok(`http://localhost:${sitePort}/`), started);
  await until("the staff inbox's dev server", () => ok(`http://localhost:${staffPort}/`), started);
  await until('the backend', () => ok(`http://127.0.0.1:${apiPort}/health`), started);
  const taken = await tree(started.child.pid as number);
  return { sitePort, staffPort, taken };
}

/** Starts npm start with 5173 taken and waits until the site and the backend answer. */
async function runningWithSitePortTaken() {
  const blocker = await occupy(5173);
  const started = await npmStart();
  return { started, blocker, ...(await untilRunning(started)) };
}

async function cleanUp(started: Started, taken: Proc[]) {
  // Whatever a failed test left: never let it outlive the run.
  for (const proc of await survivors(taken)) {
    try {
      process.kill(proc.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await rm(started.dataDir, { recursive: true, force: true });
}

test('moves the site to a free port when 5173 is taken, and Ctrl+C leaves no process behind', async () => {
  test.setTimeout(180_000);
  const { started, blocker, sitePort, staffPort, taken } = await runningWithSitePortTaken();
  try {
    expect(sitePort).not.toBe(5173);
    expect(started.output()).toContain('Port 5173 is in use: the site runs on port');
    // The staff inbox on an origin of its own, never the site's port; staff only, never indexed.
    expect(staffPort).not.toBe(sitePort);
    expect(await (await fetch(`http://localhost:${staffPort}/`)).text()).toContain(
      '<meta name="robots" content="noindex, nofollow" />',
    );
    // The backend (npm → tsx → node, and maildev) and the dev server (npm → sh → vite).
    expect(taken.some((proc) => proc.command.includes('maildev'))).toBe(true);
    expect(taken.some((proc) => /\bvite\b/.test(proc.command))).toBe(true);

    // Ctrl+C: the terminal signals the foreground process group.
    process.kill(-(started.child.pid as number), 'SIGINT');
    // npm ends by the same signal (as after Ctrl+C in a terminal); scripts/start.mjs exits 0.
    expect([
      { code: 0, signal: null },
      { code: null, signal: 'SIGINT' },
    ]).toContainEqual(await started.exited);
    await expect.poll(async () => (await survivors(taken)).map((proc) => proc.command), { timeout: 15_000 }).toEqual([]);
  } finally {
    await blocker.release();
    await cleanUp(started, taken);
  }
});

test('SIGTERM to npm start stops every child', async () => {
  test.setTimeout(180_000);
  const { started, blocker, taken } = await runningWithSitePortTaken();
  try {
    // As a process manager or `kill` does: the top process only.
    process.kill(started.child.pid as number, 'SIGTERM');
    await started.exited;
    await expect.poll(async () => (await survivors(taken)).map((proc) => proc.command), { timeout: 15_000 }).toEqual([]);
  } finally {
    await blocker.release();
    await cleanUp(started, taken);
  }
});

test('a crashed dev server takes the backend down with it', async () => {
  test.setTimeout(180_000);
  const { started, blocker, taken, sitePort } = await runningWithSitePortTaken();
  try {
    // The site's vite, not the staff inbox's: each runs with its own --port.
    const vite = taken.find(
      (proc) => /\bvite\b/.test(proc.command) && !proc.command.startsWith('npm') && proc.command.includes(`--port ${sitePort}`),
    );
    expect(vite, JSON.stringify(taken)).toBeDefined();
    process.kill(vite?.pid as number, 'SIGKILL');
    expect((await started.exited).code).not.toBe(0);
    expect(started.output()).toContain("the site's dev server stopped");
    await expect.poll(async () => (await survivors(taken)).map((proc) => proc.command), { timeout: 15_000 }).toEqual([]);
  } finally {
    await blocker.release();
    await cleanUp(started, taken);
  }
});

test('stops with a message, starting nothing, when the backend port 54321 is taken', async () => {
  test.setTimeout(60_000);
  const blocker = await occupy(54321);
  // The default API port, so the check is the one a developer meets.
  const started = await npmStart({ LOCAL_BACKEND_PORT: '' });
  let taken: Proc[] = [];
  try {
    // Whatever it started before noticing, it has to be gone once it exits.
    while (started.child.exitCode === null) {
      taken = [...taken, ...(await tree(started.child.pid as number))];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await started.exited).code).toBe(1);
    expect(started.output()).toContain('port 54321 (the local backend API) is already in use');
    expect(started.output()).toContain('LOCAL_BACKEND_PORT=');
    expect(started.output()).toContain('Nothing was started.');
    expect(taken.some((proc) => /\bvite\b|maildev|supabase\/local\/main/.test(proc.command))).toBe(false);
    expect(await survivors(taken)).toEqual([]);
  } finally {
    await blocker.release();
    await cleanUp(started, taken);
  }
});

test('a registration typed on its site rings the doorbell, and the printed screener opens it in the staff inbox', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const mailPort = await freePort();
  // The schedule (retries, alerts) off: the e-mail must come from the registration itself.
  const started = await npmStart({ MAILDEV_WEB_PORT: String(mailPort) });
  let taken: Proc[] = [];
  try {
    const running = await untilRunning(started);
    taken = running.taken;
    const who = person('adults');
    await page.goto(`http://localhost:${running.sitePort}/en/aanmelden-volwassenen`);
    await fillForm(page, 'en', 'adults', who);
    await page.getByRole('button', { name: m('en', 'submit') }).click();
    await expect(page.getByText(m('en', 'successTitle'))).toBeVisible({ timeout: 30_000 });
    // The backend's mail catcher, as the printed "Mail inbox" shows it (a throwaway backend: one mail).
    type Mail = { subject: string; text: string };
    const mail = await until(
      'the e-mail',
      async () => {
        const mails = (await (await fetch(`http://localhost:${mailPort}/email`)).json()) as Mail[];
        return mails.find((candidate) => candidate.subject.includes('Nieuwe aanmelding'));
      },
      started,
      60_000,
    );
    expect(mail.subject).toContain('Nieuwe aanmelding: Volwassenen');
    // A doorbell: no name in the e-mail, a link to the registration in the staff inbox.
    expect(mail.text).not.toContain(who.familyName);
    const link = new RegExp(`http://localhost:${running.staffPort}/registraties/[0-9a-f-]{36}`).exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    // The sign-in the backend printed, and a code from the printed secret.
    const printed = (label: string) => new RegExp(`^\\s+${label}\\s+(\\S+)`, 'm').exec(started.output())?.[1] ?? '';
    await page.goto(link as string);
    await page.getByLabel('E-mailadres').fill(printed('e-mail'));
    await page.getByLabel('Wachtwoord').fill(printed('password'));
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.getByLabel(/^Code/).fill(totpFor(printed('TOTP secret')).generate());
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Aanmelding [0-9a-f]{8} van/ })).toBeVisible();
    await expect(page.getByText(who.familyName, { exact: false }).first()).toBeVisible();
  } finally {
    process.kill(-(started.child.pid as number), 'SIGINT');
    await started.exited;
    await cleanUp(started, taken);
  }
});
