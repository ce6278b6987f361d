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

export async function startMaildev(options: { smtpPort: number; webPort: number; mailDir: string }): Promise<MailCatcher> {
  const smtpPort = options.smtpPort === 0 ? await freePort() : options.smtpPort;
  const webPort = options.webPort === 0 ? await freePort() : options.webPort;
  await mkdir(options.mailDir, { recursive: true, mode: 0o700 });
  const args = ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', LOCAL_HOST, '--mail-directory', options.mailDir];
  const child = spawn(process.execPath, [require.resolve('maildev/bin/maildev'), ...args, '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-2000)));
  const up = async () => (await fetch(`http://${LOCAL_HOST}:${webPort}/healthz`).catch(() => null))?.ok === true;
  const deadline = Date.now() + 20_000;
  while (!(await up())) {
    const failure =
      child.exitCode !== null ? `exited with code ${child.exitCode}` : Date.now() > deadline ? 'did not start in time' : null;
    if (failure !== null) {
      child.kill('SIGKILL');
      throw new Error(`maildev ${failure}${stderr ? `: ${stderr.trim().split('\n').slice(-3).join(' ')}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    smtpPort,
    webPort,
    webUrl: `http://localhost:${webPort}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(timer);
    },
  };
}
