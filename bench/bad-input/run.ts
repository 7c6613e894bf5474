// How long the app takes to refuse hostile input: the bad-input sweep's cases (every operation of the
// OpenAPI document with hostile values in every declared position) sent in process to an embedded
// database, each timed. A slow refusal is work the input should not have been allowed to ask for (a
// huge date range computed instead of refused); the goal is every case under a second. Prints the
// count, p50, p95 and the slowest cases; asserts nothing. Usage: node bench/bad-input/run.ts [--top 10]
import { parseArgs } from 'node:util';
import { casesOf, prepareSweep, sendCase } from '../../apps/server/test/bad-input-cases.ts';
import { startHarness } from '../../apps/server/test/harness.ts';

const { values } = parseArgs({ options: { top: { type: 'string', default: '10' } } });

const h = await startHarness({ env: { REPORT_SAMPLES: '1' } });
try {
  const ops = await prepareSweep(h);
  const timed: Array<{ label: string; ms: number; status: number }> = [];
  for (const c of ops.flatMap(({ method, path, op }) => casesOf(method, path, op))) {
    const started = performance.now();
    const res = await sendCase(c);
    timed.push({
      label: `${c.method} ${c.path} ${c.what}`,
      ms: performance.now() - started,
      status: res.statusCode,
    });
  }
  const sorted = timed.map((t) => t.ms).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(1);
  console.log(
    `${timed.length} hostile requests over ${ops.length} operations: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`,
  );
  console.log(`over 1 s: ${timed.filter((t) => t.ms > 1000).length}`);
  for (const t of [...timed].sort((a, b) => b.ms - a.ms).slice(0, Number(values.top)))
    console.log(`  ${t.ms.toFixed(0).padStart(6)} ms  ${t.status}  ${t.label}`);
} finally {
  await h.close();
}
