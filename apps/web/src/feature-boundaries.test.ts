// The lint rule of biome.json that keeps features apart (docs/decisions.md), run by Biome itself on
// a small tree in a temp folder: it must fail on a cross-feature import and pass on shared ones.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const tree = mkdtempSync(path.join(tmpdir(), 'feature-boundaries-'));
copyFileSync(path.join(root, 'biome.json'), path.join(tree, 'biome.json'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

/** Lints one file written at `file` (under apps/web/src) and returns the restricted-import findings. */
const restricted = (file: string, imported: string): number => {
  const at = path.join(tree, 'apps/web/src', file);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, `import { x } from '${imported}';\n\nexport const y = x;\n`);
  const run = spawnSync(biome, ['lint', '--max-diagnostics=50', at], { cwd: tree, encoding: 'utf8' });
  rmSync(at);
  return (`${run.stdout}${run.stderr}`.match(/lint\/style\/noRestrictedImports/g) ?? []).length;
};

describe('feature boundaries', () => {
  it.each([
    ['features/report/Page.tsx', '../project-detail/format.ts'],
    ['features/prompt-dashboards/ranking/Card.tsx', '../../project-detail/tabs.ts'],
    ['features/auth/register/deep/Step.tsx', '../../../dashboard/x.ts'],
    ['features/report/Page.tsx', '../../features/project-detail/format.ts'],
    ['components/table/Table.tsx', '../../features/report/report-view.ts'],
    ['lib/thing.ts', '../features/report/report-view.ts'],
  ])('%s may not import %s', (file, imported) => {
    expect(restricted(file, imported)).toBe(1);
  });

  it.each([
    ['features/report/Page.tsx', './report-view.ts'],
    ['features/report/Page.tsx', '../../components/charts/RankLineChart.tsx'],
    ['features/prompt-dashboards/ranking/Card.tsx', '../format.ts'],
    ['features/prompt-dashboards/ranking/Card.tsx', '../../../lib/format.ts'],
    ['app/routes.tsx', '../features/report/ReportPage.tsx'],
  ])('%s may import %s', (file, imported) => {
    expect(restricted(file, imported)).toBe(0);
  });
});
