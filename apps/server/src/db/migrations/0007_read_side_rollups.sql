-- Roll-ups of the brand list and the detail screens' opened rows, so each reads a few hundred
-- pre-summed rows: the last 24 hours against the 24 before, cited domains without their URLs, and one
-- competitor's appearances per prompt and engine.

-- Per prompt and collection time, the brand's visibility in the answers of completed executions
-- (the brand list's rolling windows end at any instant, so they cannot read hours or days). Answers
-- collected at the same instant share a row.
CREATE TABLE collection_metrics (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  collected_at timestamptz NOT NULL,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  client_citations integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, collected_at, prompt_id)
);

INSERT INTO collection_metrics (project_id, collected_at, prompt_id, mentions, position_sum, position_count,
  client_citations)
SELECT a.project_id, a.collected_at, a.prompt_id,
  count(*) FILTER (WHERE a.mention IN ('RECOMMENDED', 'MENTIONED')),
  coalesce(sum(a.position), 0),
  count(a.position),
  coalesce(sum((SELECT count(*) FROM answer_sources s WHERE s.answer_id = a.id AND s.is_client_domain)), 0)
FROM answers a JOIN report_executions e ON e.id = a.execution_id AND e.status = 'COMPLETED'
WHERE a.status IN ('COMPLETED', 'NO_ANSWER') AND a.collected_at IS NOT NULL
GROUP BY a.project_id, a.collected_at, a.prompt_id;

-- Accuracy ratings by week too (the brand detail's weekly performance chart).
ALTER TABLE metrics_weekly
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN correct_count integer NOT NULL DEFAULT 0,
  ADD COLUMN wrong_count integer NOT NULL DEFAULT 0;

UPDATE metrics_weekly w SET rating_count = d.rating_count, correct_count = d.correct_count, wrong_count = d.wrong_count
FROM (
  SELECT project_id, date_trunc('week', day)::date AS week, prompt_id, engine, sum(rating_count) AS rating_count,
    sum(correct_count) AS correct_count, sum(wrong_count) AS wrong_count
  FROM metrics_daily GROUP BY project_id, date_trunc('week', day)::date, prompt_id, engine
) d
WHERE w.project_id = d.project_id AND w.week = d.week AND w.prompt_id = d.prompt_id AND w.engine = d.engine;

-- Cited domains by kind of prompt, all engines and URLs together (the LLM Sources table).
CREATE TABLE domain_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, kind, domain)
);

CREATE TABLE domain_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, kind, domain)
);

INSERT INTO domain_metrics_daily (project_id, day, kind, domain, is_client_domain, count)
SELECT project_id, day, kind, domain, bool_or(is_client_domain), sum(count)
FROM project_url_metrics_daily GROUP BY project_id, day, kind, domain;

INSERT INTO domain_metrics_weekly (project_id, week, kind, domain, is_client_domain, count)
SELECT project_id, date_trunc('week', day)::date, kind, domain, bool_or(is_client_domain), sum(count)
FROM domain_metrics_daily GROUP BY project_id, date_trunc('week', day)::date, kind, domain;

-- One opened domain reads its own URLs and prompts.
CREATE INDEX source_metrics_weekly_domain_idx ON source_metrics_weekly (project_id, domain, week);
CREATE INDEX project_url_metrics_daily_domain_idx ON project_url_metrics_daily (project_id, domain, day);
CREATE INDEX prompt_domains_weekly_domain_idx ON prompt_domains_weekly (project_id, domain, week);
CREATE INDEX prompt_domains_daily_domain_idx ON prompt_domains_daily (project_id, domain, day);

-- Per entity, week, prompt and engine, with the last day of the week it was seen (one opened
-- competitor's appearances over a range).
CREATE TABLE entity_prompt_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  entity_key text NOT NULL,
  week date NOT NULL,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  last_day date NOT NULL,
  PRIMARY KEY (project_id, entity_key, week, prompt_id, engine)
);

INSERT INTO entity_prompt_metrics_weekly (project_id, entity_key, week, prompt_id, engine, name, is_brand, mentions,
  position_sum, position_count, last_day)
SELECT project_id, entity_key, date_trunc('week', day)::date, prompt_id, engine, min(name), bool_or(is_brand),
  sum(mentions), sum(position_sum), sum(position_count), max(day)
FROM entity_metrics_daily GROUP BY project_id, entity_key, date_trunc('week', day)::date, prompt_id, engine;

-- The partial edge weeks of that read, one entity's days.
CREATE INDEX entity_metrics_daily_entity_idx ON entity_metrics_daily (project_id, entity_key, day);
