// The classifier on real user agents (the crawler-user-agents catalogue's recorded instances) and
// the vendored referrer hosts, and crawler verification against a published-ranges file and against
// the vendored snapshots of the operators' ranges.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import catalogue from 'crawler-user-agents';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_RANGES, purposeOf, rangesReadmeSection, withRangesSection } from './ai-traffic-lists.ts';
import {
  createClassifier,
  loadPublishedRanges,
  loadVendoredLists,
  RANGES_DIR,
  vendoredClassifier,
} from './classifier.ts';

const instancesOf = (pattern: string) => catalogue.find((e) => e.pattern === pattern)?.instances ?? [];

const { lists } = loadVendoredLists();
// TEST-NET-1 (RFC 5737): a range of our own, so the test never depends on a vendor's current list.
const classifier = createClassifier(
  lists,
  new Map([
    ['openai-gptbot', { prefixes: [{ ipv4Prefix: '192.0.2.0/24' }, { ipv6Prefix: '2001:db8::/32' }] }],
  ]),
);
const page = new URL('https://www.asana.com/pricing');
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const classify = (userAgent: string, referrer?: string | null, ip?: string, url = page) =>
  classifier.classify({ url, referrer, userAgent, ip });

describe('AI crawlers', () => {
  it.each([
    ['GPTBot', 'GPTBot', 'training', 'OpenAI'],
    ['ChatGPT-User', 'ChatGPT-User', 'user', 'OpenAI'],
    ['OAI-SearchBot', 'OAI-SearchBot', 'search', 'OpenAI'],
    ['PerplexityBot\\/', 'PerplexityBot', 'search', 'Perplexity'],
    ['Claude-User', 'Claude-User', 'user', 'Anthropic'],
    ['meta-externalagent\\/', 'meta-externalagent', 'training', 'Meta'],
    ['Bytespider', 'Bytespider', 'training', 'ByteDance'],
    ['CCBot', 'CCBot', 'training', 'Common Crawl Foundation'],
  ])('recognises every recorded %s user agent as %s (%s)', (pattern, token, purpose, operator) => {
    const instances = instancesOf(pattern);
    expect(instances.length).toBeGreaterThan(0);
    for (const ua of instances) {
      expect(classify(ua)).toMatchObject({ type: 'AI_CRAWLER', provider: token, purpose, operator });
    }
  });

  it("finds a vendored bot in most of the catalogue's AI-crawler user agents", () => {
    const instances = catalogue
      .filter((e) => (e as { tags?: string[] }).tags?.includes('ai-crawler'))
      .flatMap((e) => e.instances);
    const found = instances.filter((ua) => classify(ua)?.type === 'AI_CRAWLER');
    expect(instances.length).toBeGreaterThan(50);
    expect(found.length / instances.length).toBeGreaterThan(0.8);
  });

  it('ignores other bots (search engines, tools) and records no person for them', () => {
    const others = [...instancesOf('Googlebot\\/'), ...instancesOf('bingbot'), 'curl/8.5.0'];
    expect(others.length).toBeGreaterThan(2);
    for (const ua of others) expect(classify(ua, 'https://chatgpt.com/')).toBeNull();
  });

  it('matches a token only as a whole word, and never a robots.txt-only or too generic one', () => {
    const vscode = `${CHROME} VSCode/1.95 Code/1.95`;
    expect(classify(vscode)).toMatchObject({ type: 'HUMAN' });
    expect(lists.crawlers.some((c) => c.token === 'Google-Extended')).toBe(false);
    expect(lists.excluded.map((e) => e.token)).toEqual(expect.arrayContaining(['Google-Extended', 'Code']));
  });

  it("verifies a bot's address against its operator's published ranges", () => {
    const gptbot = instancesOf('GPTBot')[0];
    expect(classify(gptbot, null, '192.0.2.7')).toMatchObject({ verification: 'verified' });
    expect(classify(gptbot, null, '::ffff:192.0.2.7')).toMatchObject({ verification: 'verified' });
    expect(classify(gptbot, null, '2001:db8::1')).toMatchObject({ verification: 'verified' });
    expect(classify(gptbot, null, '198.51.100.1')).toMatchObject({ verification: 'spoofed' });
    expect(classify(gptbot)).toMatchObject({ verification: 'unverified' });
    // No published ranges for this operator: the claim cannot be checked.
    expect(classify(instancesOf('Claude-User')[0], null, '198.51.100.1')).toMatchObject({
      verification: 'unverified',
    });
  });
});

