// Keeps the server running: starts it, and after an exit it did not ask for (a crash, a kill, a
// non-zero exit code) starts it again, waiting longer after each quick failure (1 s doubling to
// 30 s; back to 1 s once a run lasted a minute). SIGINT or SIGTERM stop it and end the supervisor.
// Used by `npm start`; on its own: `node scripts/supervise.mjs apps/server/src/main.ts [args]`.
// Runs on any Node >= 18, like start.mjs, and runs the server on the pinned Node 24 as `npm start`
// does (an older system Node cannot run the server's TypeScript).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const STABLE_AFTER_MS = 60_000;
/** How long the server may take to shut down before it is killed. */
const STOP_TIMEOUT_MS = 20_000;

const say = (line) => console.error(`[supervisor] ${line}`);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The Node the project pins (installed as a package), which runs the server. */
export const pinnedNode = path.join(root, 'node_modules', 'node', 'bin', 'node');

/**
 * Runs `node <args>` under supervision; resolves with the exit code once stopped by a signal or
 * when the server exits 0 on its own (e.g. `--migrate-only`).
 */
export const supervise = ({
  node = existsSync(pinnedNode) ? pinnedNode : process.execPath,
  args,
  cwd,
  onReady = () => {},
}) =>
  new Promise((resolve) => {
    let child;
    let restartTimer;
    let stopping = false;
    let delay = FIRST_DELAY_MS;
    let restarts = 0;

    const start = () => {
      const startedAt = Date.now();
      // The IPC channel carries the server's "ready" message with the URL it serves.
      child = spawn(node, args, { cwd, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
      child.on('message', (message) => {
        if (message?.type === 'ready') onReady(message.url);
      });
      child.on('exit', (code, signal) => {
        child = undefined;
        if (stopping || (code === 0 && !signal)) {
          resolve(code ?? 0);
          return;
        }
        if (Date.now() - startedAt >= STABLE_AFTER_MS) delay = FIRST_DELAY_MS;
        restarts++;
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        say(`the server ${how}; restart ${restarts} in ${delay / 1000} s`);
        restartTimer = setTimeout(start, delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      });
    };

    const stop = (signal) => {
      if (stopping) return;
      stopping = true;
      clearTimeout(restartTimer);
      if (!child) {
        resolve(0);
        return;
      }
      child.kill(signal);
      setTimeout(() => {
        if (child) {
          say(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
          child.kill('SIGKILL');
        }
      }, STOP_TIMEOUT_MS).unref();
    };
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
    start();
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const code = await supervise({ args: process.argv.slice(2), cwd: root });
  process.exit(code);
}
