import { describe, expect, it } from 'vitest';
import { scoreGoldSplit } from '../cli/analyze.ts';

/**
 * The frozen test split of the product bench: answers the analyzer was never tuned on. Run
 * only to report the figure (`npx vitest run apps/server/src/analysis/gold-accuracy-test-split.test.ts`
 * or `npm run analyze -- --score --split test`), never while changing the analyzer, or the
 * figure stops measuring unseen answers.
 */
describe('gold accuracy on the frozen test split of the product bench', () => {
  it('keeps the committed cases current and reaches 0.95 exact position and 0.99 mention F1', () => {
    const score = scoreGoldSplit('test');
    console.log(`gold accuracy (${score.lines.join(';').replace(/\s+/g, ' ')})`);
    expect(score.casesFileCurrent).toBe(true);
    expect(score.all.exactPosition).toBeGreaterThanOrEqual(0.95);
    expect(score.all.mentionF1).toBeGreaterThanOrEqual(0.99);
  }, 120_000);
});
