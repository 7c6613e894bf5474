// Idle cost: starts the real server (API, worker and scheduler) on a throwaway data dir, lets it
// settle, then prints the CPU time it used over a window as a share of one core. It asserts nothing.
// Usage: node bench/idle/run.ts [--settle 30] [--window 20]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { answers, freePort, waitFor } from '../../apps/server/test/processes.ts';

const { values } = parseArgs({
  options: { settle: { type: 'string', default: '30' }, window: { type: 'string', default: '20' } },
});
const settleSeconds = Number(values.settle);
const windowSeconds = Number(values.window);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/** User plus system CPU time of a process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
const cpuSeconds = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
};

const dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-idle-'));
const port = await freePort();
const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../apps/server/src/main.ts')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const up = await waitFor(async () => server.exitCode !== null || (await answers(port)));
  if (!up || server.exitCode !== null || !server.pid) throw new Error('the server did not start');
  console.log(`server up on port ${port}; settling for ${settleSeconds} s`);
  await sleep(settleSeconds * 1000);
  const before = await cpuSeconds(server.pid);
  const started = performance.now();
  await sleep(windowSeconds * 1000);
  const used = (await cpuSeconds(server.pid)) - before;
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `idle CPU: ${used.toFixed(2)} s over ${elapsed.toFixed(1)} s = ${((used / elapsed) * 100).toFixed(2)} % of a core`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
