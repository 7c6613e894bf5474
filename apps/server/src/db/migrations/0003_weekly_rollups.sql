-- Weekly roll-ups (weeks start on Monday) for the brand-wide readers, recomputed from the daily
-- roll-ups of the week every time a day of it is rebuilt.

CREATE TABLE entity_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  engine text NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, engine, entity_key)
);

CREATE TABLE source_metrics_weekly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  week date NOT NULL,
  engine text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  url text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, week, engine, kind, url)
);

-- Databases with history get their weekly rows from the daily roll-ups they already hold.
INSERT INTO entity_metrics_weekly (project_id, week, engine, entity_key, name, is_brand, mentions, position_sum, position_count)
SELECT project_id, date_trunc('week', day)::date, engine, entity_key, min(name), bool_or(is_brand),
  sum(mentions), sum(position_sum), sum(position_count)
FROM entity_metrics_daily GROUP BY project_id, date_trunc('week', day)::date, engine, entity_key;

INSERT INTO source_metrics_weekly (project_id, week, engine, kind, url, domain, is_client_domain, count)
SELECT s.project_id, date_trunc('week', s.day)::date, s.engine, p.kind, s.url, min(s.domain),
  bool_or(s.is_client_domain), sum(s.count)
FROM source_metrics_daily s JOIN prompts p ON p.id = s.prompt_id
GROUP BY s.project_id, date_trunc('week', s.day)::date, s.engine, p.kind, s.url;
