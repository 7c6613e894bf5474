-- Roll-ups for the per-prompt readers (Query Results tab, printable report), so they read a few
-- thousand pre-summed rows instead of grouping every answer or six weeks of daily rows.

-- Per prompt and engine, week by week (the brand's own weekly position per provider).
CREATE TABLE metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  week date NOT NULL,
  answers integer NOT NULL DEFAULT 0,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, prompt_id, engine)
);

-- Per prompt and entity, week by week, all engines together (the report's competitor chart).
CREATE TABLE prompt_entity_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  week date NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, prompt_id, entity_key)
);

-- Per execution, prompt, engine and entity: what one report said (current vs previous execution).
CREATE TABLE execution_entity_metrics (
  execution_id integer NOT NULL REFERENCES report_executions(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (execution_id, prompt_id, engine, entity_key)
);

-- The LLM Sources tab never splits by engine: one row per URL and week is five times fewer rows.
DROP TABLE source_metrics_weekly;
CREATE TABLE source_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  url text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, kind, url)
);

-- Brand-wide daily twins of the daily roll-ups (all prompts together) for the general metrics screen,
-- which would otherwise sum fifty prompts' rows for every day of its range.
CREATE TABLE project_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  engine text NOT NULL,
  answers integer NOT NULL DEFAULT 0,
  mentions integer NOT NULL DEFAULT 0,
  citations integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, engine)
);

CREATE TABLE project_entity_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  engine text NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, engine, entity_key)
);

CREATE TABLE project_source_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  engine text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, engine, domain)
);

-- Daily twins at the grain of two weekly tables, for the partial weeks at the edges of a range: the
-- report's per-prompt entities (all engines) and the LLM Sources tab's URLs (all prompts and engines).
CREATE TABLE prompt_entity_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, prompt_id, entity_key)
);

CREATE TABLE project_url_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  url text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, kind, url)
);

-- Weekly, brand-wide, all engines: each entity's totals (the Competitors tab over months).
CREATE TABLE entity_totals_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, entity_key)
);

-- Weekly, brand-wide: cited domains per engine (general metrics over months).
CREATE TABLE project_source_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  engine text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, engine, domain)
);

-- Which prompts cited a domain, by day and by week (the LLM Sources tab counts prompts per domain).
CREATE TABLE prompt_domains_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  domain text NOT NULL,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  PRIMARY KEY (project_id, day, domain, prompt_id)
);

CREATE TABLE prompt_domains_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  domain text NOT NULL,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  PRIMARY KEY (project_id, week, domain, prompt_id)
);

-- The accuracy dashboard's heatmap and statistics: correct ratings and the judge's scores per day.
ALTER TABLE metrics_daily
  ADD COLUMN correct_count integer NOT NULL DEFAULT 0,
  ADD COLUMN score_sum double precision NOT NULL DEFAULT 0,
  ADD COLUMN score_count integer NOT NULL DEFAULT 0;

-- Databases with history get the new rows from what they already hold.
UPDATE metrics_daily m SET correct_count = x.correct_count, score_sum = x.score_sum, score_count = x.score_count
FROM (
  SELECT a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date AS day,
    count(*) FILTER (WHERE a.rating = 2) AS correct_count, coalesce(sum(a.score), 0) AS score_sum,
    count(a.score) AS score_count
  FROM answers a JOIN report_executions e ON e.id = a.execution_id
  WHERE a.status IN ('COMPLETED', 'NO_ANSWER')
  GROUP BY a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date
) x
WHERE m.project_id = x.project_id AND m.prompt_id = x.prompt_id AND m.engine = x.engine AND m.day = x.day;

INSERT INTO project_metrics_daily (project_id, day, engine, answers, mentions, citations)
SELECT project_id, day, engine, sum(answers), sum(mentions), sum(citations)
FROM metrics_daily GROUP BY project_id, day, engine;

INSERT INTO project_entity_metrics_daily (project_id, day, engine, entity_key, name, is_brand, mentions, position_sum,
  position_count)
