// SQL of website analysis: tracking keys, the batched insert of visits with their roll-ups (daily,
// weekly, monthly), the salts of visitor hashes, and the dashboard's reads (roll-ups, plus raw rows
// for Recent Visits).
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

/** Visits of one kind and source over a span (`part`: the span's index in the read). */
export interface SourceTotalRow {
  part: number;
  visit_type: VisitType;
  source: string;
  crawler_purpose: string;
  verification: string;
  visits: number;
}

export interface PeopleDayRow {
  day: string;
  visit_type: VisitType;
  visits: number;
}

const DAY = `to_char(day, 'YYYY-MM-DD')`;
/** A page roll-up row's people (AI-referred and other visits) and their counts per "kind|source". */
const PEOPLE = `coalesce(sum(n) FILTER (WHERE visit_type <> 'AI_CRAWLER'), 0)`;
const SOURCES = `coalesce(jsonb_object_agg(visit_type || '|' || source, n) FILTER (WHERE visit_type <> 'AI_CRAWLER'), '{}')`;
const PAGE_TABLES = {
  daily: 'website_page_daily',
  weekly: 'website_page_weekly',
  monthly: 'website_page_monthly',
};
const CRAWLER_TABLES = {
  daily: 'website_crawler_daily',
  weekly: 'website_crawler_weekly',
  monthly: 'website_crawler_monthly',
};
const SOURCE_TABLES = { daily: 'website_source_daily', monthly: 'website_source_monthly' };
/** The page cells of a batch summed per week or month (a column of that name), kind and source. */
const periodCells = (unit: 'week' | 'month') =>
  `SELECT project_id, date_trunc('${unit}', day)::date AS ${unit}, page_url, visit_type, source, sum(n)::int AS n
   FROM cells GROUP BY project_id, date_trunc('${unit}', day), page_url, visit_type, source`;
/** Adds a batch's cells to a roll-up at the grain of its date column (day, week or month). */
const pageUpsert = (table: string, date: string, cells: string) =>
  `INSERT INTO ${table} AS d (project_id, ${date}, page_url, visits, people, sources)
   SELECT project_id, ${date}, page_url, sum(n), ${PEOPLE}, ${SOURCES} FROM ${cells} GROUP BY project_id, ${date}, page_url
   ON CONFLICT (project_id, ${date}, page_url) DO UPDATE SET visits = d.visits + EXCLUDED.visits,
     people = d.people + EXCLUDED.people, sources = website_add_counts(d.sources, EXCLUDED.sources)`;
const crawlerUpsert = (table: string, date: string, cells: string) =>
  `INSERT INTO ${table} AS d (project_id, ${date}, bot, page_url, fetches)
   SELECT project_id, ${date}, source, page_url, n FROM ${cells} WHERE visit_type = 'AI_CRAWLER'
   ON CONFLICT (project_id, ${date}, bot, page_url) DO UPDATE SET fetches = d.fetches + EXCLUDED.fetches`;
const sourceUpsert = (table: string, date: string, value: string) =>
  `INSERT INTO ${table} AS d (project_id, ${date}, visit_type, source, crawler_purpose, verification, visits)
   SELECT project_id, ${value}, visit_type, source, purpose, verification, sum(n) FROM source_cells
   GROUP BY project_id, ${value}, visit_type, source, purpose, verification
   ON CONFLICT (project_id, ${date}, visit_type, source, crawler_purpose, verification)
     DO UPDATE SET visits = d.visits + EXCLUDED.visits`;
