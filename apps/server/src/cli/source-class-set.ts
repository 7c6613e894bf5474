/**
 * The hand-labelled cited URLs the source classifier is measured on
 * (`fixtures/sources/cited-urls-labelled.jsonl`). The test split is held out: scored only by
 * `npm run bench:sources`, never by `npm test` and never while the rules are changed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelledSource } from '../analysis/source-class-score.ts';

const FILE = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'fixtures',
  'sources',
  'cited-urls-labelled.jsonl',
);

/** The labelled URLs of one split; the other split's lines are skipped unparsed. */
export function loadLabelledSources(split: LabelledSource['split']): LabelledSource[] {
  const marker = `"split":"${split}"`;
  return readFileSync(FILE, 'utf8')
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line) as LabelledSource);
}