SELECT project_id, day, engine, entity_key, min(name), bool_or(is_brand), sum(mentions), sum(position_sum),
  sum(position_count)
FROM entity_metrics_daily GROUP BY project_id, day, engine, entity_key;

INSERT INTO project_source_metrics_daily (project_id, day, engine, domain, is_client_domain, count)
SELECT project_id, day, engine, domain, bool_or(is_client_domain), sum(count)
FROM source_metrics_daily GROUP BY project_id, day, engine, domain;

INSERT INTO prompt_entity_metrics_daily (project_id, day, prompt_id, entity_key, name, is_brand, mentions,
  position_sum, position_count)
SELECT project_id, day, prompt_id, entity_key, min(name), bool_or(is_brand), sum(mentions), sum(position_sum),
  sum(position_count)
FROM entity_metrics_daily GROUP BY project_id, day, prompt_id, entity_key;

INSERT INTO project_url_metrics_daily (project_id, day, kind, url, domain, is_client_domain, count)
SELECT s.project_id, s.day, p.kind, s.url, min(s.domain), bool_or(s.is_client_domain), sum(s.count)
FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id
GROUP BY s.project_id, s.day, p.kind, s.url;

INSERT INTO prompt_domains_daily (project_id, day, domain, prompt_id, kind)
SELECT DISTINCT s.project_id, s.day, s.domain, s.prompt_id, p.kind
FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id;

INSERT INTO prompt_domains_weekly (project_id, week, domain, prompt_id, kind)
SELECT DISTINCT project_id, date_trunc('week', day)::date, domain, prompt_id, kind FROM prompt_domains_daily;

INSERT INTO project_source_metrics_weekly (project_id, week, engine, domain, is_client_domain, count)
SELECT project_id, date_trunc('week', day)::date, engine, domain, bool_or(is_client_domain), sum(count)
FROM project_source_metrics_daily GROUP BY project_id, date_trunc('week', day)::date, engine, domain;

INSERT INTO entity_totals_weekly (project_id, week, entity_key, name, is_brand, mentions, position_sum,
  position_count)
SELECT project_id, week, entity_key, min(name), bool_or(is_brand), sum(mentions), sum(position_sum),
  sum(position_count)
FROM entity_metrics_weekly GROUP BY project_id, week, entity_key;

INSERT INTO metrics_weekly (project_id, prompt_id, engine, week, answers, mentions, position_sum, position_count)
SELECT project_id, prompt_id, engine, date_trunc('week', day)::date, sum(answers), sum(mentions), sum(position_sum),
  sum(position_count)
FROM metrics_daily GROUP BY project_id, prompt_id, engine, date_trunc('week', day)::date;

INSERT INTO prompt_entity_metrics_weekly (project_id, prompt_id, week, entity_key, name, is_brand, mentions,
  position_sum, position_count)
SELECT project_id, prompt_id, date_trunc('week', day)::date, entity_key, min(name), bool_or(is_brand), sum(mentions),
  sum(position_sum), sum(position_count)
FROM entity_metrics_daily GROUP BY project_id, prompt_id, date_trunc('week', day)::date, entity_key;

INSERT INTO execution_entity_metrics (execution_id, prompt_id, engine, entity_key, name, is_brand, mentions,
  position_sum, position_count)
SELECT a.execution_id, a.prompt_id, a.engine, ae.entity_key, min(ae.name), bool_or(ae.is_brand), count(*),
  coalesce(sum(ae.position), 0), count(ae.position)
FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
GROUP BY a.execution_id, a.prompt_id, a.engine, ae.entity_key;

INSERT INTO source_metrics_weekly (project_id, week, kind, url, domain, is_client_domain, count)
SELECT s.project_id, date_trunc('week', s.day)::date, p.kind, s.url, min(s.domain), bool_or(s.is_client_domain),
  sum(s.count)
FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id
GROUP BY s.project_id, date_trunc('week', s.day)::date, p.kind, s.url;
