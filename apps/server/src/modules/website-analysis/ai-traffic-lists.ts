// Builds the vendored AI-traffic lists (ai-traffic/ai-traffic.json) from their upstream files:
// Matomo's AI assistant referrer hosts (YAML) and ai.robots.txt's crawler tokens (JSON). Pure; the
// refresh command (cli/refresh-ai-traffic.ts) fetches the files and writes the result.
import type { CrawlerPurpose, EngineCode } from '@sightline/contracts';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

export const UPSTREAM = {
  assistants: {
    url: 'https://raw.githubusercontent.com/matomo-org/searchengine-and-social-list/master/AIAssistants.yml',
    license: 'CC0-1.0',
  },
  robots: {
    url: 'https://raw.githubusercontent.com/ai-robots-txt/ai.robots.txt/main/robots.json',
    license: 'MIT',
  },
} as const;

/**
 * Address ranges operators publish for their bots (Google's JSON shape: prefixes of ipv4Prefix or
 * ipv6Prefix). A bot named here is verified against its file in ai-traffic/ip-ranges/; a bot without
 * a file there, like every other bot, stays unverified.
 */
export const PUBLISHED_RANGES: Record<string, { file: string; url: string }> = {
  GPTBot: { file: 'openai-gptbot', url: 'https://openai.com/gptbot.json' },
  'OAI-SearchBot': { file: 'openai-searchbot', url: 'https://openai.com/searchbot.json' },
  'ChatGPT-User': { file: 'openai-chatgpt-user', url: 'https://openai.com/chatgpt-user.json' },
  PerplexityBot: { file: 'perplexity-bot', url: 'https://www.perplexity.ai/perplexitybot.json' },
  'Perplexity-User': { file: 'perplexity-user', url: 'https://www.perplexity.ai/perplexity-user.json' },
  Applebot: { file: 'applebot', url: 'https://search.developer.apple.com/applebot.json' },
  CCBot: { file: 'ccbot', url: 'https://index.commoncrawl.org/ccbot.json' },
  GoogleOther: {
    file: 'google-common-crawlers',
    url: 'https://developers.google.com/static/crawling/ipranges/common-crawlers.json',
  },
};

/** Tokens that are never sent as a user agent: robots.txt rules only (the data's README says so). */
const ROBOTS_TXT_ONLY = new Set(['google-extended', 'applebot-extended']);
/**
 * Tokens too generic to find in a user agent without false hits (a word of ordinary browser or tool
 * user agents, or a general scraping library): listed upstream for robots.txt, not matched here.
 */
const TOO_GENERIC = new Set([
  'code',
  'cursor',
  'spider',
  'operator',
  'openai',
  'trae',
  'yak',
  'lcc',
  'scrapy',
]);

/** Assistants that are engines of the product keep the engine's code, so general metrics count them. */
const ENGINE_OF_ASSISTANT: Record<string, EngineCode> = {
  ChatGPT: 'chatgpt',
  Claude: 'claude',
  Copilot: 'copilot',
  Deepseek: 'deepseek',
  Gemini: 'gemini',
  Perplexity: 'perplexity',
  'Le Chat': 'mistral',
};
/** utm_source words too common to mean an assistant. */
const GENERIC_UTM = new Set(['chat', 'you']);

export interface Assistant {
  name: string;
  /** Engine code, or a slug of the name for assistants that are not engines of the product. */
  provider: string;
  /** Host, or host and path prefix (x.com/i/grok). */
  hosts: string[];
  /** Lower-case utm_source values meaning this assistant (its hosts and its name). */
  utm_sources: string[];
}

export interface Crawler {
  token: string;
  operator: string;
  purpose: CrawlerPurpose;
  function: string;
  /** The published ranges file it is verified against, if its operator publishes one. */
  ranges: string | null;
}

export interface AiTrafficLists {
  sources: { name: string; url: string; license: string }[];
  assistants: Assistant[];
  crawlers: Crawler[];
  excluded: { token: string; reason: string }[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const parseAssistants = (yml: string): Assistant[] => {
  const parsed = z.record(z.string(), z.array(z.string())).parse(parseYaml(yml));
  return Object.entries(parsed).map(([name, hosts]) => {
    const word = name.toLowerCase().replace(/[^a-z0-9]/g, '');
    const utm = new Set(hosts.filter((h) => !h.includes('/')).map((h) => h.toLowerCase()));
    if (word.length >= 4 && !GENERIC_UTM.has(word)) utm.add(word);
    return {
      name,
      provider: ENGINE_OF_ASSISTANT[name] ?? slug(name),
      hosts: hosts.map((h) => h.toLowerCase()),
      utm_sources: [...utm],
    };
  });
};

/** Markdown links of the upstream operator column ("[OpenAI](https://openai.com)") as plain names. */
const plainOperator = (operator: string) => {
  const link = /^\[([^\]]+)\]\([^)]*\)$/.exec(operator.trim());
  const name = link ? link[1] : operator.trim();
  return /^unclear|^unknown/i.test(name) ? 'Unknown' : name;
};

