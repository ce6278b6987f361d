// npm start: the embedded local backend (database, storage, e-mail function, mail inbox) and
// the site's dev server together. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'backend', '--silent'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@ankerlicht/site', '--silent'], { stdio: 'inherit' }),
];

let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 2000).unref();
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A process stopped (exit ${code}); stopping the rest.`);
      stopAll(code ?? 1);
    }
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
console.info('Site: http://localhost:5173   Backend: http://127.0.0.1:54321   Mail inbox: http://localhost:1080');
