/**
 * `npm run bench:analysis [-- --runs N]`: analyses every answer of the vendored product
 * bench N times and prints throughput and per-answer latency. Prints figures only; it
 * asserts nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of the analyzer's input this benchmark fills in. */
interface AnalyzeAnswerInput {
  engine: string;
  prompt: string;
  answer: string;
  sources?: Array<{ url: string; title?: string }>;
  brand: { name: string };
  competitors?: string[];
}

interface BenchAnswer {
  id: string;
  engine: string;
  prompt: string;
  answer: string;
  sources?: Array<{ url: string; title?: string }>;
  category_brands?: string[];
}

const repoRoot = join(import.meta.dirname, '..', '..');

// Loaded by path at run time: the bench type-checks as its own project, which cannot
// include the server's sources.
const analyzerModule = pathToFileURL(join(repoRoot, 'apps/server/src/analysis/analyze-answer.ts')).href;
const { analyzeAnswer } = (await import(analyzerModule)) as {
  analyzeAnswer: (input: AnalyzeAnswerInput) => unknown;
};

/** Real answers: each analysed for the first brand of its category against the others. */
function productBenchInputs(): AnalyzeAnswerInput[] {
  const file = join(repoRoot, 'fixtures/answers/product-bench-run1.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as BenchAnswer)
    .map((row) => {
      const [brand = 'Unknown', ...competitors] = row.category_brands ?? [];
      return {
        engine: row.engine,
        prompt: row.prompt,
        answer: row.answer,
        sources: row.sources,
        brand: { name: brand },
        competitors,
      };
    });
}

/**
 * Answers produced by the sandbox engine, to be added once it can generate them here.
 * Kept apart so the product bench figures stay comparable across versions.
 */
function sandboxInputs(): AnalyzeAnswerInput[] {
  return [];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

function runs(argv: string[]): number {
  const flag = argv.indexOf('--runs');
  const value = flag >= 0 ? Number(argv[flag + 1]) : 5;
  return Number.isInteger(value) && value > 0 ? value : 5;
}

function bench(label: string, inputs: AnalyzeAnswerInput[], repeat: number) {
  if (inputs.length === 0) {
    console.log(`${label}: no answers`);
    return;
  }
  for (const input of inputs) analyzeAnswer(input); // warm-up: JIT and regex compilation
  const timings: number[] = [];
  const started = performance.now();
  for (let r = 0; r < repeat; r++)
    for (const input of inputs) {
      const t0 = performance.now();
      analyzeAnswer(input);
      timings.push(performance.now() - t0);
    }
  const elapsed = performance.now() - started;
  timings.sort((a, b) => a - b);
  const chars = inputs.reduce((sum, i) => sum + i.answer.length, 0);
  console.log(
    [
      `${label}: ${inputs.length} answers x ${repeat} runs (${Math.round(chars / inputs.length)} chars/answer avg)`,
      `  throughput: ${((timings.length / elapsed) * 1000).toFixed(0)} answers/s`,
      `  per answer: p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms, max ${timings[timings.length - 1].toFixed(2)} ms`,
    ].join('\n'),
  );
}

const repeat = runs(process.argv.slice(2));
console.log(`node ${process.version}`);
bench('product-bench-run1', productBenchInputs(), repeat);
bench('sandbox', sandboxInputs(), repeat);
