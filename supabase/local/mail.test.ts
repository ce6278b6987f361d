/**
 * The mail catcher's start and its end: a port someone else holds is a clear failure, not a
 * maildev that seems up because the other one answers, and an exit after the start is reported.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_HOST } from './config.ts';
import { freePort, portIsFree, startMaildev } from './mail.ts';

let mailDir: string;
beforeEach(async () => {
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'ankerlicht-mail-'));
});
afterEach(async () => {
  await rm(mailDir, { recursive: true, force: true });
});

/** Another maildev's web inbox, as far as a health check can tell. */
async function foreignInbox(port: number): Promise<Server> {
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => server.listen(port, LOCAL_HOST, resolve));
  return server;
}

describe('startMaildev', () => {
  it('refuses, naming the port, when another process answers on the web port', async () => {
    const webPort = await freePort();
    const other = await foreignInbox(webPort);
    try {
      const smtpPort = await freePort();
      await expect(startMaildev({ smtpPort, webPort, mailDir, portWaitMs: 300 })).rejects.toThrow(
        new RegExp(`port ${webPort} .* in use by another process`),
      );
      // Nothing of ours was left behind on the other port.
      expect(await portIsFree(smtpPort)).toBe(true);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('starts once a port held a moment longer is let go', async () => {
    const webPort = await freePort();
    const other = await foreignInbox(webPort);
    setTimeout(() => other.close(), 400);
    const mail = await startMaildev({ smtpPort: 0, webPort, mailDir, portWaitMs: 5000 });
    try {
      expect(await (await fetch(`http://${LOCAL_HOST}:${webPort}/healthz`)).json()).toBe(true);
    } finally {
      await mail.stop();
    }
  });

  it('reports an exit after its start, and not a stop it was asked for', async () => {
    const reports: string[] = [];
    const first = await startMaildev({ smtpPort: 0, webPort: 0, mailDir, report: (message) => reports.push(message) });
    process.kill(first.pid, 'SIGKILL');
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatch(
      new RegExp(`maildev \\(SMTP ${first.smtpPort}, web ${first.webPort}\\) stopped unexpectedly \\(SIGKILL\\)`),
    );

    const second = await startMaildev({ smtpPort: 0, webPort: 0, mailDir, report: (message) => reports.push(message) });
    await second.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reports).toHaveLength(1);
    expect(await portIsFree(second.webPort)).toBe(true);
  });
});
