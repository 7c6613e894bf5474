import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeAnswer } from './analyze-answer.ts';

interface GoldCase {
  id: string;
  engine: string;
  prompt: string;
  answer: string;
  sources?: Array<{ url: string; title?: string }>;
  brand: { name: string };
  competitors?: string[];
  label: { mentioned: boolean; position: number | null };
}

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const cases: GoldCase[] = readFileSync(
  join(repoRoot, 'fixtures/answers/product-bench-run1-cases.jsonl'),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));

const answerId = (c: GoldCase) => c.id.split('/').slice(0, 3).join('/');
const answerIds = [...new Set(cases.map(answerId))].sort();

function score(subset: GoldCase[]) {
  let exact = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const c of subset) {
    const result = analyzeAnswer({
      engine: c.engine,
      prompt: c.prompt,
      answer: c.answer,
      sources: c.sources,
      brand: c.brand,
      competitors: c.competitors,
    });
    if (result.position === c.label.position) exact++;
    if (result.mentioned && c.label.mentioned) tp++;
    else if (result.mentioned) fp++;
    else if (c.label.mentioned) fn++;
  }
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return {
    cases: subset.length,
    exactPosition: exact / subset.length,
    mentionF1: (2 * precision * recall) / (precision + recall || 1),
  };
}

describe('gold accuracy on the product bench', () => {
  it('reaches 0.90 exact position and 0.99 mention F1 on every case line', () => {
    const all = score(cases);
    // Answers alternate between two halves so each half mixes engines and categories.
    const halfA = score(cases.filter((c) => answerIds.indexOf(answerId(c)) % 2 === 0));
    const halfB = score(cases.filter((c) => answerIds.indexOf(answerId(c)) % 2 === 1));
    const fmt = (s: ReturnType<typeof score>) =>
      `${s.cases} cases, exact position ${s.exactPosition.toFixed(3)}, mention F1 ${s.mentionF1.toFixed(3)}`;
    console.log(`gold accuracy: all ${fmt(all)}; half A ${fmt(halfA)}; half B ${fmt(halfB)}`);
    expect(all.exactPosition).toBeGreaterThanOrEqual(0.9);
    expect(all.mentionF1).toBeGreaterThanOrEqual(0.99);
    expect(halfA.exactPosition).toBeGreaterThanOrEqual(0.9);
    expect(halfB.exactPosition).toBeGreaterThanOrEqual(0.9);
    // 325 full analyses: seconds on a loaded machine, over the 5 s default.
  }, 60_000);
});
