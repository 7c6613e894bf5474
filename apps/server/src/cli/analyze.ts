/**
 * `npm run analyze -- <file.jsonl>`: analyses one answer per input line with the same
 * function the report workers use and prints one JSON line per input line.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { analyzeAnswer } from '../analysis/analyze-answer.ts';

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

async function main(argv: string[]): Promise<number> {
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
