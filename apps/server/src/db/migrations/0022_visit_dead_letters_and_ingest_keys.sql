-- Website tracking, hardened: an accepted visit is in the database before it is acknowledged (the
-- inbox), rows the database refuses on their own are kept aside with the reason (never blocking the
-- batch they came in), and each brand gets a secret ingest key for server-side shippers beside its
-- public snippet key.

-- Visits acknowledged and not yet added to website_visits and the roll-ups: a request's rows are
-- appended here (a plain insert, cheap for a few rows) before its 202, and moved in big batches
-- (the roll-up upserts cost per statement, not per row). No index but the key, so no value can
-- outgrow one; any process moves any row (FOR UPDATE SKIP LOCKED), so a crashed process loses nothing.
CREATE TABLE website_visit_inbox (
  id bigserial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  event_id text NOT NULL,
  visited_at timestamptz NOT NULL,
  visit_type text NOT NULL,
  provider text,
  source text NOT NULL,
  page_url text NOT NULL,
  referer text,
  user_agent text,
  visitor text,
  crawler_purpose text,
  verification text
);

-- A visit the database refused on its own (the batch it came in was stored without it): what it was,
-- why, and when, for an operator to read (`npm run admin -- dead-letters`). Bounded: the service
-- bounds every text of a visit before it gets here.
CREATE TABLE website_visit_dead_letters (
  id bigserial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL,
  visit jsonb NOT NULL
);
CREATE INDEX website_visit_dead_letters_time ON website_visit_dead_letters (received_at);

-- The secret key of server and CDN log shippers: only its SHA-256 is kept (the key is shown once),
-- with its last characters so the screen can tell which key is in use.
ALTER TABLE projects
  ADD COLUMN ingest_key_hash text,
  ADD COLUMN ingest_key_hint text,
  ADD COLUMN ingest_key_created_at timestamptz;
CREATE UNIQUE INDEX projects_ingest_key_hash ON projects (ingest_key_hash);
