// `npm run refresh:ai-traffic [-- --assistants <file|url>] [--robots <file|url>] [--no-ranges]`:
// rewrites the vendored AI-traffic lists from their upstream files (the upstream URLs by default) and
// fetches the address ranges operators publish for their bots, each written in the operator's shape
// with where and when it was taken, then rewrites the ranges README's list of files. A range file
// that cannot be fetched keeps its last copy; a bot without one stays unverified. The server never
// downloads at run time.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildAiTrafficLists,
  PUBLISHED_RANGES,
  PublishedRangesSchema,
  rangesReadmeSection,
  UPSTREAM,
  withRangesSection,
} from '../modules/website-analysis/ai-traffic-lists.ts';
import { AI_TRAFFIC_DIR, loadPublishedRanges, RANGES_DIR } from '../modules/website-analysis/classifier.ts';

const { values } = parseArgs({
  options: {
    assistants: { type: 'string', default: UPSTREAM.assistants.url },
    robots: { type: 'string', default: UPSTREAM.robots.url },
    'no-ranges': { type: 'boolean', default: false },
  },
});

const read = async (where: string) => {
  if (!/^https?:\/\//.test(where)) return readFile(where, 'utf8');
  const res = await fetch(where, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${where}: HTTP ${res.status}`);
  return res.text();
};

const lists = buildAiTrafficLists(await read(values.assistants), await read(values.robots));
await writeFile(`${AI_TRAFFIC_DIR}/ai-traffic.json`, `${JSON.stringify(lists, null, 2)}\n`);
console.log(`${lists.assistants.length} assistants, ${lists.crawlers.length} crawlers written.`);

if (!values['no-ranges']) {
  const today = new Date().toISOString().slice(0, 10);
  for (const [token, { file, url }] of Object.entries(PUBLISHED_RANGES)) {
    try {
      const { creationTime, prefixes } = PublishedRangesSchema.parse(JSON.parse(await read(url)));
      const snapshot = {
        of: url,
        from: 'the operator (fetched directly)',
        date: today,
        license: "the operator's terms",
      };
      const vendored = { creationTime: creationTime ?? new Date().toISOString(), snapshot, prefixes };
      await writeFile(path.join(RANGES_DIR, `${file}.json`), `${JSON.stringify(vendored, null, 2)}\n`);
      console.log(`${token}: ${prefixes.length} ranges from ${url}`);
    } catch (err) {
      console.warn(`${token}: kept the vendored ranges (${(err as Error).message})`);
    }
  }
  const readme = path.join(RANGES_DIR, 'README.md');
  const section = rangesReadmeSection(loadPublishedRanges());
  await writeFile(readme, withRangesSection(await readFile(readme, 'utf8'), section));
}