describe('vendored published ranges', () => {
  const published = loadPublishedRanges();
  const vendored = vendoredClassifier();
  const readme = readFileSync(path.join(RANGES_DIR, 'README.md'), 'utf8');
  /** The prefix's first host address (its only address for a /32 or /128), read from the file. */
  const inside = (prefix: string) => {
    const [network, bits] = ipaddr.parseCIDR(prefix);
    const bytes = network.toByteArray();
    if (bits < bytes.length * 8) bytes[bytes.length - 1] += 1;
    return ipaddr.fromByteArray(bytes).toString();
  };
  const userAgentOf = (token: string) =>
    `Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ${token}/1.0`;
  const check = (token: string, ip: string) =>
    vendored.classify({ url: page, referrer: null, userAgent: userAgentOf(token), ip });

  it('verifies GPTBot from an address of its vendored ranges, and calls another address spoofed', () => {
    const prefix = published.get('openai-gptbot')?.prefixes[0]?.ipv4Prefix;
    expect(prefix).toBeDefined();
    expect(check('GPTBot', inside(prefix as string))).toMatchObject({
      provider: 'GPTBot',
      verification: 'verified',
    });
    expect(check('GPTBot', '203.0.113.9')).toMatchObject({ provider: 'GPTBot', verification: 'spoofed' });
  });

  it('verifies IPv6 addresses against IPv6 prefixes', () => {
    const prefix = published.get('ccbot')?.prefixes.find((p) => p.ipv6Prefix)?.ipv6Prefix;
    expect(prefix).toBeDefined();
    expect(check('CCBot', inside(prefix as string))).toMatchObject({ verification: 'verified' });
    expect(check('CCBot', '2001:db8::9')).toMatchObject({ verification: 'spoofed' });
  });

  it('verifies every vendored prefix for its bot, and no bot from another operator’s ranges', () => {
    for (const [token, { file }] of Object.entries(PUBLISHED_RANGES)) {
      for (const p of published.get(file)?.prefixes ?? []) {
        const ip = inside((p.ipv4Prefix ?? p.ipv6Prefix) as string);
        expect(check(token, ip), `${token} ${ip}`).toMatchObject({ verification: 'verified' });
      }
    }
    const apple = inside(published.get('applebot')?.prefixes[0]?.ipv4Prefix as string);
    expect(check('PerplexityBot', apple)).toMatchObject({ verification: 'spoofed' });
  });

  it('leaves bots without vendored ranges unverified', () => {
    // Anthropic publishes no ranges; Google's list is named but not vendored (see the README).
    expect(check('Claude-User', '203.0.113.9')).toMatchObject({ verification: 'unverified' });
    expect(published.has(PUBLISHED_RANGES.GoogleOther.file)).toBe(false);
    expect(check('GoogleOther', '203.0.113.9')).toMatchObject({ verification: 'unverified' });
  });

  it('has a vendored file, or a README line saying it is missing, for every published list', () => {
    for (const [token, { file, url }] of Object.entries(PUBLISHED_RANGES)) {
      const missing = readme.includes(`- ${token}: \`${file}.json\` (${url})`);
      expect(published.has(file) !== missing, token).toBe(true);
      if (published.has(file)) expect(published.get(file)?.snapshot?.of, token).toBe(url);
    }
    expect([...published.keys()].sort()).toEqual(
      Object.values(PUBLISHED_RANGES)
        .map((r) => r.file)
        .filter((f) => published.has(f))
        .sort(),
    );
  });

  it("keeps the README's list as the refresh writes it from the files", () => {
    expect(withRangesSection(readme, rangesReadmeSection(published))).toBe(readme);
    const fresh = withRangesSection('# Ranges\n', rangesReadmeSection(new Map()));
    expect(fresh).toContain('- GPTBot: `openai-gptbot.json` (https://openai.com/gptbot.json)');
    expect(withRangesSection(fresh, rangesReadmeSection(published))).not.toContain('- GPTBot:');
  });

  it('names in the crawler list the ranges file PUBLISHED_RANGES gives each bot', () => {
    for (const crawler of lists.crawlers) {
      expect(crawler.ranges, crawler.token).toBe(PUBLISHED_RANGES[crawler.token]?.file ?? null);
    }
  });
});

