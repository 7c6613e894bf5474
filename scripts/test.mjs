// `npm test`: types, lint, unused code, unit and integration tests, the web build, then end-to-end
// tests in Chromium.
// Ends with one line `tests: N passed, N failed` summing every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);

const steps = [
  ['types', 'npx', ['tsc', '-b']],
  ['types of benchmarks', 'npx', ['tsc', '-p', 'bench']],
  ['types of end-to-end tests', 'npx', ['tsc', '-p', 'e2e']],
  ['lint', 'npx', ['biome', 'check', '.']],
  // Unused files, exports, types and dependencies (knip.jsonc); a few seconds.
  ['knip (unused code and dependencies)', 'npx', ['knip']],
  // The OpenAPI document as clients get it: written from the routes, linted with Redocly's
  // recommended rules (redocly.yaml), and turned into a typed client that must compile.
  ['openapi document', 'npm', ['run', '--silent', 'openapi']],
  ['openapi lint', 'npm', ['run', '--silent', 'openapi:lint']],
  ['openapi typed client', 'npm', ['run', '--silent', 'openapi:client']],
  [
    'unit and integration',
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ],
  ],
  ['web build', 'npm', ['run', 'build']],
  ['end to end', 'npx', ['playwright', 'test']],
];

let passed = 0;
let failed = 0;
const tally = () => {
  const vitest = path.join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    rmSync(vitest);
  }
  const e2e = path.join(reports, 'playwright.json');
  if (existsSync(e2e)) {
    const r = JSON.parse(readFileSync(e2e, 'utf8'));
    passed += r.stats.expected;
    failed += r.stats.unexpected;
    rmSync(e2e);
  }
};

for (const [name, cmd, args] of steps) {
  if (only.length > 0 && !only.includes(name.split(' ')[0])) continue;
  console.log(`\n── ${name} ──`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
      // Redocly CLI offline: no usage data, no update check.
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    },
  });
  tally();
  if (result.status !== 0) {
    console.log(`\n${name} failed`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
