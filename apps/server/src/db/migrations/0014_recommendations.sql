-- AI recommendations. 0001 sketched these tables; nothing ever wrote to them, so they are replaced.
-- The agent tab's feedback is computed from the execution's answers on each read (the evidence rules
-- are pure), so it needs no table of its own.
DROP TABLE llmo_feedback;
DROP TABLE implemented_changes;
DROP TABLE recommendation_executions;

-- A change the user made, logged against a report execution; prompt_id (optional) is the prompt it
-- targets, which its effect estimate compares with the brand's other prompts.
CREATE TABLE implemented_changes (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  execution_id integer NOT NULL REFERENCES report_executions(id) ON DELETE CASCADE,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer REFERENCES prompts(id) ON DELETE SET NULL,
  change_type text NOT NULL CHECK (change_type IN ('Content Creation', 'Website Optimization',
    'Collaboration', 'Social Media', 'Information Correction', 'Technical SEO', 'Backlink Building',
    'User Experience', 'Other')),
  description text NOT NULL,
  url text,
  implementation_date date NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX implemented_changes_execution ON implemented_changes (execution_id, implementation_date DESC);
CREATE INDEX implemented_changes_prompt ON implemented_changes (prompt_id) WHERE prompt_id IS NOT NULL;

-- A recommendation run for a ranking prompt, an accuracy prompt or a whole brand (prompt_id null).
-- `run` counts its runs (a retry starts the next one; a job of an older run finds it stale) and
-- `attempts` the tries of the current run, so the last failed one marks it failed.
-- target_prompt_ids: the prompts its evidence came from (the effect estimate's targeted prompts).
CREATE TABLE recommendation_executions (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer REFERENCES prompts(id) ON DELETE CASCADE,
  requested_by integer REFERENCES users(id) ON DELETE SET NULL,
  type text NOT NULL CHECK (type IN ('website_collaboration', 'content_creation', 'social_media',
    'improving_information_accuracy')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed')),
  title text NOT NULL,
  content jsonb,
  generated_by text CHECK (generated_by IN ('llm', 'template')),
  target_prompt_ids integer[] NOT NULL DEFAULT '{}',
  recommendations_count integer NOT NULL DEFAULT 0,
  error_message text,
  is_implemented boolean NOT NULL DEFAULT false,
  implemented_at timestamptz,
  run integer NOT NULL DEFAULT 1,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX recommendation_executions_scope ON recommendation_executions (project_id, prompt_id, created_at DESC);