/**
 * What a bot fetches for, from the upstream free-text function and description: fetching for a
 * person's prompt, indexing for AI search, collecting for training; anything else (or undocumented)
 * is 'other'. The order matters: "search engine and LLMs" is search, "AI agents" are user fetches.
 */
export const purposeOf = (fn: string, description: string): CrawlerPurpose => {
  const f = fn.toLowerCase();
  const all = `${f} ${description.toLowerCase()}`;
  if (f.includes('undocumented')) return 'other';
  if (
    /ai assistants|ai agents|coding agents|user-initiated|user prompts|on behalf|user queries|takes action/.test(
      all,
    )
  )
    return 'user';
  if (/search/.test(f) || /search crawler|search result|ai search/.test(all)) return 'search';
  if (
    /train|llm|scrap|dataset|data sets|data providers|data is sold|machine learning|crawl dataset/.test(all)
  )
    return 'training';
  return 'other';
};

const RobotsSchema = z.record(
  z.string(),
  z.object({ operator: z.string(), function: z.string(), description: z.string() }),
);

const parseCrawlers = (json: string): { crawlers: Crawler[]; excluded: AiTrafficLists['excluded'] } => {
  const robots = RobotsSchema.parse(JSON.parse(json));
  const crawlers: Crawler[] = [];
  const excluded: AiTrafficLists['excluded'] = [];
  const seen = new Set<string>();
  for (const [token, info] of Object.entries(robots)) {
    const key = token.toLowerCase();
    if (ROBOTS_TXT_ONLY.has(key))
      excluded.push({ token, reason: 'robots.txt token only, never a user agent' });
    else if (TOO_GENERIC.has(key)) excluded.push({ token, reason: 'too generic to match in a user agent' });
    // Upstream lists some tokens in two spellings; user agents are matched without case.
    if (ROBOTS_TXT_ONLY.has(key) || TOO_GENERIC.has(key) || seen.has(key)) continue;
    seen.add(key);
    crawlers.push({
      token,
      operator: plainOperator(info.operator),
      purpose: purposeOf(info.function, info.description),
      function: info.function,
      ranges: PUBLISHED_RANGES[token]?.file ?? null,
    });
  }
  return { crawlers, excluded };
};

export const buildAiTrafficLists = (assistantsYml: string, robotsJson: string): AiTrafficLists => {
  const { crawlers, excluded } = parseCrawlers(robotsJson);
  return {
    sources: [
      { name: 'matomo-org/searchengine-and-social-list AIAssistants.yml', ...UPSTREAM.assistants },
      { name: 'ai-robots-txt/ai.robots.txt robots.json', ...UPSTREAM.robots },
    ],
    assistants: parseAssistants(assistantsYml),
    crawlers,
    excluded,
  };
};

/** A published ranges file: Google's shape, used by OpenAI, Perplexity, Apple and Common Crawl too. */
export const PublishedRangesSchema = z.object({
  creationTime: z.string().optional(),
  /** Ours, not the operator's: which URL the file is a copy of, where it was taken from, when. */
  snapshot: z.object({ of: z.string(), from: z.string(), date: z.string(), license: z.string() }).optional(),
  prefixes: z.array(z.object({ ipv4Prefix: z.string().optional(), ipv6Prefix: z.string().optional() })),
});
export type PublishedRanges = z.infer<typeof PublishedRangesSchema>;

const SECTION_START = '<!-- ranges: written by npm run refresh:ai-traffic from the files -->';
const SECTION_END = '<!-- /ranges -->';

/**
 * The README lines of the ranges folder: per PUBLISHED_RANGES file, what it is a snapshot of, where
 * from, when and under which licence, or that it is missing (its bot then stays unverified).
 */
export const rangesReadmeSection = (vendored: ReadonlyMap<string, PublishedRanges>) => {
  const entries = Object.entries(PUBLISHED_RANGES);
  const rows = entries.flatMap(([token, { file }]) => {
    if (!vendored.has(file)) return [];
    const s = vendored.get(file)?.snapshot ?? {
      of: 'unknown',
      from: 'unknown',
      date: 'unknown',
      license: 'unknown',
    };
    return [`| ${token} | \`${file}.json\` | ${s.of} | ${s.from} | ${s.date} | ${s.license} |`];
  });
  const missing = entries
    .filter(([, { file }]) => !vendored.has(file))
    .map(([token, { file, url }]) => `- ${token}: \`${file}.json\` (${url})`);
  return [
    SECTION_START,
    '| Bot | File | Snapshot of | Taken from | Date | Licence |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    missing.length ? 'Not vendored, so these bots are recorded as `unverified`:' : 'Every file is vendored.',
    ...(missing.length ? ['', ...missing] : []),
    SECTION_END,
  ].join('\n');
};

/** The README with its generated section replaced (appended when it has none yet). */
export const withRangesSection = (readme: string, section: string) => {
  const start = readme.indexOf(SECTION_START);
  const end = readme.indexOf(SECTION_END);
  if (start < 0 || end < start) return `${readme.trimEnd()}\n\n${section}\n`;
  return `${readme.slice(0, start)}${section}${readme.slice(end + SECTION_END.length)}`;
};
