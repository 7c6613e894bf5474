// Helpers for tests that run the real server as a child process.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Polls until `check` holds, every 200 ms for up to `seconds` (generous: the machine may be busy). */
export const waitFor = async (check: () => boolean | Promise<boolean>, seconds = 120) => {
  for (let i = 0; i < seconds * 5; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
};

/** Whether the app answers on this port. */
export const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/subscription/plans/`).then(
    (r) => r.ok,
    () => false,
  );

/** Process ids whose parent is `pid` (from /proc). */
export const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
