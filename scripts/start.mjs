// `npm start`: installs what is missing, builds the web app when its sources changed, migrates the
// database, then runs the server (API, worker and scheduler in one process) on the pinned Node 24,
// restarted by supervise.mjs if it crashes. Each step prints one line; a failing step prints its output.
// Runs on any Node >= 18, since on a fresh machine the system Node may be older than the pinned one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinnedNode, supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const passThrough = process.argv.slice(2).filter((a) => a !== '--dev');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const seconds = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

/** Runs one preparation step quietly: a line saying what it does, then done, or its output and exit. */
const step = (title, cmd, args) => {
  process.stdout.write(`  ${title}… `);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status === 0) {
    console.log(`done (${seconds(Date.now() - started)})`);
    return;
  }
  console.log('failed\n');
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? result.error?.message ?? '');
  process.exit(result.status ?? 1);
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

const lock = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');
const needsInstall =
  !existsSync(pinnedNode) || !existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs;
const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [path.join(root, 'apps/web'), path.join(root, 'packages/contracts/src')];
const needsBuild =
  !dev && (!existsSync(webIndex) || Math.max(...webSources.map(newest)) > statSync(webIndex).mtimeMs);

console.log(needsInstall ? 'Sightline: first start, this takes a few minutes.' : 'Sightline');
if (needsInstall) {
  // The system Node may be older than some packages ask for (Node 24 is installed as one of them):
  // npm's engine warnings about that would bury everything else, so only errors are shown.
  step('Installing dependencies', npm, ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}
if (needsBuild) step('Building the web app', npm, ['run', 'build']);
step('Migrating the database', pinnedNode, ['apps/server/src/main.ts', '--migrate-only']);
console.log('  Starting the server…');

const web = dev ? spawn(npm, ['run', 'dev', '-w', '@sightline/web'], { cwd: root, stdio: 'inherit' }) : null;
const code = await supervise({
  node: pinnedNode,
  args: ['apps/server/src/main.ts', ...passThrough],
  cwd: root,
  onReady: (url) =>
    console.log(`\n  Sightline is running on ${url} (API docs at ${url}/api/docs). Ctrl+C stops it.\n`),
});
web?.kill('SIGTERM');
process.exit(code);
