-- Answers as evidence: where the analyzer found each thing it read, users' corrections of a reading,
-- and answers captured in the engines' own apps.

-- Character spans of the reading in answer_text (brand and competitor mentions, the position item,
-- source markers), written with the analysis, so they always belong to analyzer_version; older rows
-- get them from `npm run reanalyze`.
ALTER TABLE answers ADD COLUMN spans jsonb;

-- A user's correction of one answer's reading. The active one (not withdrawn) overrides the
-- analyzer's mention and position wherever the answer is counted; withdrawn ones stay as history.
CREATE TABLE answer_corrections (
  id bigserial PRIMARY KEY,
  answer_id bigint NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('WRONG_POSITION', 'NOT_MY_BRAND', 'MISSED_MENTION')),
  -- The right position: required for a wrong position, optional for a missed mention.
  position smallint CHECK (position BETWEEN 1 AND 100),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  withdrawn_by integer REFERENCES users(id) ON DELETE SET NULL,
  withdrawn_at timestamptz,
  CHECK (kind <> 'WRONG_POSITION' OR position IS NOT NULL),
  CHECK (kind <> 'NOT_MY_BRAND' OR position IS NULL)
);
CREATE UNIQUE INDEX answer_corrections_active_idx ON answer_corrections (answer_id) WHERE withdrawn_at IS NULL;

-- Answers captured in an engine's consumer app (copied from a browser or exported by a capture tool)
-- and imported into a brand. Kept apart from the collected answers so no roll-up or dashboard ever
-- averages them with API answers; analysed by the same analyzer.
CREATE TABLE answer_imports (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  file_name text,
  answers integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE imported_answers (
  id bigserial PRIMARY KEY,
  import_id integer NOT NULL REFERENCES answer_imports(id) ON DELETE CASCADE,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  captured_at timestamptz NOT NULL,
  answer_text text NOT NULL,
  analyzer_version text NOT NULL,
  mention text NOT NULL CHECK (mention IN ('RECOMMENDED', 'MENTIONED', 'NEGATIVE', 'ABSENT')),
  position smallint,
  ranking jsonb NOT NULL,
  spans jsonb NOT NULL,
  -- The analysed sources: [{url, domain, title?, is_client_domain}].
  sources jsonb NOT NULL
);
CREATE INDEX imported_answers_prompt_idx ON imported_answers (project_id, prompt_id, engine, captured_at);
