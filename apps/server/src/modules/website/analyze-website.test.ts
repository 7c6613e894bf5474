// End to end over a site served by the test on 127.0.0.1; the loopback allowance is on only where a
// test needs the local site. No request leaves the machine.
import { websiteMessages as m } from '@sightline/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Resolver } from '../../lib/safe-fetch.ts';
import { type AnalyzeWebsiteDeps, analyzeWebsite, websiteAnalyzerDeps } from './analyze-website.ts';
import type { PromptGenerator } from './suggestions.ts';
import { startTestSite, type TestSite } from './test-site.ts';
import { dedupeKey } from './text-utils.ts';

let site: TestSite;
const local: AnalyzeWebsiteDeps = { allowLoopback: true };
const input = (url: string) => ({ url, entity_name: 'Acme Boards', entity_location: 'Spain' });

beforeAll(async () => {
  site = await startTestSite();
});
afterAll(async () => {
  await site.close();
});
beforeEach(() => {
  site.setRobots('none');
  site.requests.length = 0;
});

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  const http = err as HttpError;
  expect(http.status).toBe(400);
  expect(http.detail).toBe(http.message);
  return http.message;
};

describe('analyzeWebsite on the local site', () => {
  it('reads the home, about and pricing pages and suggests grounded prompts', async () => {
    const result = await analyzeWebsite(input(site.origin), local);
    expect(result.url).toBe(`${site.origin}/`);
    expect(result.domain).toBe('127.0.0.1');
    expect(site.requests.map((r) => r.path).sort()).toEqual(['/', '/about', '/pricing', '/robots.txt']);
    expect(new Set(site.requests.map((r) => r.userAgent))).toEqual(
      new Set(['SightlineBot/1.0 (+https://sightline.app/bot)']),
    );

    expect(result.ranking_queries.length).toBeGreaterThanOrEqual(8);
    expect(result.ranking_queries.length).toBeLessThanOrEqual(12);
    expect(result.question_queries.length).toBeGreaterThanOrEqual(5);
    expect(result.question_queries.length).toBeLessThanOrEqual(8);
    expect(result.ranking_queries.map((r) => r.query_text)).toContain(
      'Best project management software in Spain',
    );

    const answer = (q: string) => result.question_queries.find((x) => x.query_text === q)?.expected_response;
    expect(answer('When was Acme Boards founded?')).toContain('2012');
    expect(answer('How much does Acme Boards cost?')).toContain('€9 per month');
    expect(answer('How much does Acme Boards cost?')).toContain('€29 per month');
    expect(answer('Where is Acme Boards based?')).toBe('Acme Boards is based in Barcelona, Spain.');

    for (const list of [result.ranking_queries, result.question_queries]) {
      const keys = list.map((q) => dedupeKey(q.query_text));
      expect(new Set(keys).size).toBe(keys.length);
      for (const item of list) expect(item.explanation.length).toBeGreaterThan(10);
    }
  });

  it('is deterministic', async () => {
    const a = await analyzeWebsite(input(site.origin), local);
    const b = await analyzeWebsite(input(site.origin), local);
    expect(b).toEqual(a);
  });

  it('respects a robots.txt that disallows /pricing', async () => {
    site.setRobots('disallow-pricing');
    const result = await analyzeWebsite(input(site.origin), local);
    const paths = site.requests.map((r) => r.path);
    expect(paths).toContain('/about');
    expect(paths).not.toContain('/pricing');
    expect(paths.filter((p) => p === '/robots.txt')).toHaveLength(1);
    expect(result.question_queries.map((q) => q.query_text)).not.toContain('How much does Acme Boards cost?');
  });

  it('follows a 3-hop redirect chain and refuses a 6-hop one', async () => {
    const ok = await analyzeWebsite(input(`${site.origin}/redirect/3`), local);
    expect(ok.url).toBe(`${site.origin}/redirect/3`);
    expect(ok.ranking_queries.length).toBeGreaterThanOrEqual(8);
    expect(await failure(analyzeWebsite(input(`${site.origin}/redirect/6`), local))).toBe(m.tooManyRedirects);
  });

  it('caps a huge page instead of reading all of it', async () => {
    const result = await analyzeWebsite(input(`${site.origin}/huge`), local);
    expect(result.ranking_queries.length).toBeGreaterThanOrEqual(8);
    // Read to its end, the page would have been sent whole before the analysis returned.
    expect(site.servedWhole('/huge')).toBe(false);
  });

  // The slow page answers after 5 s: a timeout that did not fire would return the page, not the message.
  it('times out a slow page with the configured timeout', async () => {
    expect(
      await failure(analyzeWebsite(input(`${site.origin}/slow`), { ...local, pageTimeoutMs: 300 })),
    ).toBe(m.timeout);
  });

  it('stops at the total time budget even with a longer page timeout', async () => {
    const deps = { ...local, pageTimeoutMs: 10_000, totalTimeoutMs: 400 };
    expect(await failure(analyzeWebsite(input(`${site.origin}/slow`), deps))).toBe(m.timeout);
  });

  it('refuses a non-HTML response and reports HTTP errors', async () => {
    expect(await failure(analyzeWebsite(input(`${site.origin}/data.json`), local))).toBe(m.notHtml);
    expect(await failure(analyzeWebsite(input(`${site.origin}/missing`), local))).toBe(m.httpStatus(404));
  });
});

