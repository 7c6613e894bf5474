// A stray rejection or exception is logged as fatal and ends the process with a non-zero code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const runWith = (fault: string) => {
  const here = import.meta.dirname;
  const script = `
    const { createLogger } = await import(${JSON.stringify(path.join(here, 'logger.ts'))});
    const { exitOnUncaughtErrors } = await import(${JSON.stringify(path.join(here, 'fatal.ts'))});
    exitOnUncaughtErrors(createLogger('info'));
    ${fault}
    setTimeout(() => {}, 10_000);`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
};

describe('uncaught errors', () => {
  it('logs an unhandled rejection and exits non-zero', { timeout: 30_000 }, () => {
    const result = runWith(`Promise.reject(new Error('engine exploded'));`);
    expect(result.status).toBe(1);
    const line = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(line).toMatchObject({ level: 60, msg: 'unhandled promise rejection, exiting' });
    expect(line.err.message).toBe('engine exploded');
  });

  it('logs an uncaught exception and exits non-zero', { timeout: 30_000 }, () => {
    const result = runWith(`setTimeout(() => { throw new Error('bad state'); }, 10);`);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('"msg":"uncaught exception, exiting"');
    expect(result.stdout).toContain('bad state');
  });
});
