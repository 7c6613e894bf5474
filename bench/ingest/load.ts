// Load generator of the ingest benchmark, run as its own process so that the server's CPU time is
// its own: keeps `concurrency` requests in flight for `seconds`, each a batch of `batch` events with
// fresh ids (AI crawlers, AI-referred and other visits), and prints what was accepted as JSON.
// --random-keys: each request carries a random key (refused); --long-urls: every event has a page URL
// of 2,000 CJK characters (18 KB once percent-encoded), as the flood of the hardening review did.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    key: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    batch: { type: 'string', default: '100' },
    endpoint: { type: 'string', default: 'ingest' },
    'random-keys': { type: 'boolean', default: false },
    'long-urls': { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const batch = Number(values.batch);
const browser = values.endpoint === 'collect';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const AGENTS = [
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  CHROME,
  CHROME,
];
const REFERRERS = [
  'https://chatgpt.com/',
  'https://www.perplexity.ai/search',
  'https://www.google.com/',
  null,
];
const LONG_PATH = '文'.repeat(2000);
let sequence = 0;
const event = () => {
  const n = sequence++;
  const page = `https://bench.example/docs/page-${n % 200}${values['long-urls'] ? `/${LONG_PATH}` : ''}`;
  const referrer = REFERRERS[n % REFERRERS.length];
  return browser
    ? { id: `bench-${process.pid}-${n}`, url: page, referrer }
    : {
        id: `bench-${process.pid}-${n}`,
        url: page,
        referrer,
        user_agent: AGENTS[n % AGENTS.length],
        ip: `198.51.100.${n % 250}`,
      };
};

const path = browser ? '/api/website-analysis/collect/' : '/api/website-analysis/ingest/';
const keyOf = () => (values['random-keys'] ? `${values.key?.slice(0, 5)}${crypto.randomUUID()}` : values.key);
const headersOf = (key: string | undefined): Record<string, string> =>
  browser
    ? { 'content-type': 'text/plain', 'user-agent': CHROME }
    : { 'content-type': 'application/json', authorization: `Bearer ${key}` };
let accepted = 0;
let refused = 0;
let requests = 0;
const deadline = performance.now() + seconds * 1000;
const started = performance.now();
const worker = async () => {
  while (performance.now() < deadline) {
    const events = Array.from({ length: batch }, event);
    const key = keyOf();
    const body = browser ? { key, events } : { events };
    const res = await fetch(`${values.url}${path}`, {
      method: 'POST',
      headers: headersOf(key),
      body: JSON.stringify(body),
    });
    requests++;
    if (res.status === 202) accepted += ((await res.json()) as { accepted: number }).accepted;
    else {
      refused += batch;
      await res.arrayBuffer();
    }
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (performance.now() - started) / 1000;
console.log(JSON.stringify({ accepted, refused, requests, elapsed }));
