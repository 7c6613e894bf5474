-- Imported app answers counted with API answers when a user asks (the ranking dashboard's "Include
-- imported app answers"), and corrected like them.

-- A correction belongs to an API answer or to an imported one: one mechanism for both.
ALTER TABLE answer_corrections ALTER COLUMN answer_id DROP NOT NULL;
ALTER TABLE answer_corrections
  ADD COLUMN imported_answer_id bigint REFERENCES imported_answers(id) ON DELETE CASCADE;
ALTER TABLE answer_corrections ADD CHECK (num_nonnulls(answer_id, imported_answer_id) = 1);
CREATE UNIQUE INDEX answer_corrections_active_imported_idx ON answer_corrections (imported_answer_id)
  WHERE withdrawn_at IS NULL AND imported_answer_id IS NOT NULL;

-- The entities an imported answer ranks, as answer_entities holds them for API answers:
-- [{entity_key, name, position, is_brand}], the brand under '__brand__' (after any correction).
ALTER TABLE imported_answers ADD COLUMN entities jsonb NOT NULL DEFAULT '[]';

-- Backfill from the stored reading. The server also folds accents out of the keys; rows imported
-- before this migration get exactly its keys from `npm run reanalyze -- --all`.
UPDATE imported_answers ia SET entities = coalesce((
  SELECT jsonb_agg(e) FROM (
    SELECT jsonb_build_object('entity_key', '__brand__',
        'name', coalesce((SELECT r->>'matched_to' FROM jsonb_array_elements(ia.ranking) r
          WHERE (r->>'is_brand')::boolean LIMIT 1), pr.entity_name),
        'position', ia.position, 'is_brand', true) AS e
    FROM projects pr WHERE pr.id = ia.project_id AND ia.mention IN ('RECOMMENDED', 'MENTIONED')
    UNION ALL
    (SELECT DISTINCT ON (k.key) jsonb_build_object('entity_key', k.key, 'name', k.name,
        'position', k.position, 'is_brand', false)
    FROM (
      SELECT trim(regexp_replace(lower(coalesce(r->>'matched_to', r->>'entity')), '[^a-z0-9]+', ' ', 'g')) AS key,
        coalesce(r->>'matched_to', r->>'entity') AS name, (r->>'position')::int AS position
      FROM jsonb_array_elements(ia.ranking) r WHERE NOT (r->>'is_brand')::boolean
    ) k WHERE k.key <> '' ORDER BY k.key, k.position)
  ) x), '[]');

-- The imported answers' roll-ups, keyed like metrics_daily and entity_metrics_daily (day: the UTC day
-- of capture), rebuilt per project and day on import, correction and deletion of an import.
CREATE TABLE imported_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  day date NOT NULL,
  answers integer NOT NULL,
  mentions integer NOT NULL,
  position_sum integer NOT NULL,
  position_count integer NOT NULL,
  position_sq_sum integer NOT NULL,
  PRIMARY KEY (project_id, prompt_id, engine, day)
);

CREATE TABLE imported_entity_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  day date NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL,
  mentions integer NOT NULL,
  position_sum integer NOT NULL,
  position_count integer NOT NULL,
  position_sq_sum integer NOT NULL,
  PRIMARY KEY (project_id, prompt_id, engine, day, entity_key)
);

INSERT INTO imported_metrics_daily
SELECT project_id, prompt_id, engine, (captured_at AT TIME ZONE 'UTC')::date, count(*),
  count(*) FILTER (WHERE mention IN ('RECOMMENDED', 'MENTIONED')), coalesce(sum(position), 0), count(position),
  coalesce(sum(position::int * position), 0)
FROM imported_answers GROUP BY 1, 2, 3, 4;

INSERT INTO imported_entity_metrics_daily
SELECT ia.project_id, ia.prompt_id, ia.engine, (ia.captured_at AT TIME ZONE 'UTC')::date, e.entity_key, min(e.name),
  bool_or(e.is_brand), count(*), coalesce(sum(e.position), 0), count(e.position),
  coalesce(sum(e.position * e.position), 0)
FROM imported_answers ia,
  jsonb_to_recordset(ia.entities) AS e(entity_key text, name text, position int, is_brand boolean)
GROUP BY 1, 2, 3, 4, 5;
