// SQL of website analysis: tracking keys, the batched insert of visits with their daily roll-ups,
// the salts of visitor hashes, and the dashboard's reads (roll-ups, plus raw rows for Recent Visits).
import type { CrawlerPurpose, CrawlerVerification, VisitType } from '@sightline/contracts';
import type { Queryable, SqlParam } from '../../db/database.ts';
import { spanRows } from '../prompt-dashboards/rollup-spans.ts';
import type { DaySpan } from '../results/range-split.ts';

/** One visit as stored; `source` is the referring host of other visits ('' direct). */
export interface VisitRow {
  project_id: number;
  event_id: string;
  visited_at: string;
  visit_type: VisitType;
  provider: string | null;
  source: string;
  page_url: string;
  referer: string | null;
  user_agent: string | null;
  visitor: string | null;
  crawler_purpose: CrawlerPurpose | null;
  verification: CrawlerVerification | null;
}

export interface SourceDayRow {
  day: string;
  visit_type: VisitType;
  source: string;
  crawler_purpose: string;
  verification: string;
  visits: number;
}

const DAY = `to_char(day, 'YYYY-MM-DD')`;
/** A page roll-up row's people (AI-referred and other visits) and their counts per "kind|source". */
const PEOPLE = `coalesce(sum(n) FILTER (WHERE visit_type <> 'AI_CRAWLER'), 0)`;
const SOURCES = `coalesce(jsonb_object_agg(visit_type || '|' || source, n) FILTER (WHERE visit_type <> 'AI_CRAWLER'), '{}')`;
const PAGE_TABLES = { daily: 'website_page_daily', weekly: 'website_page_weekly' };
const CRAWLER_TABLES = { daily: 'website_crawler_daily', weekly: 'website_crawler_weekly' };
/** Whole UTC days of a span as the instants they cover. */
const instants = (span: DaySpan) => [`${span.start}T00:00:00Z`, `${span.end}T23:59:59.999999Z`];
/** A search term as a LIKE pattern that matches it literally anywhere. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const websiteAnalysisRepo = {
  async projectByKey(q: Queryable, key: string) {
    const { rows } = await q.query<{ id: number }>('SELECT id FROM projects WHERE tracking_key = $1', [key]);
    return rows[0] ?? null;
  },

  async trackingKey(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ tracking_key: string }>(
      'SELECT tracking_key FROM projects WHERE id = $1',
      [projectId],
    );
    return rows[0].tracking_key;
  },

  async rotateKey(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ tracking_key: string }>(
      `UPDATE projects SET tracking_key = 'sltk_' || replace(gen_random_uuid()::text, '-', '')
       WHERE id = $1 RETURNING tracking_key`,
      [projectId],
    );
    return rows[0].tracking_key;
  },

  /** The day's salt (made on first use); salts before yesterday are deleted with it. */
  async saltOf(q: Queryable, day: string, fresh: string) {
    await q.query('DELETE FROM website_salts WHERE day < $1::date - 1', [day]);
    await q.query('INSERT INTO website_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [
      day,
      fresh,
    ]);
    const { rows } = await q.query<{ salt: string }>('SELECT salt FROM website_salts WHERE day = $1', [day]);
    return rows[0].salt;
  },

  /**
   * Inserts the visits whose event id is new for their brand and adds exactly those to both daily
   * roll-ups, in one statement (so a retried batch changes nothing). Returns the rows inserted.
   */
  async insertVisits(q: Queryable, rows: readonly VisitRow[]) {
    const { rows: result } = await q.query<{ inserted: number }>(
      `WITH input AS (
         SELECT * FROM json_to_recordset($1::json) AS x(
           project_id int, event_id text, visited_at timestamptz, visit_type text, provider text, source text,
           page_url text, referer text, user_agent text, visitor text, crawler_purpose text, verification text)
       ), ins AS (
         INSERT INTO website_visits (project_id, event_id, visited_at, visit_type, provider, source, page_url,
           referer, user_agent, visitor, crawler_purpose, verification)
         SELECT project_id, event_id, visited_at, visit_type, provider, source, page_url, referer, user_agent,
           visitor, crawler_purpose, verification FROM input
         ON CONFLICT (project_id, event_id) DO NOTHING
         RETURNING project_id, visited_at, (visited_at AT TIME ZONE 'UTC')::date AS day, visit_type,
           coalesce(provider, source) AS source, page_url,
           coalesce(crawler_purpose, '') AS purpose, coalesce(verification, '') AS verification
       ), sources AS (
         INSERT INTO website_source_daily AS d
           (project_id, day, visit_type, source, crawler_purpose, verification, visits)
         SELECT project_id, day, visit_type, source, purpose, verification, count(*) FROM ins
         GROUP BY project_id, day, visit_type, source, purpose, verification
         ON CONFLICT (project_id, day, visit_type, source, crawler_purpose, verification)
           DO UPDATE SET visits = d.visits + EXCLUDED.visits
         RETURNING 1
       ), cells AS (
         SELECT project_id, day, page_url, visit_type, source, count(*)::int AS n FROM ins
         GROUP BY project_id, day, page_url, visit_type, source
       ), week_cells AS (
         SELECT project_id, date_trunc('week', day)::date AS week, page_url, visit_type, source, sum(n)::int AS n
         FROM cells GROUP BY project_id, date_trunc('week', day), page_url, visit_type, source
       ), pages AS (
         INSERT INTO website_page_daily AS d (project_id, day, page_url, visits, people, sources)
         SELECT project_id, day, page_url, sum(n), ${PEOPLE}, ${SOURCES} FROM cells GROUP BY project_id, day, page_url
         ON CONFLICT (project_id, day, page_url) DO UPDATE SET visits = d.visits + EXCLUDED.visits,
           people = d.people + EXCLUDED.people, sources = website_add_counts(d.sources, EXCLUDED.sources)
         RETURNING 1
       ), page_weeks AS (
         INSERT INTO website_page_weekly AS d (project_id, week, page_url, visits, people, sources)
         SELECT project_id, week, page_url, sum(n), ${PEOPLE}, ${SOURCES} FROM week_cells GROUP BY project_id, week, page_url
         ON CONFLICT (project_id, week, page_url) DO UPDATE SET visits = d.visits + EXCLUDED.visits,
           people = d.people + EXCLUDED.people, sources = website_add_counts(d.sources, EXCLUDED.sources)
         RETURNING 1
       ), crawls AS (
         INSERT INTO website_crawler_daily AS d (project_id, day, bot, page_url, fetches)
         SELECT project_id, day, source, page_url, n FROM cells WHERE visit_type = 'AI_CRAWLER'
         ON CONFLICT (project_id, day, bot, page_url) DO UPDATE SET fetches = d.fetches + EXCLUDED.fetches
         RETURNING 1
       ), referrals AS (
         INSERT INTO website_referral_hourly AS d (project_id, hour, visits)
         SELECT project_id, date_trunc('hour', visited_at), count(*) FROM ins WHERE visit_type = 'AI_REFERRAL'
         GROUP BY project_id, date_trunc('hour', visited_at)
         ON CONFLICT (project_id, hour) DO UPDATE SET visits = d.visits + EXCLUDED.visits
         RETURNING 1
       ), crawl_weeks AS (
         INSERT INTO website_crawler_weekly AS w (project_id, week, bot, page_url, fetches)
         SELECT project_id, week, source, page_url, n FROM week_cells WHERE visit_type = 'AI_CRAWLER'
         ON CONFLICT (project_id, week, bot, page_url) DO UPDATE SET fetches = w.fetches + EXCLUDED.fetches
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM ins)::int AS inserted,
         (SELECT count(*) FROM sources)::int + (SELECT count(*) FROM pages)::int
           + (SELECT count(*) FROM page_weeks)::int + (SELECT count(*) FROM crawls)::int
           + (SELECT count(*) FROM crawl_weeks)::int + (SELECT count(*) FROM referrals)::int AS rolled`,
      [JSON.stringify(rows)],
    );
    return result[0].inserted;
  },

  async lastVisit(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ visited_at: Date; page_url: string; visit_type: VisitType }>(
      `SELECT visited_at, page_url, visit_type FROM website_visits WHERE project_id = $1
       ORDER BY visited_at DESC LIMIT 1`,
      [projectId],
    );
    return rows[0] ?? null;
  },

  /** Visits per UTC day, kind and source (crawlers also per purpose and verification). */
  async sourceDays(q: Queryable, projectId: number, span: DaySpan) {
    const { rows } = await q.query<SourceDayRow>(
      `SELECT ${DAY} AS day, visit_type, source, crawler_purpose, verification, sum(visits)::int AS visits
       FROM website_source_daily WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date
       GROUP BY day, visit_type, source, crawler_purpose, verification`,
      [projectId, span.start, span.end],
    );
    return rows;
  },

  /** The pages people visited most, with their visits per kind and source. */
  async popularPages(q: Queryable, projectId: number, span: DaySpan, limit: number) {
    const { from, params } = spanRows(
      PAGE_TABLES,
      'page_url, people, sources',
      'project_id = $1',
      [projectId],
      [span],
    );
    params.push(limit);
    const { rows } = await q.query<{
      page_url: string;
      visit_type: VisitType;
      source: string;
      visits: number;
    }>(
      `WITH page_rows AS (SELECT r.page_url, r.people, r.sources FROM ${from} WHERE r.people > 0),
       top AS (
         SELECT page_url, sum(people) AS total FROM page_rows
         GROUP BY page_url ORDER BY total DESC, page_url LIMIT $${params.length}
       )
       SELECT p.page_url, split_part(c.key, '|', 1) AS visit_type, split_part(c.key, '|', 2) AS source,
         sum(c.value::int)::int AS visits
       FROM page_rows p JOIN top t USING (page_url) CROSS JOIN LATERAL jsonb_each_text(p.sources) c
       GROUP BY p.page_url, t.total, c.key
       ORDER BY t.total DESC, p.page_url, visits DESC`,
      params,
    );
    return rows;
  },

  /** Each bot's most fetched pages. */
  async crawlerPages(q: Queryable, projectId: number, span: DaySpan, perBot: number) {
    const { from, params } = spanRows(
      CRAWLER_TABLES,
      'bot, page_url, fetches',
      'project_id = $1',
      [projectId],
      [span],
    );
    params.push(perBot);
    const { rows } = await q.query<{ source: string; page_url: string; visits: number }>(
      `SELECT bot AS source, page_url, visits FROM (
         SELECT r.bot, r.page_url, sum(r.fetches)::int AS visits,
           row_number() OVER (PARTITION BY r.bot ORDER BY sum(r.fetches) DESC, r.page_url) AS rank
         FROM ${from} GROUP BY r.bot, r.page_url
       ) ranked WHERE rank <= $${params.length}`,
      params,
    );
    return rows;
  },

  /** One page of the span's visits, newest first, optionally only pages whose URL holds `search`. */
  async recentVisits(
    q: Queryable,
    projectId: number,
    span: DaySpan,
    page: { search?: string; limit: number; offset: number },
  ) {
    const params: SqlParam[] = [projectId, ...instants(span), page.limit, page.offset];
    let search = '';
    if (page.search) {
      params.push(containing(page.search));
      search = ` AND page_url ILIKE $${params.length}`;
    }
    const { rows } = await q.query<{
      id: number;
      visited_at: Date;
      provider: string | null;
      visit_type: VisitType;
      page_url: string;
      referer: string | null;
      crawler_purpose: CrawlerPurpose | null;
      verification: CrawlerVerification | null;
    }>(
      `SELECT id, visited_at, provider, visit_type, page_url, referer, crawler_purpose, verification
       FROM website_visits WHERE project_id = $1 AND visited_at BETWEEN $2 AND $3${search}
       ORDER BY visited_at DESC, id DESC LIMIT $4 OFFSET $5`,
      params,
    );
    return rows;
  },

  /**
   * How many events the span holds, from the roll-ups: all of them from the source roll-up, those of
   * pages whose URL holds `search` from the page roll-up.
   */
  async visitCount(q: Queryable, projectId: number, span: DaySpan, search?: string) {
    if (!search) {
      const { rows } = await q.query<{ count: number }>(
        `SELECT coalesce(sum(visits), 0)::int AS count FROM website_source_daily
         WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date`,
        [projectId, span.start, span.end],
      );
      return rows[0].count;
    }
    const { from, params } = spanRows(
      PAGE_TABLES,
      'visits',
      'project_id = $1 AND page_url ILIKE $2',
      [projectId, containing(search)],
      [span],
    );
    const { rows } = await q.query<{ count: number }>(
      `SELECT coalesce(sum(r.visits), 0)::int AS count FROM ${from}`,
      params,
    );
    return rows[0].count;
  },

  async hasVisits(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM website_visits WHERE project_id = $1) AS found',
      [projectId],
    );
    return rows[0].found;
  },
};
