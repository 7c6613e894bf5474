-- Read-side roll-ups: the agent tab's feedback per execution, and cited domains per month.

-- The agent tab's feedback of a completed execution, built from its answers and those of the completed
-- execution before it (previous_execution_id) and stored, so a read costs one row instead of the
-- evidence rules over every raw answer. It is written in the transaction that finishes the execution
-- and rebuilt in the one that changes the readings of either execution (a correction, a re-analysis);
-- executions finished before this table get their row on first read (the key keeps it to one).
CREATE TABLE execution_feedback (
  execution_id integer PRIMARY KEY REFERENCES report_executions(id) ON DELETE CASCADE,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  previous_execution_id integer REFERENCES report_executions(id) ON DELETE CASCADE,
  -- json, not jsonb: the entries keep their order (the prompts'), which the agent tab lists.
  feedback json NOT NULL,
  built_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX execution_feedback_previous ON execution_feedback (previous_execution_id)
  WHERE previous_execution_id IS NOT NULL;
CREATE INDEX execution_feedback_project ON execution_feedback (project_id);

-- Monthly, brand-wide: cited domains per engine. The general metrics total them over the range; over a
-- year the weekly twin gave 52 rows per domain and engine, this one 12 (whole months), with the edge
-- weeks and days still read from the weekly and daily twins.
CREATE TABLE project_source_metrics_monthly (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  month date NOT NULL,
  engine text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, month, engine, domain)
);
INSERT INTO project_source_metrics_monthly (project_id, month, engine, domain, is_client_domain, count)
SELECT project_id, date_trunc('month', day)::date, engine, domain, bool_or(is_client_domain), sum(count)
FROM project_source_metrics_daily GROUP BY project_id, date_trunc('month', day)::date, engine, domain;
