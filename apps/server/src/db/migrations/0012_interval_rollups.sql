-- 95 % intervals on the dashboards' averages (issue 12): a t interval needs the count, the sum and
-- the sum of squares of the values, so every roll-up that sums positions, scores or ratings keeps
-- their squares too. The brand list's rolling windows also count the answers (the n of the mention
-- rate), and the models that served each day's answers are rolled up so dashboards can mark the day
-- an engine's model changed without reading answers.

ALTER TABLE metrics_daily
  ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0,
  ADD COLUMN rating_sq_sum integer NOT NULL DEFAULT 0,
  ADD COLUMN score_sq_sum double precision NOT NULL DEFAULT 0;
ALTER TABLE metrics_weekly ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE entity_metrics_daily ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE project_entity_metrics_daily ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE prompt_entity_metrics_daily ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE entity_metrics_weekly ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE prompt_entity_metrics_weekly ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE prompt_engine_entity_metrics_weekly ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE entity_prompt_metrics_weekly ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE entity_totals_weekly ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE execution_entity_metrics ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;
ALTER TABLE collection_metrics
  ADD COLUMN answers integer NOT NULL DEFAULT 0,
  ADD COLUMN position_sq_sum integer NOT NULL DEFAULT 0;

-- Per engine and day, brand-wide: how many answers each served model gave (answers that name none
-- are left out: "not said" is not a model). A model change is the engine's, whatever the prompt, so
-- a year is a few thousand rows however many prompts the brand has.
CREATE TABLE served_models_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  day date NOT NULL,
  engine text NOT NULL,
  served_model text NOT NULL,
  answers integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, engine, served_model)
);

-- Databases with history get the new figures from the answers, then the coarser roll-ups from the
-- finer ones, as the pipeline builds them.
UPDATE metrics_daily m SET position_sq_sum = x.position_sq_sum, rating_sq_sum = x.rating_sq_sum,
  score_sq_sum = x.score_sq_sum
FROM (
  SELECT a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date AS day,
    coalesce(sum(a.position::int * a.position), 0) AS position_sq_sum, coalesce(sum(a.rating * a.rating), 0) AS rating_sq_sum,
    coalesce(sum(a.score * a.score), 0) AS score_sq_sum
  FROM answers a JOIN report_executions e ON e.id = a.execution_id
  WHERE a.status IN ('COMPLETED', 'NO_ANSWER')
  GROUP BY a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date
) x
WHERE m.project_id = x.project_id AND m.prompt_id = x.prompt_id AND m.engine = x.engine AND m.day = x.day;

UPDATE entity_metrics_daily m SET position_sq_sum = x.position_sq_sum
FROM (
  SELECT a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date AS day, ae.entity_key,
    coalesce(sum(ae.position::int * ae.position), 0) AS position_sq_sum
  FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id JOIN report_executions e ON e.id = a.execution_id
  WHERE a.status IN ('COMPLETED', 'NO_ANSWER')
  GROUP BY a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date, ae.entity_key
) x
WHERE m.project_id = x.project_id AND m.prompt_id = x.prompt_id AND m.engine = x.engine AND m.day = x.day
  AND m.entity_key = x.entity_key;

UPDATE execution_entity_metrics m SET position_sq_sum = x.position_sq_sum
FROM (
  SELECT a.execution_id, a.prompt_id, a.engine, ae.entity_key, coalesce(sum(ae.position::int * ae.position), 0) AS position_sq_sum
  FROM answer_entities ae JOIN answers a ON a.id = ae.answer_id
  GROUP BY a.execution_id, a.prompt_id, a.engine, ae.entity_key
) x
WHERE m.execution_id = x.execution_id AND m.prompt_id = x.prompt_id AND m.engine = x.engine
  AND m.entity_key = x.entity_key;

UPDATE collection_metrics m SET answers = x.answers, position_sq_sum = x.position_sq_sum
FROM (
  SELECT a.project_id, a.collected_at, a.prompt_id, count(*) FILTER (WHERE a.status = 'COMPLETED') AS answers,
    coalesce(sum(a.position::int * a.position), 0) AS position_sq_sum
  FROM answers a JOIN report_executions e ON e.id = a.execution_id AND e.status = 'COMPLETED'
  WHERE a.status IN ('COMPLETED', 'NO_ANSWER') AND a.collected_at IS NOT NULL
  GROUP BY a.project_id, a.collected_at, a.prompt_id
) x
WHERE m.project_id = x.project_id AND m.collected_at = x.collected_at AND m.prompt_id = x.prompt_id;

