/**
 * `npm run bench:sources -- [--split dev|test] [--misses]`: the source classifier against the
 * hand-labelled cited URLs (`--misses` lists dev's misclassified URLs). Prints, per split, precision and recall of each domain class and page type and the
 * overall accuracy of each. Prints figures only; the dev threshold is in
 * `source-class.test.ts`. The test split is frozen: read it only to report, never to tune.
 */
import { DOMAIN_CLASSES, PAGE_TYPES } from '@sightline/contracts';
import {
  type AxisScore,
  type LabelledSource,
  scoreSourceClasses,
} from '../../apps/server/src/analysis/source-class-score.ts';
import { loadLabelledSources } from '../../apps/server/src/cli/source-class-set.ts';

const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '—');

function printAxis<C extends string>(
  title: string,
  classes: readonly C[],
  score: AxisScore<C>,
  showMisses: boolean,
) {
  console.log(`  ${title}: accuracy ${pct(score.accuracy, 1)}`);
  console.log(
    `    ${'class'.padEnd(16)} ${'n'.padStart(4)} ${'precision'.padStart(10)} ${'recall'.padStart(8)}`,
  );
  for (const cls of classes) {
    const s = score.byClass.get(cls);
    if (!s) continue;
    console.log(
      `    ${cls.padEnd(16)} ${String(s.support).padStart(4)} ${pct(s.correct, s.predicted).padStart(10)} ${pct(s.correct, s.support).padStart(8)}`,
    );
  }
  if (showMisses)
    for (const miss of score.misses) console.log(`    miss ${miss.label} → ${miss.got}  ${miss.url}`);
}

const args = process.argv.slice(2);
const only = args[args.indexOf('--split') + 1] as LabelledSource['split'] | undefined;
const splits: Array<LabelledSource['split']> = args.includes('--split') && only ? [only] : ['dev', 'test'];
// Misses are for writing rules, so only dev's are ever printed.
const showMisses = args.includes('--misses');

for (const split of splits) {
  const score = scoreSourceClasses(loadLabelledSources(split));
  console.log(`${split} (${score.n} URLs)`);
  printAxis('domain class', DOMAIN_CLASSES, score.domain, showMisses && split === 'dev');
  printAxis('page type', PAGE_TYPES, score.page, showMisses && split === 'dev');
}