const upserts = [
  ['sources', sourceUpsert('website_source_daily', 'day', 'day')],
  ['source_months', sourceUpsert(SOURCE_TABLES.monthly, 'month', `date_trunc('month', day)::date`)],
  ['pages', pageUpsert(PAGE_TABLES.daily, 'day', 'cells')],
  ['page_weeks', pageUpsert(PAGE_TABLES.weekly, 'week', 'week_cells')],
  ['page_months', pageUpsert(PAGE_TABLES.monthly, 'month', 'month_cells')],
  ['crawls', crawlerUpsert(CRAWLER_TABLES.daily, 'day', 'cells')],
  ['crawl_weeks', crawlerUpsert(CRAWLER_TABLES.weekly, 'week', 'week_cells')],
  ['crawl_months', crawlerUpsert(CRAWLER_TABLES.monthly, 'month', 'month_cells')],
];
/** A visit's columns, as the inbox and website_visits hold them. */
const VISIT_COLUMNS = `project_id, event_id, visited_at, visit_type, provider, source, page_url, referer, user_agent,
  visitor, crawler_purpose, verification`;
const VISIT_COLUMN_TYPES = `project_id int, event_id text, visited_at timestamptz, visit_type text, provider text,
  source text, page_url text, referer text, user_agent text, visitor text, crawler_purpose text, verification text`;
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

  async rotateKey(q: Queryable, projectId: number, prefix: string) {
    const { rows } = await q.query<{ tracking_key: string }>(
      `UPDATE projects SET tracking_key = $2 || replace(gen_random_uuid()::text, '-', '')
       WHERE id = $1 RETURNING tracking_key`,
      [projectId, prefix],
    );
    return rows[0].tracking_key;
  },

  async projectByIngestKeyHash(q: Queryable, hash: string) {
    const { rows } = await q.query<{ id: number }>('SELECT id FROM projects WHERE ingest_key_hash = $1', [
      hash,
    ]);
    return rows[0] ?? null;
  },

  async ingestKeyState(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ ingest_key_hint: string | null; ingest_key_created_at: Date | null }>(
      'SELECT ingest_key_hint, ingest_key_created_at FROM projects WHERE id = $1',
      [projectId],
    );
    return rows[0];
  },

  /** Replaces the brand's ingest key; returns the hash of the key it replaced, if any. */
  async setIngestKey(q: Queryable, projectId: number, key: { hash: string; hint: string; at: Date }) {
    const { rows } = await q.query<{ previous: string | null }>(
      `UPDATE projects p SET ingest_key_hash = $2, ingest_key_hint = $3, ingest_key_created_at = $4
       FROM (SELECT ingest_key_hash FROM projects WHERE id = $1 FOR UPDATE) old
       WHERE p.id = $1 RETURNING old.ingest_key_hash AS previous`,
      [projectId, key.hash, key.hint, key.at],
    );
    return rows[0]?.previous ?? null;
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

  /** Appends acknowledged visits to the inbox (one statement; no index but the key). */
  async insertInbox(q: Queryable, rows: readonly VisitRow[]) {
    await q.query(
      `INSERT INTO website_visit_inbox (${VISIT_COLUMNS})
       SELECT ${VISIT_COLUMNS} FROM json_to_recordset($1::json) AS x(${VISIT_COLUMN_TYPES})`,
      [JSON.stringify(rows)],
    );
  },

  /**
   * Moves the oldest `limit` inbox rows (that no other process is moving) into website_visits, adding
   * exactly those whose event id is new for their brand to every roll-up (daily, weekly, monthly), in
   * one statement: a failure moves nothing, and a moved row is counted once. Returns the rows taken.
   */
  async moveInbox(q: Queryable, limit: number) {
    const { rows: result } = await q.query<{ taken: number }>(
      `WITH input AS (
         DELETE FROM website_visit_inbox WHERE id IN (
           SELECT id FROM website_visit_inbox ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
         ) RETURNING ${VISIT_COLUMNS}
       ), ins AS (
         INSERT INTO website_visits (${VISIT_COLUMNS}) SELECT ${VISIT_COLUMNS} FROM input
         ON CONFLICT (project_id, event_id) DO NOTHING
         RETURNING project_id, visited_at, (visited_at AT TIME ZONE 'UTC')::date AS day, visit_type,
           coalesce(provider, source) AS source, page_url,
           coalesce(crawler_purpose, '') AS purpose, coalesce(verification, '') AS verification
       ), source_cells AS (
         SELECT project_id, day, visit_type, source, purpose, verification, count(*)::int AS n FROM ins
         GROUP BY project_id, day, visit_type, source, purpose, verification
       ), cells AS (
         SELECT project_id, day, page_url, visit_type, source, count(*)::int AS n FROM ins
         GROUP BY project_id, day, page_url, visit_type, source
       ), week_cells AS (${periodCells('week')}
       ), month_cells AS (${periodCells('month')}
       ), ${upserts.map(([name, sql]) => `${name} AS (${sql})`).join(', ')},
       referrals AS (
         INSERT INTO website_referral_hourly AS d (project_id, hour, visits)
         SELECT project_id, date_trunc('hour', visited_at), count(*) FROM ins WHERE visit_type = 'AI_REFERRAL'
         GROUP BY project_id, date_trunc('hour', visited_at)
         ON CONFLICT (project_id, hour) DO UPDATE SET visits = d.visits + EXCLUDED.visits
       )
       SELECT (SELECT count(*) FROM input)::int AS taken`,
      [limit],
    );
    return result[0].taken;
  },

  /** Takes the oldest inbox row out as a dead letter with `reason` (it failed a move on its own). */
  async deadLetterOldestInbox(q: Queryable, reason: string) {
    const { rows } = await q.query<{ event_id: string }>(
      `WITH taken AS (
         DELETE FROM website_visit_inbox WHERE id = (
           SELECT id FROM website_visit_inbox ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
         ) RETURNING *
       )
       INSERT INTO website_visit_dead_letters (project_id, event_id, reason, visit)
       SELECT project_id, event_id, $1, to_jsonb(taken) - 'id' FROM taken RETURNING event_id`,
      [reason],
    );
    return rows[0]?.event_id ?? null;
  },

  /** A visit the database refused on its own, kept aside with the reason. */
  async insertDeadLetter(q: Queryable, row: VisitRow, reason: string) {
    await q.query(
      `INSERT INTO website_visit_dead_letters (project_id, event_id, reason, visit) VALUES ($1, $2, $3, $4)`,
      [row.project_id, row.event_id, reason, { ...row }],
    );
  },

  /** The newest dead letters, for operators. */
  async deadLetters(q: Queryable, limit: number) {
    const { rows } = await q.query<{
      project_id: number;
      event_id: string;
      received_at: Date;
      reason: string;
    }>(
      `SELECT project_id, event_id, received_at, reason FROM website_visit_dead_letters
       ORDER BY received_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows;
  },

  /** For the rest of the transaction: the planner otherwise starts workers for these small reads. */
  async withoutParallelWorkers(q: Queryable) {
    await q.query('SET LOCAL max_parallel_workers_per_gather = 0');
  },

  async lastVisit(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ visited_at: Date; page_url: string; visit_type: VisitType }>(
      `SELECT visited_at, page_url, visit_type FROM website_visits WHERE project_id = $1
       ORDER BY visited_at DESC LIMIT 1`,
      [projectId],
    );
    return rows[0] ?? null;
  },

  /**
   * Visits per kind and source (crawlers also per purpose and verification) over each span, whose
   * index is the row's `part`.
   */
  async sourceTotals(q: Queryable, projectId: number, spans: readonly DaySpan[]) {
    const { from, params } = spanRows(
      SOURCE_TABLES,
      'visit_type, source, crawler_purpose, verification, visits',
      'project_id = $1',
      [projectId],
      spans,
    );
    const { rows } = await q.query<SourceTotalRow>(
      `SELECT r.part, r.visit_type, r.source, r.crawler_purpose, r.verification, sum(r.visits)::int AS visits
       FROM ${from} GROUP BY r.part, r.visit_type, r.source, r.crawler_purpose, r.verification`,
      params,
    );
    return rows;
  },

  /** People's visits (AI-referred and other) per UTC day and kind. */
  async peopleDays(q: Queryable, projectId: number, span: DaySpan) {
    const { rows } = await q.query<PeopleDayRow>(
      `SELECT ${DAY} AS day, visit_type, sum(visits)::int AS visits FROM website_source_daily
       WHERE project_id = $1 AND day BETWEEN $2::date AND $3::date AND visit_type <> 'AI_CRAWLER'
       GROUP BY day, visit_type`,
      [projectId, span.start, span.end],
    );
    return rows;
  },

  /**
   * The pages people visited most, with their visits per kind and source: the top pages from the
   * people totals, then only their maps of sources expanded.
   */
  async popularPages(q: Queryable, projectId: number, span: DaySpan, limit: number) {
    const totals = spanRows(
      PAGE_TABLES,
      'page_url, people',
      'project_id = $1 AND people > 0',
      [projectId],
      [span],
    );
    const maps = spanRows(PAGE_TABLES, 'page_url, sources', 'project_id = $1 AND people > 0', totals.params, [
      span,
    ]);
    const params = [...maps.params, limit];
    const { rows } = await q.query<{
      page_url: string;
      visit_type: VisitType;
      source: string;
      visits: number;
    }>(
      `WITH top AS (
         SELECT r.page_url, sum(r.people) AS total FROM ${totals.from}
         GROUP BY r.page_url ORDER BY total DESC, r.page_url LIMIT $${params.length}
       )
       SELECT t.page_url, split_part(c.key, '|', 1) AS visit_type, split_part(c.key, '|', 2) AS source,
         sum(c.value::int)::int AS visits
       FROM top t JOIN ${maps.from} ON r.page_url = t.page_url CROSS JOIN LATERAL jsonb_each_text(r.sources) c
       GROUP BY t.page_url, t.total, c.key
       ORDER BY t.total DESC, t.page_url, visits DESC`,
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

  /**
   * One page of the span's visits, newest first, optionally only on `pages` (the URLs a search
   * matched, read through their index) or, when a search matched too many pages to list, on pages
   * whose URL holds `search`.
   */
  async recentVisits(
    q: Queryable,
    projectId: number,
    span: DaySpan,
    page: { search?: string; pages: readonly string[] | null; limit: number; offset: number },
  ) {
    const params: SqlParam[] = [projectId, ...instants(span), page.limit, page.offset];
    let search = '';
    if (page.search && page.pages) {
      if (!page.pages.length) return [];
      params.push(page.pages);
      search = ` AND page_url = ANY($${params.length}::text[])`;
    } else if (page.search) {
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
   * From the page roll-ups, for pages whose URL holds `search`: how many events the span holds on
   * them, and the pages themselves when there are at most `maxPages`.
   */
  async searchedPages(q: Queryable, projectId: number, span: DaySpan, search: string, maxPages: number) {
    const { from, params } = spanRows(
      PAGE_TABLES,
      'page_url, visits',
      'project_id = $1 AND page_url ILIKE $2',
      [projectId, containing(search)],
      [span],
    );
    params.push(maxPages);
    const { rows } = await q.query<{ count: number; pages: string[] | null }>(
      `SELECT coalesce(sum(visits), 0)::int AS count,
         CASE WHEN count(*) <= $${params.length} THEN coalesce(array_agg(page_url), '{}') END AS pages
       FROM (SELECT r.page_url, sum(r.visits) AS visits FROM ${from} GROUP BY r.page_url) matched`,
      params,
    );
    return rows[0];
  },

  async hasVisits(q: Queryable, projectId: number) {
    const { rows } = await q.query<{ found: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM website_visits WHERE project_id = $1) AS found',
      [projectId],
    );
    return rows[0].found;
  },
};
