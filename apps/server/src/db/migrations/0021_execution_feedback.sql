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