describe('people', () => {
  it('counts a visit from every vendored assistant host as AI-referred, subdomains included', () => {
    for (const assistant of lists.assistants) {
      for (const host of assistant.hosts) {
        const referrer = `https://${host}${host.includes('/') ? '' : '/'}`;
        expect(classify(CHROME, referrer), referrer).toMatchObject({
          type: 'AI_REFERRAL',
          provider: assistant.provider,
        });
      }
    }
    expect(classify(SAFARI, 'https://www.perplexity.ai/search/best-tools')).toMatchObject({
      type: 'AI_REFERRAL',
      provider: 'perplexity',
    });
  });

  it('keeps engines by their engine code and other assistants by name', () => {
    expect(classify(CHROME, 'https://chatgpt.com/c/123')).toMatchObject({ provider: 'chatgpt' });
    expect(classify(CHROME, 'https://gemini.google.com/app')).toMatchObject({ provider: 'gemini' });
    expect(classify(CHROME, 'https://chat.mistral.ai/chat')).toMatchObject({ provider: 'mistral' });
    expect(classify(CHROME, 'https://x.com/i/grok?conversation=1')).toMatchObject({ provider: 'grok' });
  });

  it('reads utm_source when the assistant sends no referrer', () => {
    const tagged = new URL('https://asana.com/?utm_source=chatgpt.com');
    expect(classify(CHROME, null, undefined, tagged)).toMatchObject({
      type: 'AI_REFERRAL',
      provider: 'chatgpt',
    });
    const plain = new URL('https://asana.com/?utm_source=Perplexity');
    expect(classify(CHROME, null, undefined, plain)).toMatchObject({ provider: 'perplexity' });
  });

  it('tells other sites from direct visits and the site’s own pages', () => {
    expect(classify(CHROME, 'https://x.com/someone/status/1')).toEqual({ type: 'HUMAN', source: 'x.com' });
    expect(classify(CHROME, 'https://www.google.com/')).toEqual({ type: 'HUMAN', source: 'www.google.com' });
    expect(classify(CHROME, null)).toEqual({ type: 'HUMAN', source: '' });
    expect(classify(CHROME, 'https://asana.com/features')).toEqual({ type: 'HUMAN', source: '' });
    expect(classify(CHROME, 'android-app://com.slack')).toEqual({ type: 'HUMAN', source: '' });
  });
});

describe('purposeOf', () => {
  it.each([
    ['AI Assistants', '', 'user'],
    ['Retrieves data to provide responses to user-initiated prompts.', '', 'user'],
    ['AI Search Crawlers', '', 'search'],
    ['Scrapes data for search engine and LLMs.', '', 'search'],
    ["Scrapes data to train OpenAI's products.", '', 'training'],
    ['AI Data Scrapers', '', 'training'],
    ['Undocumented AI Agents', '', 'other'],
    ['Live chat support and lead generation.', '', 'other'],
  ] as const)('%s is %s', (fn, description, purpose) => {
    expect(purposeOf(fn, description)).toBe(purpose);
  });
});
