// The demo site's traffic: people arriving from AI assistants and from elsewhere, and AI bots
// fetching its pages, day by day over some weeks. It goes in as a site's server would send it: through
// the ingest service with the brand's secret ingest key, each day on that day's clock (the service
// accepts events of the last week only), so classification, hashing, the visit writer and the
// roll-ups are those of production.
import { COLLECT_LIMITS, DAY_MS } from '@sightline/contracts';
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../context.ts';
import type { ManualClock } from '../lib/clock.ts';
import { loadPublishedRanges } from '../modules/website-analysis/classifier.ts';
import type { IncomingEvent } from '../modules/website-analysis/website-analysis.service.ts';

const PAGES = [
  { path: '/', weight: 6 },
  { path: '/pricing', weight: 4 },
  { path: '/features', weight: 3 },
  { path: '/blog/best-project-management-tools', weight: 3 },
  { path: '/integrations', weight: 2 },
  { path: '/templates/kanban-board', weight: 2 },
  { path: '/compare/taskflow-vs-trello', weight: 2 },
] as const;

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0';
const PEOPLE = [CHROME, SAFARI_IPHONE, FIREFOX_MAC] as const;

/** Assistants people come from, with their share of AI referrals. */
const ASSISTANTS = [
  { referrer: 'https://chatgpt.com/', weight: 6 },
  { referrer: 'https://www.perplexity.ai/', weight: 3 },
  { referrer: 'https://gemini.google.com/', weight: 2 },
  { referrer: 'https://claude.ai/', weight: 1 },
  { referrer: 'https://copilot.microsoft.com/', weight: 1 },
] as const;

/** Other ways in: search, social, direct (null). */
const OTHER_SOURCES = [
  { referrer: 'https://www.google.com/', weight: 8 },
  { referrer: null, weight: 5 },
  { referrer: 'https://www.linkedin.com/', weight: 2 },
  { referrer: 'https://duckduckgo.com/', weight: 1 },
] as const;

/** AI bots as their operators name them; `ranges`: the published ranges file their addresses come from. */
const BOTS = [
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ranges: 'openai-gptbot',
    weight: 5,
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)',
    ranges: 'openai-searchbot',
    weight: 3,
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    ranges: 'openai-chatgpt-user',
    weight: 3,
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    ranges: 'perplexity-bot',
    weight: 2,
  },
  {
    ua: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    ranges: null,
    weight: 3,
  },
] as const;

/** A small seeded generator (mulberry32): the same demo on every run. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T extends { weight: number }>(items: readonly T[], r: number): T => {
  let left = r * items.reduce((n, i) => n + i.weight, 0);
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1];
};

/** The first address of a ranges file's prefix (inside it at any length), so the bot's fetches verify as they would live. */
const addressIn = (prefix: string) => ipaddr.parseCIDR(prefix)[0].toString();

const botAddresses = () => {
  const published = loadPublishedRanges();
  return new Map(
    BOTS.map((b) => {
      const prefix = b.ranges
        ? published.get(b.ranges)?.prefixes.find((p) => p.ipv4Prefix)?.ipv4Prefix
        : null;
      return [b.ua, prefix ? addressIn(prefix) : undefined] as const;
    }),
  );
};

/**
 * The events of one day of `dayCount` ending at `dayEnd`: `index` 0 is the oldest day. AI referrals
 * grow over the weeks (the brand gains ground in AI answers), weekends are quieter.
 */
export const demoDay = (
  site: string,
  dayEnd: Date,
  index: number,
  dayCount: number,
  random: () => number,
  botIps: ReadonlyMap<string, string | undefined> = new Map(),
): IncomingEvent[] => {
  const start = dayEnd.getTime() - DAY_MS;
  const weekday = new Date(start + DAY_MS / 2).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1;
  const growth = 0.5 + index / Math.max(1, dayCount - 1);
  const count = (base: number) => Math.round(base * weekend * (0.8 + random() * 0.4));
  const at = () => new Date(start + Math.floor(random() * DAY_MS)).toISOString();
  const url = () => `${site}${pick(PAGES, random()).path}`;
  const person = () => `198.51.100.${1 + Math.floor(random() * 250)}`;
  const events: IncomingEvent[] = [];
  for (let i = count(12 * growth); i > 0; i--) {
    events.push({
      url: url(),
      referrer: pick(ASSISTANTS, random()).referrer,
      userAgent: PEOPLE[Math.floor(random() * PEOPLE.length)],
      ip: person(),
      timestamp: at(),
    });
  }
  for (let i = count(45); i > 0; i--) {
    events.push({
      url: url(),
      referrer: pick(OTHER_SOURCES, random()).referrer,
      userAgent: PEOPLE[Math.floor(random() * PEOPLE.length)],
      ip: person(),
      timestamp: at(),
    });
  }
  for (let i = count(30); i > 0; i--) {
    const bot = pick(BOTS, random());
    events.push({ url: url(), userAgent: bot.ua, ip: botIps.get(bot.ua), timestamp: at() });
  }
  return events.sort((a, b) => (a.timestamp ?? '').localeCompare(b.timestamp ?? ''));
};

/**
 * `days` days of traffic of the brand's site ending at `end`, sent through the ingest service with a
 * new secret ingest key of the brand (made by `userId`, who may edit it), and moved onto the
 * dashboards. Leaves the clock at `end`.
 */
export const seedDemoTraffic = async (
  ctx: AppContext,
  clock: ManualClock,
  brand: { userId: number; uuid: string; website: string },
  days: number,
  end: Date,
) => {
  const { secret } = await ctx.websiteAnalysis.rotateIngestKey(brand.userId, brand.uuid);
  const random = seededRandom(days);
  const botIps = botAddresses();
  let accepted = 0;
  for (let index = 0; index < days; index++) {
    const dayEnd = new Date(end.getTime() - (days - 1 - index) * DAY_MS);
    clock.current = dayEnd;
    const events = demoDay(brand.website.replace(/\/+$/, ''), dayEnd, index, days, random, botIps);
    for (let i = 0; i < events.length; i += COLLECT_LIMITS.serverEvents) {
      accepted += (await ctx.websiteAnalysis.ingest(secret, events.slice(i, i + COLLECT_LIMITS.serverEvents)))
        .accepted;
    }
  }
  await ctx.visitWriter.flush();
  return { accepted };
};
