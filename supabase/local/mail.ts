/**
 * maildev: the SMTP catcher with a web inbox, run as a child process (maildev keeps its state in
 * module globals and installs its own signal handlers, so it gets a process of its own).
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import { LOCAL_HOST } from './config.ts';

const require = createRequire(import.meta.url);

export type MailCatcher = {
  smtpPort: number;
  webPort: number;
  /** The web inbox; its REST API is on the same port (test-mail.ts reads it). */
  webUrl: string;
  /** maildev's process. */
  pid: number;
  stop(): Promise<void>;
};

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOCAL_HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on the port on the local address (a refused bind means something does). */
export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    server.listen(port, LOCAL_HOST, () => server.close(() => resolve(true)));
  });
}

/**
 * Waits until both ports are free: a maildev that a previous run is still stopping lets go of them
 * in a moment. Without this, a maildev already on the web port would answer the health check below
 * while ours exits at once with EADDRINUSE, and the mail would vanish the moment the other stops.
 */
async function waitForFreePorts(ports: readonly number[], waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const taken: number[] = [];
    for (const port of ports) if (!(await portIsFree(port))) taken.push(port);
    if (taken.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `maildev cannot start: port ${taken.join(' and ')} on ${LOCAL_HOST} is in use by another process (an earlier backend or maildev still running?)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The last lines maildev wrote to stderr, on one line. */
function tail(stderr: string): string {
  return stderr.trim().split('\n').slice(-3).join(' ');
}

export async function startMaildev(options: {
  smtpPort: number;
  webPort: number;
  mailDir: string;
  /** How long to wait for a port still held by someone else; 10 s unless told. */
  portWaitMs?: number;
  /** Where an exit after a good start is reported (the backend's stderr unless told). */
  report?: (message: string) => void;
}): Promise<MailCatcher> {
  const report = options.report ?? ((message: string) => console.error(message));
  const smtpPort = options.smtpPort === 0 ? await freePort() : options.smtpPort;
  const webPort = options.webPort === 0 ? await freePort() : options.webPort;
  await waitForFreePorts([smtpPort, webPort], options.portWaitMs ?? 10_000);
  await mkdir(options.mailDir, { recursive: true, mode: 0o700 });
  const args = ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', LOCAL_HOST, '--mail-directory', options.mailDir];
  const child = spawn(process.execPath, [require.resolve('maildev/bin/maildev'), ...args, '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
  let stopping = false;
  const up = async () => (await fetch(`http://${LOCAL_HOST}:${webPort}/healthz`).catch(() => null))?.ok === true;
  const deadline = Date.now() + 20_000;
  // Up means our child answers: the ports were free, and it has not exited.
  while (!(await up()) || child.exitCode !== null) {
    const failure =
      child.exitCode !== null ? `exited with code ${child.exitCode}` : Date.now() > deadline ? 'did not start in time' : null;
    if (failure !== null) {
      child.kill('SIGKILL');
      throw new Error(`maildev ${failure}${stderr ? `: ${tail(stderr)}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // From here on nothing else would notice: every e-mail after this would fail to connect.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    report(
      `maildev (SMTP ${smtpPort}, web ${webPort}) stopped unexpectedly (${signal ?? `code ${code}`}); e-mail will not be delivered${stderr ? `: ${tail(stderr)}` : ''}`,
    );
  });
  return {
    smtpPort,
    webPort,
    webUrl: `http://localhost:${webPort}`,
    pid: child.pid ?? -1,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}
