/**
 * `npm run analyze -- <file.jsonl>`: analyses one answer per input line with the same
 * function the report workers use and prints one JSON line per input line.
 *
 * `npm run analyze -- --score [--split dev] [--errors]`: scores the analyzer on the gold labels
 * of the product bench's dev split (exact position and mention F1, overall, per engine and per
 * half); `--errors` lists the cases it gets wrong. The held-out test split is scored only by
 * `npm run accuracy:release`. `--set limelit-open` scores the second labelled set instead.
 *
 * `npm run analyze -- --corrections <file.jsonl> [--errors]`: scores the analyzer on the labelled
 * cases exported from users' corrections (`GET projects/{id}/answer-corrections/export/`, the gold
 * case format), the same way.
 *
 * `npm run analyze -- --write-gold-cases`: writes the gold cases of each split as analyzer
 * input lines (`fixtures/answers/product-bench-run1-cases-<split>.jsonl`).
 */
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { analyzeAnswer } from '../analysis/analyze-answer.ts';
import { type CaseResult, formatScore, type GoldSplit, halfOf, scoreBy } from '../analysis/gold-cases.ts';
import {
  GOLD_SETS,
  type GoldSet,
  goldCaseLines,
  goldCasesFile,
  loadGoldCases,
  productBench,
  readCases,
  scoreCases,
} from './gold-sets.ts';

const SPLITS = productBench.splits.map((s) => s.split);
/** Held-out splits are scored only by `npm run accuracy:release`, never while the analyzer changes. */
const TUNING_SPLITS = productBench.splits.filter((s) => !s.heldOut).map((s) => s.split);

const inputLine = z.object({
  id: z.union([z.string(), z.number()]),
  engine: z.string(),
  prompt: z.string(),
  answer: z.string(),
  sources: z.array(z.object({ url: z.string(), title: z.string().optional() })).optional(),
  brand: z.object({
    name: z.string().min(1),
    label: z.string().optional(),
    aliases: z.array(z.string()).optional(),
    domain: z.string().optional(),
  }),
  competitors: z
    .array(z.union([z.string(), z.object({ name: z.string(), aliases: z.array(z.string()).optional() })]))
    .optional(),
});

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'line'}: ${issue.message}` : 'invalid input';
}

export function analyzeLine(line: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch (error) {
    return { id: null, error: `invalid JSON: ${(error as Error).message}` };
  }
  const result = inputLine.safeParse(parsed);
  if (!result.success) return { id: null, error: describeIssue(result.error) };
  const input = result.data;
  const analysis = analyzeAnswer({
    engine: input.engine,
    prompt: input.prompt,
    answer: input.answer,
    sources: input.sources,
    brand: input.brand,
    competitors: input.competitors,
  });
  return {
    id: input.id,
    mentioned: analysis.mentioned,
    position: analysis.position,
    ranking: analysis.ranking.map((row) => ({ position: row.position, name: row.name })),
    sources: analysis.sources.map((source) => ({ url: source.url, domain: source.domain })),
  };
}

/**
 * The analyzer scored on one product-bench split: the case file is checked against the labels
 * first, then every case is analysed; scores overall, per engine and per half of the split.
 */
export function scoreGoldSplit(split: GoldSplit) {
  const cases = loadGoldCases(productBench, split);
  const casesFileCurrent = readFileSync(goldCasesFile(split), 'utf8') === goldCaseLines(cases);
  const { results, all, byEngine } = scoreCases(cases);
  const byHalf = scoreBy(results, halfOf).groups;
  const lines = [`${split}: ${formatScore(all)}`];
  for (const [name, s] of [...byEngine, ...byHalf.map(([h, s]) => [`${h} half`, s] as const)])
    lines.push(`  ${name}: ${formatScore(s)}`);
  return { casesFileCurrent, results, all, byEngine, byHalf, lines };
}

/** The analyzer scored on the tuning splits of another labelled set, overall and per engine. */
function scoreSet(set: GoldSet) {
  const cases = set.splits.filter((s) => !s.heldOut).flatMap((s) => loadGoldCases(set, s.split));
  const { results, all, byEngine } = scoreCases(cases);
  const lines = [`${set.id}: ${formatScore(all)}`];
  for (const [name, s] of byEngine) lines.push(`  ${name}: ${formatScore(s)}`);
  return { results, lines };
}

/** The analyzer scored on a file of labelled cases (users' corrections), overall and per engine. */
export function scoreCaseFile(file: string) {
  const { results, all, byEngine } = scoreCases(readCases(file));
  const lines = [`${file}: ${formatScore(all)}`];
  for (const [name, s] of byEngine) lines.push(`  ${name}: ${formatScore(s)}`);
  return { results, all, lines };
}

function printScore({ results, lines }: { results: CaseResult[]; lines: string[] }, listErrors: boolean) {
  if (listErrors)
    for (const { goldCase, mentioned, position } of results) {
      const { label } = goldCase;
      if (position !== label.position || mentioned !== label.mentioned)
        lines.push(
          `${goldCase.id}: expected ${label.position ?? (label.mentioned ? 'mentioned' : 'absent')}, got ${position ?? (mentioned ? 'mentioned' : 'absent')}`,
        );
    }
  process.stdout.write(`${lines.join('\n')}\n`);
}

function flagValue(argv: string[], flag: string): string | undefined {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--write-gold-cases')) {
    for (const split of SPLITS)
      writeFileSync(goldCasesFile(split), goldCaseLines(loadGoldCases(productBench, split)));
    return 0;
  }
  if (argv.includes('--score')) {
    const setId = flagValue(argv, '--set') ?? productBench.id;
    const set = GOLD_SETS.find((s) => s.id === setId);
    if (!set) {
      process.stderr.write(`analyze: --set must be one of ${GOLD_SETS.map((s) => s.id).join(', ')}\n`);
      return 2;
    }
    if (set !== productBench) {
      printScore(scoreSet(set), argv.includes('--errors'));
      return 0;
    }
    const split = flagValue(argv, '--split') ?? 'dev';
    if (!TUNING_SPLITS.includes(split as GoldSplit)) {
      process.stderr.write(
        `analyze: --split must be one of ${TUNING_SPLITS.join(', ')} (held-out splits: npm run accuracy:release)\n`,
      );
      return 2;
    }
    printScore(scoreGoldSplit(split as GoldSplit), argv.includes('--errors'));
    return 0;
  }
  const corrections = flagValue(argv, '--corrections');
  if (argv.includes('--corrections')) {
    if (!corrections || !existsSync(corrections) || !statSync(corrections).isFile()) {
      process.stderr.write(`analyze: corrections file not found: ${corrections ?? ''}\n`);
      return 2;
    }
    printScore(scoreCaseFile(corrections), argv.includes('--errors'));
    return 0;
  }
  const file = argv.find((arg) => !arg.startsWith('-'));
  if (!file) {
    process.stderr.write('usage: npm run analyze -- <file.jsonl>\n');
    return 2;
  }
  if (!existsSync(file) || !statSync(file).isFile()) {
    process.stderr.write(`analyze: input file not found: ${file}\n`);
    return 2;
  }
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (!line.trim()) continue;
    let output: Record<string, unknown>;
    try {
      output = analyzeLine(line);
    } catch (error) {
      output = { id: null, error: `analysis failed: ${(error as Error).message}` };
    }
    if (!process.stdout.write(`${JSON.stringify(output)}\n`))
      await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
  return 0;
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
