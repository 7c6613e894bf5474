-- Website analysis: a tracking key per brand, recorded visits (raw events, deduplicated by the
-- sender's event id) and their daily roll-ups, which the dashboards read.
-- 0001 sketched website_visits; only tests ever wrote to it, so it gains the new columns.

-- The key the snippet and log shippers send; public in a page's source, so it only lets one add
-- visits to that brand, and rotating it cuts off every copy. Its prefix (sltk_) is not the API keys'
-- (slk_), which the API reads as a user's credentials.
ALTER TABLE projects ADD COLUMN tracking_key text NOT NULL
  DEFAULT 'sltk_' || replace(gen_random_uuid()::text, '-', '');
CREATE UNIQUE INDEX projects_tracking_key ON projects (tracking_key);

-- event_id: the sender's id (or one derived from the event), unique per brand, so a retried batch
-- adds nothing. visitor: a hash of address and user agent with a salt of the day (never the address).
-- page_url: scheme, host and path only (a query string may carry personal data).
ALTER TABLE website_visits
  ADD COLUMN event_id text,
  ADD COLUMN visitor text,
  ADD COLUMN source text NOT NULL DEFAULT '',
  ADD COLUMN crawler_purpose text CHECK (crawler_purpose IN ('training', 'search', 'user', 'other')),
  ADD COLUMN verification text CHECK (verification IN ('verified', 'unverified', 'spoofed'));
CREATE UNIQUE INDEX website_visits_event ON website_visits (project_id, event_id);
-- The brand list's Referred Users: AI-referred visits per hour for the whole hours of its rolling
-- windows, and the raw visits (by this index) for the partial hours at their edges.
CREATE INDEX website_visits_referrals ON website_visits (project_id, visited_at) WHERE visit_type = 'AI_REFERRAL';
CREATE TABLE website_referral_hourly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  visits integer NOT NULL,
  PRIMARY KEY (project_id, hour)
);

-- Per brand, UTC day, kind and source: AI provider, bot token, or the referring host of other visits
-- ('' direct). Crawler rows also carry their purpose and verification.
CREATE TABLE website_source_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  visit_type text NOT NULL,
  source text NOT NULL,
  crawler_purpose text NOT NULL DEFAULT '',
  verification text NOT NULL DEFAULT '',
  visits integer NOT NULL,
  PRIMARY KEY (project_id, day, visit_type, source, crawler_purpose, verification)
);

-- Per brand, UTC day and page: every event (the count of a Recent Visits search), people's visits
-- (AI-referred and other), and people's visits per "kind|source" in one map, so that a day holds one
-- row per page however many sources it has (popular pages read a month as pages x days rows).
CREATE TABLE website_page_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  page_url text NOT NULL,
  visits integer NOT NULL,
  people integer NOT NULL,
  sources jsonb NOT NULL,
  PRIMARY KEY (project_id, day, page_url)
);

-- Per brand, UTC day, AI bot and page: the crawler panel's pages.
CREATE TABLE website_crawler_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  bot text NOT NULL,
  page_url text NOT NULL,
  fetches integer NOT NULL,
  PRIMARY KEY (project_id, day, bot, page_url)
);

-- Weekly twins (week: its Monday) of both, for ranges of whole weeks (rollup-spans.ts): a year reads
-- 52 rows per page instead of 365.
CREATE TABLE website_page_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  page_url text NOT NULL,
  visits integer NOT NULL,
  people integer NOT NULL,
  sources jsonb NOT NULL,
  PRIMARY KEY (project_id, week, page_url)
);
CREATE TABLE website_crawler_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  bot text NOT NULL,
  page_url text NOT NULL,
  fetches integer NOT NULL,
  PRIMARY KEY (project_id, week, bot, page_url)
);

-- Two maps of counts added key by key (the page roll-up's upsert).
CREATE FUNCTION website_add_counts(a jsonb, b jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, total), '{}'::jsonb)
  FROM (
    SELECT key, sum(value::int) AS total
    FROM (SELECT * FROM jsonb_each_text(a) UNION ALL SELECT * FROM jsonb_each_text(b)) counts
    GROUP BY key
  ) sums
$$;

-- The salt of each UTC day's visitor hashes; days before yesterday are deleted, so a hash can no
-- longer be tied to an address.
CREATE TABLE website_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);
