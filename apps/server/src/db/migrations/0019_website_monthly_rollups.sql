-- Monthly twins (month: its first day, UTC) of the website roll-ups: a year of the dashboard reads
-- whole months here, then whole weeks and days at its edges (rollup-spans.ts), instead of 52 weeks
-- of pages and bots and 730 days of sources. The statement that inserts visits adds them to these
-- too (website-analysis.repo.ts insertVisits), so they always equal the sums of the daily rows.
CREATE TABLE website_source_monthly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  month date NOT NULL,
  visit_type text NOT NULL,
  source text NOT NULL,
  crawler_purpose text NOT NULL DEFAULT '',
  verification text NOT NULL DEFAULT '',
  visits integer NOT NULL,
  PRIMARY KEY (project_id, month, visit_type, source, crawler_purpose, verification)
);
CREATE TABLE website_page_monthly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  month date NOT NULL,
  page_url text NOT NULL,
  visits integer NOT NULL,
  people integer NOT NULL,
  sources jsonb NOT NULL,
  PRIMARY KEY (project_id, month, page_url)
);
CREATE TABLE website_crawler_monthly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  month date NOT NULL,
  bot text NOT NULL,
  page_url text NOT NULL,
  fetches integer NOT NULL,
  PRIMARY KEY (project_id, month, bot, page_url)
);

-- Recent Visits with a URL search: the page roll-ups name the matching pages, and their visits are
-- read newest first by this index instead of walking every visit of the range through ILIKE.
CREATE INDEX website_visits_page ON website_visits (project_id, page_url, visited_at);

-- Backfill from the daily roll-ups.
INSERT INTO website_source_monthly (project_id, month, visit_type, source, crawler_purpose, verification, visits)
SELECT project_id, date_trunc('month', day)::date, visit_type, source, crawler_purpose, verification, sum(visits)
FROM website_source_daily
GROUP BY project_id, date_trunc('month', day), visit_type, source, crawler_purpose, verification;

INSERT INTO website_page_monthly (project_id, month, page_url, visits, people, sources)
SELECT m.project_id, m.month, m.page_url, m.visits, m.people, coalesce(s.sources, '{}')
FROM (
  SELECT project_id, date_trunc('month', day)::date AS month, page_url, sum(visits) AS visits, sum(people) AS people
  FROM website_page_daily GROUP BY project_id, date_trunc('month', day), page_url
) m
LEFT JOIN (
  SELECT project_id, month, page_url, jsonb_object_agg(key, n) AS sources
  FROM (
    SELECT d.project_id, date_trunc('month', d.day)::date AS month, d.page_url, c.key, sum(c.value::int) AS n
    FROM website_page_daily d CROSS JOIN LATERAL jsonb_each_text(d.sources) c
    GROUP BY d.project_id, date_trunc('month', d.day), d.page_url, c.key
  ) counts
  GROUP BY project_id, month, page_url
) s USING (project_id, month, page_url);

INSERT INTO website_crawler_monthly (project_id, month, bot, page_url, fetches)
SELECT project_id, date_trunc('month', day)::date, bot, page_url, sum(fetches)
FROM website_crawler_daily
GROUP BY project_id, date_trunc('month', day), bot, page_url;
