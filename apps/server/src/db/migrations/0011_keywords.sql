-- Keyword explorer: a user's keyword analyses and the prompts each wrote, with their volumes.
-- `run` counts the analysis' runs (a refresh or retry starts the next one): a job of an older run
-- finds it stale and stops. `attempts` counts the tries of the current step, so the last failed one
-- marks the analysis failed.
-- 0001 sketched both tables; nothing ever wrote to them, so they are replaced.
DROP TABLE keyword_results;
DROP TABLE keyword_executions;

CREATE TABLE keyword_executions (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  website text NOT NULL,
  keywords text NOT NULL,
  country text NOT NULL,
  language text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed')),
  error_message text,
  -- True when the volumes came from the sandbox provider (simulated, not measured).
  simulated boolean NOT NULL DEFAULT false,
  run integer NOT NULL DEFAULT 1,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX keyword_executions_user ON keyword_executions (user_id, created_at DESC);

-- One row per prompt of a run, keyed by its place: a repeated step finds its rows and adds none.
-- volume and monthly_volumes (whole numbers; double precision holds the largest search volumes)
-- stay null until the volume step; simulated says where they came from.
CREATE TABLE keyword_results (
  id serial PRIMARY KEY,
  execution_id integer NOT NULL REFERENCES keyword_executions(id) ON DELETE CASCADE,
  run integer NOT NULL,
  position integer NOT NULL,
  keyword text NOT NULL,
  query text NOT NULL,
  volume double precision,
  monthly_volumes double precision[],
  simulated boolean NOT NULL DEFAULT false,
  UNIQUE (execution_id, run, position)
);
