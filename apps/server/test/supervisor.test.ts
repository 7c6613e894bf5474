// `npm start` supervises the server: a killed server comes back, and SIGTERM to the supervisor
// stops both. Runs scripts/supervise.mjs (what npm start runs after preparing) on the real server,
// started by the system's own Node when there is one (it may be older than the pinned Node 24 the
// server needs, as on a fresh machine): the server still runs on the pinned one.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readlinkSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answers, childrenOf, freePort, isAlive, waitFor } from './processes.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const pinnedNode = realpathSync(path.join(root, 'node_modules', 'node', 'bin', 'node'));
/** The first `node` on PATH outside the project's own binaries: what a user's shell runs. */
const systemNode =
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir && !dir.includes('node_modules'))
    .map((dir) => path.join(dir, 'node'))
    .find((file) => existsSync(file)) ?? process.execPath;
let supervisor: ChildProcess | undefined;
let dataDir = '';

afterAll(async () => {
  if (supervisor?.pid) for (const pid of childrenOf(supervisor.pid)) process.kill(pid, 'SIGKILL');
  supervisor?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('supervisor', () => {
  it('restarts a killed server and stops with it on SIGTERM', { timeout: 600_000 }, async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-supervise-'));
    const port = await freePort();
    let output = '';
    supervisor = spawn(systemNode, ['scripts/supervise.mjs', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SCHEDULER: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout?.on('data', (d) => {
      output += d;
    });
    supervisor.stderr?.on('data', (d) => {
      output += d;
    });
    const supervisorPid = supervisor.pid as number;

    expect(await waitFor(() => answers(port))).toBe(true);
    const [first] = childrenOf(supervisorPid);
    expect(first).toBeTypeOf('number');
    expect(realpathSync(readlinkSync(`/proc/${first}/exe`))).toBe(pinnedNode);

    process.kill(first, 'SIGKILL');
    expect(await waitFor(() => output.includes('was killed by SIGKILL'))).toBe(true);
    expect(await waitFor(async () => childrenOf(supervisorPid).length === 1 && (await answers(port)))).toBe(
      true,
    );
    const [second] = childrenOf(supervisorPid);
    expect(second).not.toBe(first);

    const exited = new Promise<number | null>((resolve) => supervisor?.once('exit', resolve));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await waitFor(() => !isAlive(second))).toBe(true);
    expect(output).not.toContain('restart 2');
  });
});
