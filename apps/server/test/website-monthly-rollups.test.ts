// The website dashboard reads whole months from the monthly roll-ups, then whole weeks and days at the
// edges: every figure must equal the sum of the daily roll-ups over the same days, for a range that
// crosses month edges, one of exactly whole months and one within a month; and the migration's
// backfill must build the same monthly rows as the inserts do.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays } from '@sightline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DaySpan } from '../src/modules/results/range-split.ts';
import {
  websiteAnalysisRepo as repo,
  type VisitRow,
} from '../src/modules/website-analysis/website-analysis.repo.ts';
import { ASANA } from '../src/seed/data.ts';
import { createBrand, harnessForFile, register, storeVisits } from './harness.ts';

const h = await harnessForFile();
let projectId: number;

const FIRST_DAY = '2025-12-20';
const DAYS = 120;
const PAGES = ['/', '/pricing', '/docs/a', '/docs/b', '/blog/x'].map((p) => `https://asana.com${p}`);
const KINDS = [
  { visit_type: 'AI_REFERRAL', provider: 'chatgpt', source: '' },
  { visit_type: 'AI_REFERRAL', provider: 'perplexity', source: '' },
  { visit_type: 'HUMAN', provider: null, source: '' },
  { visit_type: 'HUMAN', provider: null, source: 'www.google.com' },
  { visit_type: 'AI_CRAWLER', provider: 'GPTBot', source: '', crawler_purpose: 'training' },
  { visit_type: 'AI_CRAWLER', provider: 'OAI-SearchBot', source: '', crawler_purpose: 'search' },
] as const;

/** Deterministic visits spread over the days, pages and kinds (a small LCG, high bits: the low ones repeat). */
const visits = (count: number, seed: number): VisitRow[] => {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor(state / 65536) % n;
  };
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[next(KINDS.length)];
    const crawler = kind.visit_type === 'AI_CRAWLER';
    return {
      project_id: projectId,
      event_id: `monthly-${seed}-${i}`,
      visited_at: `${addDays(FIRST_DAY, next(DAYS))}T${String(next(24)).padStart(2, '0')}:30:00Z`,
      visit_type: kind.visit_type,
      provider: kind.provider,
      source: kind.source,
      page_url: PAGES[next(PAGES.length)],
      referer: null,
      user_agent: null,
      visitor: null,
      crawler_purpose: crawler ? kind.crawler_purpose : null,
      verification: crawler ? (['verified', 'unverified', 'spoofed'] as const)[next(3)] : null,
    };
  });
};

const RANGES: [string, DaySpan][] = [
  ['crossing month edges', { start: '2025-12-27', end: '2026-03-10' }],
  ['of exactly whole months', { start: '2026-01-01', end: '2026-02-28' }],
  ['within one month', { start: '2026-03-03', end: '2026-03-27' }],
];

/** Rows as sorted JSON lines, to compare sets whatever their order. */
const sorted = (rows: readonly object[]) => rows.map((r) => JSON.stringify(r)).sort();

beforeAll(async () => {
  const { session } = await register(h);
  const { uuid } = await createBrand(h, session, ASANA);
  const { rows } = await h.ctx.db.query<{ id: number }>('SELECT id FROM projects WHERE uuid = $1', [uuid]);
  projectId = rows[0].id;
  // Several batches, one of them sent twice: a retry adds nothing at any grain.
  const batches = [visits(400, 1), visits(300, 2), visits(300, 3)];
  for (const batch of [...batches, batches[1]]) await storeVisits(h, batch);
});

