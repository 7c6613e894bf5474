-- Weekly roll-ups per prompt that keep the engine, for the readers of a few prompts over months: the
-- ranking dashboard of one prompt (sources, competitors) and the general metrics narrowed by tag,
-- which otherwise sum a year of per-prompt daily rows. Keyed by prompt first, so a read of some
-- prompts touches only their rows.

CREATE TABLE prompt_engine_entity_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  week date NOT NULL,
  engine text NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, prompt_id, week, engine, entity_key)
);

CREATE TABLE prompt_engine_source_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  week date NOT NULL,
  engine text NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, prompt_id, week, engine, url)
);

-- Citations per prompt and engine by week (general metrics by tag), read by prompt.
ALTER TABLE metrics_weekly ADD COLUMN citations integer NOT NULL DEFAULT 0;
CREATE INDEX metrics_weekly_prompt_idx ON metrics_weekly (project_id, prompt_id, week);

-- The partial edge weeks of a range come from the daily twins, read by prompt and day.
CREATE INDEX entity_metrics_daily_prompt_day_idx ON entity_metrics_daily (project_id, prompt_id, day);
CREATE INDEX source_metrics_daily_prompt_day_idx ON source_metrics_daily (project_id, prompt_id, day);
CREATE INDEX prompt_entity_metrics_daily_prompt_idx ON prompt_entity_metrics_daily (project_id, prompt_id, day);

-- Databases with history get the new rows from the daily roll-ups they already hold.
INSERT INTO prompt_engine_entity_metrics_weekly (project_id, prompt_id, week, engine, entity_key, name, is_brand,
  mentions, position_sum, position_count)
SELECT project_id, prompt_id, date_trunc('week', day)::date, engine, entity_key, min(name), bool_or(is_brand),
  sum(mentions), sum(position_sum), sum(position_count)
FROM entity_metrics_daily GROUP BY project_id, prompt_id, date_trunc('week', day)::date, engine, entity_key;

INSERT INTO prompt_engine_source_metrics_weekly (project_id, prompt_id, week, engine, url, domain, is_client_domain,
  count)
SELECT project_id, prompt_id, date_trunc('week', day)::date, engine, url, min(domain), bool_or(is_client_domain),
  sum(count)
FROM source_metrics_daily GROUP BY project_id, prompt_id, date_trunc('week', day)::date, engine, url;

UPDATE metrics_weekly w SET citations = d.citations
FROM (
  SELECT project_id, prompt_id, engine, date_trunc('week', day)::date AS week, sum(citations) AS citations
  FROM metrics_daily GROUP BY project_id, prompt_id, engine, date_trunc('week', day)::date
) d
WHERE w.project_id = d.project_id AND w.prompt_id = d.prompt_id AND w.engine = d.engine AND w.week = d.week;
