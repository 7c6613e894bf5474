/**
 * `npm run bench:analysis [-- --runs N]`: analyses every answer of the vendored product
 * bench N times and prints throughput and per-answer latency. Prints figures only; it
 * asserts nothing.
 *
 * Throughput is given per second of elapsed time and per second of this process's CPU time
 * (one core's worth of work, less sensitive to other load on the machine). The product bench
 * runs twice: as in a report, where the answers of one project and prompt share a matcher,
 * and with a new project on every answer, so the matcher is built each time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..');

import { type AnalyzeAnswerInput, analyzeAnswer } from '../../apps/server/src/analysis/analyze-answer.ts';
import type { BenchAnswer } from '../../apps/server/src/analysis/gold-cases.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createEngines } from '../../apps/server/src/engines/index.ts';
import { CATALOGUE } from '../../apps/server/src/engines/sandbox/catalogue.ts';

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
/** Sandbox answers: two prompts per catalogue category on every engine, for a brand of the category. */
async function sandboxInputs(): Promise<AnalyzeAnswerInput[]> {
  const engines = createEngines(loadConfig({}, []).engines);
  const inputs: AnalyzeAnswerInput[] = [];
  for (const category of CATALOGUE) {
    const brand = category.entities[0].name;
    for (const prompt of [`best ${category.topic}`, `top ${category.topic} for small teams`]) {
      for (const engine of Object.values(engines)) {
        const answer = await engine.ask({
          engine: engine.code,
          prompt,
          sample: 1,
          day: '2026-06-01',
          project: { entity_name: brand },
        });
        if (answer.status === 'answered')
          inputs.push({ engine: engine.code, prompt, answer: answer.text, brand: { name: brand } });
      }
    }
  }
  return inputs;
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
  const cpuStart = process.cpuUsage();
  for (let r = 0; r < repeat; r++)
    for (const input of inputs) {
      const t0 = performance.now();
      analyzeAnswer(input);
      timings.push(performance.now() - t0);
    }
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  timings.sort((a, b) => a - b);
  const chars = inputs.reduce((sum, i) => sum + i.answer.length, 0);
  console.log(
    [
      `${label}: ${inputs.length} answers x ${repeat} runs (${Math.round(chars / inputs.length)} chars/answer avg)`,
      `  throughput: ${((timings.length / elapsed) * 1000).toFixed(0)} answers/s, ${((timings.length / cpuMs) * 1000).toFixed(0)} answers per CPU second`,
      `  per answer: p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms, max ${timings[timings.length - 1].toFixed(2)} ms`,
    ].join('\n'),
  );
}

/** The same answers, each for a project of its own: no matcher is reused. */
function withNewProjects(inputs: AnalyzeAnswerInput[], repeat: number): AnalyzeAnswerInput[] {
  let project = 0;
  const once = () => inputs.map((input) => ({ ...input, brand: { ...input.brand, label: `P${project++}` } }));
  return Array.from({ length: repeat }, once).flat();
}

const repeat = runs(process.argv.slice(2));
console.log(`node ${process.version}`);
const productBench = productBenchInputs();
bench('product-bench-run1', productBench, repeat);
bench('product-bench-run1, new project per answer', withNewProjects(productBench, repeat), 1);
bench('sandbox', await sandboxInputs(), repeat);