describe.each(RANGES)('a range %s', (_name, range) => {
  const days = () => [projectId, range.start, range.end];

  it('totals each kind and source as the daily roll-up does', async () => {
    const { rows: daily } = await h.ctx.db.query(
      `SELECT 0 AS part, visit_type, source, crawler_purpose, verification, sum(visits)::int AS visits
       FROM website_source_daily WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date
       GROUP BY visit_type, source, crawler_purpose, verification`,
      days(),
    );
    expect(daily.length).toBeGreaterThan(6);
    expect(sorted(await repo.sourceTotals(h.ctx.db, projectId, [range]))).toEqual(sorted(daily));
  });

  it('ranks the pages with their sources as the daily roll-up does', async () => {
    const { rows: daily } = await h.ctx.db.query(
      `SELECT d.page_url, split_part(c.key, '|', 1) AS visit_type, split_part(c.key, '|', 2) AS source,
         sum(c.value::int)::int AS visits
       FROM website_page_daily d CROSS JOIN LATERAL jsonb_each_text(d.sources) c
       WHERE d.project_id = $1 AND d.day BETWEEN $2::date AND $3::date GROUP BY d.page_url, c.key`,
      days(),
    );
    expect(sorted(await repo.popularPages(h.ctx.db, projectId, range, PAGES.length))).toEqual(sorted(daily));
  });

  it("counts each bot's pages as the daily roll-up does", async () => {
    const { rows: daily } = await h.ctx.db.query(
      `SELECT bot AS source, page_url, sum(fetches)::int AS visits FROM website_crawler_daily
       WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY bot, page_url`,
      days(),
    );
    expect(sorted(await repo.crawlerPages(h.ctx.db, projectId, range, PAGES.length))).toEqual(sorted(daily));
  });

  it('counts the events of a URL search and names its pages as the daily roll-up does', async () => {
    const { rows } = await h.ctx.db.query<{ n: number; pages: string[] }>(
      `SELECT sum(visits)::int AS n, array_agg(DISTINCT page_url ORDER BY page_url) AS pages
       FROM website_page_daily
       WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date AND page_url LIKE '%docs%'`,
      days(),
    );
    expect(rows[0].pages).toEqual([PAGES[2], PAGES[3]]);
    const searched = await repo.searchedPages(h.ctx.db, projectId, range, 'DOCS', 10);
    expect({ count: searched.count, pages: searched.pages?.sort() }).toEqual({
      count: rows[0].n,
      pages: rows[0].pages,
    });
    expect((await repo.searchedPages(h.ctx.db, projectId, range, 'DOCS', 1)).pages).toBeNull();
  });

  it('pages through the visits of the matched pages as through those whose URL holds the search', async () => {
    const { pages } = await repo.searchedPages(h.ctx.db, projectId, range, 'docs', 10);
    for (const offset of [0, 20]) {
      const page = { search: 'docs', limit: 20, offset };
      const byIndex = await repo.recentVisits(h.ctx.db, projectId, range, { ...page, pages });
      expect(byIndex).toHaveLength(20);
      expect(byIndex).toEqual(await repo.recentVisits(h.ctx.db, projectId, range, { ...page, pages: null }));
    }
    expect(
      await repo.recentVisits(h.ctx.db, projectId, range, { search: 'zzz', pages: [], limit: 20, offset: 0 }),
    ).toEqual([]);
  });
});

describe('the monthly roll-ups', () => {
  const TABLES = ['website_source_monthly', 'website_page_monthly', 'website_crawler_monthly'];
  const contents = async () => {
    const all: string[][] = [];
    for (const table of TABLES)
      all.push(
        sorted((await h.ctx.db.query(`SELECT * FROM ${table} WHERE project_id = $1`, [projectId])).rows),
      );
    return all;
  };

  it('hold every month of the visits, and the migration builds the same rows from the daily ones', async () => {
    const written = await contents();
    expect(written.map((rows) => rows.length > 0)).toEqual([true, true, true]);
    const { rows } = await h.ctx.db.query<{ months: number }>(
      'SELECT count(DISTINCT month)::int AS months FROM website_page_monthly WHERE project_id = $1',
      [projectId],
    );
    expect(rows[0].months).toBe(5);
    const migration = await readFile(
      path.join(import.meta.dirname, '../src/db/migrations/0019_website_monthly_rollups.sql'),
      'utf8',
    );
    await h.ctx.db.exec(`DELETE FROM ${TABLES.join('; DELETE FROM ')};`);
    await h.ctx.db.exec(migration.slice(migration.indexOf('INSERT INTO')));
    expect(await contents()).toEqual(written);
  });
});