UPDATE metrics_weekly w SET position_sq_sum = d.position_sq_sum
FROM (
  SELECT project_id, prompt_id, engine, date_trunc('week', day)::date AS week, sum(position_sq_sum) AS position_sq_sum
  FROM metrics_daily GROUP BY project_id, prompt_id, engine, date_trunc('week', day)::date
) d
WHERE w.project_id = d.project_id AND w.prompt_id = d.prompt_id AND w.engine = d.engine AND w.week = d.week;

UPDATE project_entity_metrics_daily t SET position_sq_sum = d.s
FROM (
  SELECT project_id, day, engine, entity_key, sum(position_sq_sum) AS s
  FROM entity_metrics_daily GROUP BY project_id, day, engine, entity_key
) d
WHERE t.project_id = d.project_id AND t.day = d.day AND t.engine = d.engine AND t.entity_key = d.entity_key;

UPDATE prompt_entity_metrics_daily t SET position_sq_sum = d.s
FROM (
  SELECT project_id, day, prompt_id, entity_key, sum(position_sq_sum) AS s
  FROM entity_metrics_daily GROUP BY project_id, day, prompt_id, entity_key
) d
WHERE t.project_id = d.project_id AND t.day = d.day AND t.prompt_id = d.prompt_id AND t.entity_key = d.entity_key;

UPDATE entity_metrics_weekly t SET position_sq_sum = d.s
FROM (
  SELECT project_id, date_trunc('week', day)::date AS week, engine, entity_key, sum(position_sq_sum) AS s
  FROM entity_metrics_daily GROUP BY project_id, date_trunc('week', day)::date, engine, entity_key
) d
WHERE t.project_id = d.project_id AND t.week = d.week AND t.engine = d.engine AND t.entity_key = d.entity_key;

UPDATE prompt_entity_metrics_weekly t SET position_sq_sum = d.s
FROM (
  SELECT project_id, date_trunc('week', day)::date AS week, prompt_id, entity_key, sum(position_sq_sum) AS s
  FROM entity_metrics_daily GROUP BY project_id, date_trunc('week', day)::date, prompt_id, entity_key
) d
WHERE t.project_id = d.project_id AND t.week = d.week AND t.prompt_id = d.prompt_id AND t.entity_key = d.entity_key;

UPDATE prompt_engine_entity_metrics_weekly t SET position_sq_sum = d.s
FROM (
  SELECT project_id, prompt_id, date_trunc('week', day)::date AS week, engine, entity_key, sum(position_sq_sum) AS s
  FROM entity_metrics_daily GROUP BY project_id, prompt_id, date_trunc('week', day)::date, engine, entity_key
) d
WHERE t.project_id = d.project_id AND t.prompt_id = d.prompt_id AND t.week = d.week AND t.engine = d.engine
  AND t.entity_key = d.entity_key;

UPDATE entity_prompt_metrics_weekly t SET position_sq_sum = d.s
FROM (
  SELECT project_id, entity_key, date_trunc('week', day)::date AS week, prompt_id, engine, sum(position_sq_sum) AS s
  FROM entity_metrics_daily GROUP BY project_id, entity_key, date_trunc('week', day)::date, prompt_id, engine
) d
WHERE t.project_id = d.project_id AND t.entity_key = d.entity_key AND t.week = d.week AND t.prompt_id = d.prompt_id
  AND t.engine = d.engine;

UPDATE entity_totals_weekly t SET position_sq_sum = d.s
FROM (
  SELECT project_id, week, entity_key, sum(position_sq_sum) AS s FROM entity_metrics_weekly
  GROUP BY project_id, week, entity_key
) d
WHERE t.project_id = d.project_id AND t.week = d.week AND t.entity_key = d.entity_key;

INSERT INTO served_models_daily (project_id, day, engine, served_model, answers)
SELECT a.project_id, (e.executed_at AT TIME ZONE 'UTC')::date, a.engine, a.served_model, count(*)
FROM answers a JOIN report_executions e ON e.id = a.execution_id
WHERE a.status IN ('COMPLETED', 'NO_ANSWER') AND a.served_model IS NOT NULL
GROUP BY a.project_id, (e.executed_at AT TIME ZONE 'UTC')::date, a.engine, a.served_model;