describe('analyzeWebsite refuses internal addresses', () => {
  const toPrivate: Resolver = async (host) =>
    host === 'intranet.example'
      ? [{ address: '10.0.0.1', family: 4 }]
      : [{ address: '192.168.1.10', family: 4 }];

  it('refuses 127.0.0.1 without the test allowance', async () => {
    expect(await failure(analyzeWebsite(input(site.origin)))).toBe(m.blockedPort);
    expect(await failure(analyzeWebsite(input('http://127.0.0.1/')))).toBe(m.blockedAddress);
    expect(site.requests).toEqual([]);
  });

  it.each([
    '10.0.0.1',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'https://[fd00:ec2::254]/',
  ])('refuses %s', async (url) => {
    expect(await failure(analyzeWebsite(input(url)))).toBe(m.blockedAddress);
  });

  it('refuses private and metadata addresses even with the loopback allowance', async () => {
    for (const url of ['10.0.0.1', 'http://169.254.169.254/', 'http://[::ffff:10.0.0.1]/']) {
      expect(await failure(analyzeWebsite(input(url), local))).toBe(m.blockedAddress);
    }
  });

  it('refuses a hostname that resolves to a private address', async () => {
    expect(await failure(analyzeWebsite(input('intranet.example'), { resolve: toPrivate }))).toBe(
      m.blockedAddress,
    );
    expect(
      await failure(
        analyzeWebsite(input(`http://intranet.example:${site.port}/`), { ...local, resolve: toPrivate }),
      ),
    ).toBe(m.blockedAddress);
  });

  it('re-checks redirects that lead to internal addresses', async () => {
    const via = (target: string) => `${site.origin}/go?to=${encodeURIComponent(target)}`;
    const deps = { ...local, resolve: toPrivate };
    expect(await failure(analyzeWebsite(input(via('http://intranet.example/')), deps))).toBe(
      m.blockedAddress,
    );
    expect(await failure(analyzeWebsite(input(via('http://169.254.169.254/latest/')), deps))).toBe(
      m.blockedAddress,
    );
    expect(site.requests.map((r) => r.path).filter((p) => p !== '/robots.txt')).toEqual(['/go', '/go']);
  });

  it('reports DNS failures', async () => {
    const nowhere: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await failure(analyzeWebsite(input('does-not-exist.example'), { resolve: nowhere }))).toBe(
      m.dnsFailed,
    );
  });
});

describe('analyzeWebsite URL validation', () => {
  it('uses the spec messages, as a field error on url', async () => {
    expect(await failure(analyzeWebsite(input('')))).toBe('Please enter a website URL');
    expect(await failure(analyzeWebsite(input('not a website')))).toBe('Please enter a valid URL');
    const err = await analyzeWebsite(input('nope')).catch((e: unknown) => e);
    expect((err as HttpError).errors).toEqual({ url: ['Please enter a valid URL'] });
  });
});

describe('analyzeWebsite with an LLM generator', () => {
  it('uses the LLM suggestions when it succeeds', async () => {
    const llm: PromptGenerator = async (ctx) => {
      expect(ctx.pages.map((p) => p.kind)).toEqual(['home', 'about', 'pricing']);
      return {
        ranking_queries: [{ query_text: 'From the model', explanation: 'x.' }],
        question_queries: [],
      };
    };
    const result = await analyzeWebsite(input(site.origin), { ...local, llm });
    expect(result.ranking_queries[0]!.query_text).toBe('From the model');
  });

  it('falls back to the deterministic generator when the LLM fails', async () => {
    const failing: PromptGenerator = async () => {
      throw new Error('model down');
    };
    const warnings: string[] = [];
    const log = { warn: (_: object, msg?: string) => void warnings.push(msg ?? '') };
    const plain = await analyzeWebsite(input(site.origin), local);
    const fallback = await analyzeWebsite(input(site.origin), { ...local, llm: failing, log });
    expect(fallback).toEqual(plain);
    expect(warnings).toHaveLength(1);
  });

  it('falls back when the LLM overruns the time budget', async () => {
    const hanging: PromptGenerator = (_, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    // The LLM never answers unless aborted: a result at all means the budget stopped it.
    const result = await analyzeWebsite(input(site.origin), {
      ...local,
      llm: hanging,
      totalTimeoutMs: 3_000,
    });
    expect(result.ranking_queries.length).toBeGreaterThanOrEqual(8);
  });
});

describe('websiteAnalyzerDeps', () => {
  it('keeps the loopback allowance and the LLM off unless configured', () => {
    expect(websiteAnalyzerDeps(loadConfig({}, []))).toMatchObject({ allowLoopback: false, llm: undefined });
    const deps = websiteAnalyzerDeps(
      loadConfig({ SIGHTLINE_ALLOW_LOOPBACK_FETCH: '1', ANALYZER_LLM_BASE_URL: 'http://127.0.0.1:9/v1' }, []),
    );
    expect(deps.allowLoopback).toBe(true);
    expect(typeof deps.llm).toBe('function');
  });
});
