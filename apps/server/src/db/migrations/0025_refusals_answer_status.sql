-- An answer that refuses (declines to recommend, cannot browse, has no information) is stored as
-- REFUSED: like an empty or failed answer it says nothing about the brand, so it enters no
-- denominator, and the roll-ups count each kind so the screens can say what a figure leaves out.
ALTER TABLE answers DROP CONSTRAINT answers_status_check;
ALTER TABLE answers ADD CONSTRAINT answers_status_check
  CHECK (status IN ('PENDING', 'COMPLETED', 'NO_ANSWER', 'REFUSED', 'FAILED'));

ALTER TABLE metrics_daily ADD COLUMN refused integer NOT NULL DEFAULT 0, ADD COLUMN failed integer NOT NULL DEFAULT 0;
ALTER TABLE metrics_weekly ADD COLUMN no_answers integer NOT NULL DEFAULT 0,
  ADD COLUMN refused integer NOT NULL DEFAULT 0, ADD COLUMN failed integer NOT NULL DEFAULT 0;
ALTER TABLE project_metrics_daily ADD COLUMN no_answers integer NOT NULL DEFAULT 0,
  ADD COLUMN refused integer NOT NULL DEFAULT 0, ADD COLUMN failed integer NOT NULL DEFAULT 0;

-- Failed answers so far (refusals appear with the analyzer version that reads them: `npm run reanalyze`).
INSERT INTO metrics_daily (project_id, prompt_id, engine, day, failed)
SELECT a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date, count(*)
FROM answers a JOIN report_executions e ON e.id = a.execution_id
WHERE a.status = 'FAILED'
GROUP BY a.project_id, a.prompt_id, a.engine, (e.executed_at AT TIME ZONE 'UTC')::date
ON CONFLICT (project_id, prompt_id, engine, day) DO UPDATE SET failed = EXCLUDED.failed;

INSERT INTO metrics_weekly (project_id, prompt_id, engine, week, no_answers, failed)
SELECT project_id, prompt_id, engine, date_trunc('week', day)::date, sum(no_answers), sum(failed)
FROM metrics_daily GROUP BY project_id, prompt_id, engine, date_trunc('week', day)::date
ON CONFLICT (project_id, week, prompt_id, engine)
  DO UPDATE SET no_answers = EXCLUDED.no_answers, failed = EXCLUDED.failed;

INSERT INTO project_metrics_daily (project_id, day, engine, no_answers, failed)
SELECT project_id, day, engine, sum(no_answers), sum(failed) FROM metrics_daily GROUP BY project_id, day, engine
ON CONFLICT (project_id, day, engine) DO UPDATE SET no_answers = EXCLUDED.no_answers, failed = EXCLUDED.failed;

-- Imported app answers refuse too: flagged (their reading stays empty) and counted apart.
ALTER TABLE imported_answers ADD COLUMN refused boolean NOT NULL DEFAULT false;
ALTER TABLE imported_metrics_daily ADD COLUMN refused integer NOT NULL DEFAULT 0;
