-- Of the answers a figure rests on, how many the sandbox simulated: counted in the metrics roll-ups at
-- every grain, so every aggregate reply can say what it rests on (issue 25). Backfilled from the answers.
ALTER TABLE metrics_daily ADD COLUMN simulated integer NOT NULL DEFAULT 0;
ALTER TABLE metrics_weekly ADD COLUMN simulated integer NOT NULL DEFAULT 0;
ALTER TABLE project_metrics_daily ADD COLUMN simulated integer NOT NULL DEFAULT 0;

UPDATE metrics_daily m SET simulated = x.n
FROM (
  SELECT a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
  FROM answers a JOIN report_executions e ON e.id = a.execution_id
  WHERE a.status = 'COMPLETED' AND a.simulated
  GROUP BY 1, 2, 3, 4
) x
WHERE m.project_id = x.project_id AND m.prompt_id = x.prompt_id AND m.engine = x.engine AND m.day = x.day;

UPDATE metrics_weekly w SET simulated = x.n
FROM (
  SELECT project_id, prompt_id, engine, date_trunc('week', day)::date AS week, sum(simulated) AS n
  FROM metrics_daily GROUP BY 1, 2, 3, 4
) x
WHERE w.project_id = x.project_id AND w.prompt_id = x.prompt_id AND w.engine = x.engine AND w.week = x.week;

UPDATE project_metrics_daily p SET simulated = x.n
FROM (SELECT project_id, day, engine, sum(simulated) AS n FROM metrics_daily GROUP BY 1, 2, 3) x
WHERE p.project_id = x.project_id AND p.day = x.day AND p.engine = x.engine;

