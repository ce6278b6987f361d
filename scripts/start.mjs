// npm start: the embedded local backend (database, storage, e-mail function, mail inbox, and a
// local screener for the staff inbox), the site's dev server and the staff inbox's dev server
// together. Ctrl+C stops all three.
//
// Every way out stops everything this started: a port already taken (checked before anything
// starts), Ctrl+C, SIGTERM, SIGHUP, the npm process above going away, or one of the two stopping
// on its own. Each child runs in a
// process group of its own (npm → sh → vite, and the backend's maildev), and the whole group is
// signalled: killing only the npm process at the top used to leave the backend and maildev behind.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** The dev server's usual port (site/vite.config.ts); the next free one when it is taken. */
const SITE_PORT = 5173;
const SITE_PORT_TRIES = 20;
/** The staff inbox's usual dev port (staff/vite.config.ts). */
const STAFF_PORT = 5174;
/** The backend's ports and their overrides (supabase/local/server.ts). */
const backendPorts = [
  { name: 'the local backend API', variable: 'LOCAL_BACKEND_PORT', port: 54321 },
  { name: 'the mail catcher (SMTP)', variable: 'MAILDEV_SMTP_PORT', port: 1025 },
  { name: 'the mail inbox', variable: 'MAILDEV_WEB_PORT', port: 1080 },
].map((entry) => ({ ...entry, port: Number(process.env[entry.variable] || entry.port) }));
/** How long a child may take over a graceful stop (the backend closes its database) before SIGKILL. */
const STOP_GRACE_MS = 8000;
/** Process groups need POSIX; on Windows each child is killed on its own. */
const groups = process.platform !== 'win32';

/** Whether nothing listens on port at host. A host this machine lacks (no IPv6) cannot conflict. */
function freeAt(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(!['EADDRINUSE', 'EACCES'].includes(error.code)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Free on the IPv4 and the IPv6 loopback: `localhost` may resolve to either. */
async function portFree(port) {
  return (await freeAt(port, '127.0.0.1')) && (await freeAt(port, '::1'));
}

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

for (const { name, variable, port } of backendPorts) {
  // 0 lets the backend choose a free port itself.
  if (port !== 0 && !(await portFree(port))) {
    fail(
      `port ${port} (${name}) is already in use, probably by another \`npm start\`, \`npm run backend\` ` +
        `or \`supabase start\`. Stop that first, or give the backend other ports, e.g. ${variable}=${port + 10} npm start. ` +
        'Nothing was started.',
    );
  }
}

let sitePort;
for (let port = SITE_PORT; port < SITE_PORT + SITE_PORT_TRIES && sitePort === undefined; port += 1) {
  if (await portFree(port)) sitePort = port;
}
if (sitePort === undefined) {
  fail(`ports ${SITE_PORT}–${SITE_PORT + SITE_PORT_TRIES - 1} for the site's dev server are all in use. Nothing was started.`);
}
if (sitePort !== SITE_PORT) console.info(`Port ${SITE_PORT} is in use: the site runs on port ${sitePort} instead.`);

// The staff inbox (staff/) on an origin of its own: the next free port after 5174, never the site's.
let staffPort;
for (let port = STAFF_PORT; port < STAFF_PORT + SITE_PORT_TRIES && staffPort === undefined; port += 1) {
  if (port !== sitePort && (await portFree(port))) staffPort = port;
}
if (staffPort === undefined) {
  fail(
    `ports ${STAFF_PORT}–${STAFF_PORT + SITE_PORT_TRIES - 1} for the staff inbox's dev server are all in use. Nothing was started.`,
  );
}

const apiPort = backendPorts[0].port;
const childEnv = {
  ...process.env,
  // The site talks to this backend, on whichever port it was given (unless told otherwise).
  ...(process.env.VITE_SUPABASE_URL || apiPort === 0 ? {} : { VITE_SUPABASE_URL: `http://localhost:${apiPort}` }),
  // The e-mail is a doorbell: no personal data, a link to the registration in the staff inbox.
  STAFF_INBOX_URL: process.env.STAFF_INBOX_URL || `http://localhost:${staffPort}`,
};

/**
 * stdin is not passed on: a child in a process group of its own that reads the terminal is
 * stopped by the kernel (SIGTTIN), and Vite reads it for its key shortcuts.
 */
function start(label, args) {
  const child = spawn('npm', args, { stdio: ['ignore', 'inherit', 'inherit'], env: childEnv, detached: groups });
  return { label, child };
}

const children = [
  start('the local backend', ['run', 'backend', '--silent']),
  start("the site's dev server", ['run', 'dev', '-w', '@ankerlicht/site', '--silent', '--', '--port', String(sitePort)]),
  start("the staff inbox's dev server", ['run', 'dev', '-w', '@ankerlicht/staff', '--silent', '--', '--port', String(staffPort)]),
];

/** Sends signal to the child's whole process group; false once nothing of it is left. */
function signalGroup({ child }, signal) {
  if (child.pid === undefined) return false;
  try {
    if (groups) process.kill(-child.pid, signal);
    else if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    else return false;
    return true;
  } catch {
    // ESRCH: no process of that group is left.
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const entry of children) signalGroup(entry, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  // Signal 0 only asks whether any process of the group is still there.
  while (Date.now() < deadline && children.some((entry) => signalGroup(entry, 0))) await sleep(100);
  for (const entry of children) {
    if (signalGroup(entry, 'SIGKILL')) console.error(`npm start: ${entry.label} did not stop in time; killed it.`);
  }
  process.exit(code);
}

for (const entry of children) {
  entry.child.on('error', (error) => {
    console.error(`npm start: could not start ${entry.label}: ${error.message}`);
    void stopAll(1);
  });
  entry.child.on('exit', (code, signal) => {
    if (stopping) return;
    const others = children.filter((other) => other !== entry).map((other) => other.label);
    const list = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(others);
    console.error(`npm start: ${entry.label} stopped (${signal ?? `exit ${code}`}); stopping ${list}.`);
    void stopAll(code || 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));
// `npm start` runs this through `sh -c`, which dies of a SIGTERM sent to npm without passing it
// on: once the process that started this one is gone, nobody is left to stop the children.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stopAll(0);
}, 250).unref();

const [api, smtp, web] = backendPorts.map(({ port }) => port);
console.info(
  `Site: http://localhost:${sitePort}   Backend: http://127.0.0.1:${api}   Mail inbox: http://localhost:${web} (SMTP ${smtp})`,
);
// The backend seeds a local screener (supabase/local/seed.ts) and prints its password and TOTP
// secret under "Staff inbox (local)" once it is up.
console.info(
  `Staff inbox: http://localhost:${staffPort}   sign in as screener@ankerlicht.local; the backend prints the password and the TOTP secret once it is up.`,
);
