// `npm start`: installs what is missing, builds the web app when its sources changed, then runs the
// server (API, worker and scheduler in one process) on the pinned Node 24.
// Runs on any Node >= 18, since on a fresh machine the system Node may be older than the pinned one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const passThrough = process.argv.slice(2).filter((a) => a !== '--dev');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};

const pinnedNode = path.join(root, 'node_modules', 'node', 'bin', 'node');
const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');
if (
  !existsSync(pinnedNode) ||
  !existsSync(installed) ||
  statSync(lock).mtimeMs > statSync(installed).mtimeMs
) {
  console.log('Installing dependencies…');
  run(npm, ['install', '--no-audit', '--no-fund']);
}

const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [path.join(root, 'apps/web'), path.join(root, 'packages/contracts/src')];
const webStale = !existsSync(webIndex) || Math.max(...webSources.map(newest)) > statSync(webIndex).mtimeMs;
if (!dev && webStale) {
  console.log('Building the web app…');
  run(npm, ['run', 'build']);
}

const server = spawn(pinnedNode, ['apps/server/src/main.ts', ...passThrough], {
  cwd: root,
  stdio: 'inherit',
});
if (dev) spawn(npm, ['run', 'dev', '-w', '@sightline/web'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
