/**
 * `npm run accuracy:release`: scores the current analyzer on every labelled set, held-out splits
 * included, and publishes the figures: `docs/accuracy.md` (per set, split and engine, with the
 * releases before) and `packages/contracts/src/published-accuracy.ts` (what the app's "How is it
 * calculated?" texts quote). The only command that reads a held-out split: run it once per
 * analyzer version, after the changes, never to guide them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishedAccuracy } from '@sightline/contracts';
import { ANALYZER_VERSION } from '../analysis/analyze-answer.ts';
import type { GoldScore } from '../analysis/gold-cases.ts';
import {
  GOLD_SETS,
  type GoldSet,
  goldSetPresent,
  loadGoldCases,
  type SplitScore,
  scoreCases,
} from './gold-sets.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const DOC = join(ROOT, 'docs', 'accuracy.md');
const PUBLISHED = join(ROOT, 'packages', 'contracts', 'src', 'published-accuracy.ts');
const COMMAND = 'npm run accuracy:release';
const RELEASES_START = '<!-- releases -->';
const RELEASES_END = '<!-- /releases -->';

interface ScoredSplit {
  set: GoldSet;
  split: string;
  heldOut: boolean;
  score: SplitScore;
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
const f1 = (n: number) => n.toFixed(3);

function row(cells: Array<string | number>): string {
  return `| ${cells.join(' | ')} |`;
}

function scoreRows({ set, split, heldOut, score }: ScoredSplit): string[] {
  const label = `${set.id} ${split}${heldOut ? ' (held out)' : ''}`;
  const line = (engine: string, s: GoldScore) =>
    row([label, engine, s.cases, pct(s.exactPosition), f1(s.mentionF1)]);
  return [
    line(`all (${score.answers} answers)`, score.all),
    ...score.byEngine.map(([engine, s]) => line(engine, s)),
  ];
}

/** One line per release in the doc's history: version, date and each split's exact position. */
function releaseLine(date: string, scored: ScoredSplit[]): string {
  const figures = scored.map(({ set, split, score }) => `${set.id} ${split} ${pct(score.all.exactPosition)}`);
  return `- ${ANALYZER_VERSION} (${date}): ${figures.join(', ')}`;
}

function previousReleases(): string[] {
  if (!existsSync(DOC)) return [];
  const text = readFileSync(DOC, 'utf8');
  const start = text.indexOf(RELEASES_START);
  const end = text.indexOf(RELEASES_END);
  if (start < 0 || end < start) return [];
  return text
    .slice(start + RELEASES_START.length, end)
    .split('\n')
    .filter((line) => line.startsWith('- ') && !line.startsWith(`- ${ANALYZER_VERSION} (`));
}

function accuracyDoc(date: string, scored: ScoredSplit[]): string {
  const sets = [...new Set(scored.map((s) => s.set))];
  return `${[
    '# Analyzer accuracy',
    '',
    `Analyzer **${ANALYZER_VERSION}**, scored on ${date} by \`${COMMAND}\` (this file is written by it).`,
    '',
    'Each labelled answer gives one case per brand it ranks (the expected position), per brand it only',
    'names (mentioned, no position) and up to two category brands it does not name. **Exact position**',
    'is the share of cases where the analyzer gives the labelled position (no position included);',
    '**mention F1** scores whether each brand is named at all. Labels follow',
    '`fixtures/answers/LABELLING.md`.',
    '',
    'A **held-out** split is never read while the analyzer is changed: only this command scores it,',
    'once per analyzer version, and `npm test` does not read it. The dev split is what the analyzer',
    'is tuned on (`npm run analyze -- --score --split dev --errors`).',
    '',
    '## Sets',
    '',
    ...sets.map((set) => `- \`${set.id}\`: ${set.title} (\`fixtures/answers/${set.answersFile}\`).`),
    '',
    '## Figures',
    '',
    row(['Set and split', 'Engine', 'Cases', 'Exact position', 'Mention F1']),
    row(['---', '---', '---:', '---:', '---:']),
    ...scored.flatMap(scoreRows),
    '',
    '## Releases',
    '',
    RELEASES_START,
    releaseLine(date, scored),
    ...previousReleases(),
    RELEASES_END,
  ].join('\n')}\n`;
}

function published(date: string, scored: ScoredSplit[]): PublishedAccuracy {
  return {
    analyzerVersion: ANALYZER_VERSION,
    date,
    heldOut: scored
      .filter((s) => s.heldOut)
      .map(({ set, score }) => ({
        set: set.title,
        answers: score.answers,
        exactPosition: Number(score.all.exactPosition.toFixed(3)),
        mentionF1: Number(score.all.mentionF1.toFixed(3)),
        byEngine: score.byEngine.map(([engine, s]) => ({
          engine,
          exactPosition: Number(s.exactPosition.toFixed(3)),
        })),
      })),
  };
}

function publishedModule(figures: PublishedAccuracy): string {
  return `// Written by \`${COMMAND}\` (apps/server/src/cli/accuracy-release.ts): the analyzer's accuracy
// on labelled answers it was never tuned on, as the app quotes it. Do not edit by hand.
import type { PublishedAccuracy } from './analyzer-accuracy.ts';

export const PUBLISHED_ACCURACY: PublishedAccuracy = ${JSON.stringify(figures, null, 2)};
`;
}

function main(): number {
  const date = new Date().toISOString().slice(0, 10);
  const scored: ScoredSplit[] = GOLD_SETS.filter(goldSetPresent).flatMap((set) =>
    set.splits.map(({ split, heldOut }) => ({
      set,
      split,
      heldOut,
      score: scoreCases(loadGoldCases(set, split)),
    })),
  );
  writeFileSync(DOC, accuracyDoc(date, scored));
  writeFileSync(PUBLISHED, publishedModule(published(date, scored)));
  // The module is written as JSON; the formatter gives it the project's style.
  spawnSync('npx', ['biome', 'format', '--write', PUBLISHED], { cwd: ROOT, stdio: 'ignore' });
  for (const s of scored)
    process.stdout.write(
      `${s.set.id} ${s.split}${s.heldOut ? ' (held out)' : ''}: exact position ${s.score.all.exactPosition.toFixed(3)}, mention F1 ${s.score.all.mentionF1.toFixed(3)}\n`,
    );
  process.stdout.write(`wrote docs/accuracy.md and packages/contracts/src/published-accuracy.ts\n`);
  return 0;
}

if (import.meta.main) process.exitCode = main();
