-- Adaptive sampling: after the base samples of a prompt x engine cell, the pipeline asks again while
-- the brand-mention interval of that cell is wider than a target, up to a per-cell maximum and a
-- per-execution budget. The plan is stored on the execution when it is created, so every worker
-- decides with the same numbers whatever its own configuration; extra_spent is the budget counter,
-- changed only under the execution's row lock. Without a plan (executions from before, rows written
-- by other tools) an execution asks its fixed `samples` and nothing more.
ALTER TABLE report_executions
  ADD COLUMN max_samples smallint,
  ADD COLUMN target_width double precision,
  ADD COLUMN extra_budget integer NOT NULL DEFAULT 0,
  ADD COLUMN extra_spent integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT report_executions_max_samples CHECK (max_samples >= samples),
  ADD CONSTRAINT report_executions_target_width CHECK (target_width > 0 AND target_width <= 1),
  ADD CONSTRAINT report_executions_extra_spent CHECK (extra_spent BETWEEN 0 AND extra_budget);

-- The model the provider says answered (a dated snapshot behind an alias), beside the requested
-- `model`; null when the reply does not say (SerpApi engines).
ALTER TABLE answers ADD COLUMN served_model text;
