import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldCaseLines, goldCasesFile, loadGoldCases } from '../cli/analyze.ts';
import { analyzeGoldCase, formatScore, scoreBy } from './gold-cases.ts';

/**
 * The frozen test split of the product bench: answers the analyzer was never tuned on. Run
 * only to report the figure (`npx vitest run apps/server/src/analysis/gold-accuracy-test-split.test.ts`),
 * never while changing the analyzer, or the figure stops measuring unseen answers.
 */
describe('gold accuracy on the frozen test split of the product bench', () => {
  const cases = loadGoldCases('test');

  it('keeps the committed test cases file in step with the gold labels', () => {
    expect(readFileSync(goldCasesFile('test'), 'utf8')).toBe(goldCaseLines(cases));
  });

  it('reaches 0.95 exact position and 0.99 mention F1 on answers it was not tuned on', () => {
    const results = cases.map(analyzeGoldCase);
    const byEngine = scoreBy(results, (c) => c.engine);
    console.log(
      `gold accuracy (test): ${formatScore(byEngine.all)}; ${byEngine.groups.map(([k, s]) => `${k} ${formatScore(s)}`).join('; ')}`,
    );
    expect(byEngine.all.exactPosition).toBeGreaterThanOrEqual(0.95);
    expect(byEngine.all.mentionF1).toBeGreaterThanOrEqual(0.99);
  }, 120_000);
});
