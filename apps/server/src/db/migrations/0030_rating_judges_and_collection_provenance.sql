-- Which judge rated each accuracy answer (issue 25): a language model ('llm', with its model id) or the
-- deterministic fact check ('fact_check'), so the accuracy figures can say what their ratings rest on.
ALTER TABLE answers
  ADD COLUMN rating_judge text CHECK (rating_judge IN ('llm', 'fact_check')),
  ADD COLUMN rating_judge_model text;

-- Ratings stored before: the fact check writes its justifications in fixed forms (and its stand-in for
-- an unavailable model says so), so those are known. Any other rating came from a model whose id was
-- not recorded: it stays unknown (null) rather than guessed.
UPDATE answers SET rating_judge = 'fact_check'
WHERE rating IS NOT NULL AND (
  justification LIKE 'Fact check (the LLM judge was unavailable): %'
  OR justification IN (
    'The expected response holds no checkable fact to compare.',
    'The answer states the facts of the expected response.',
    'The answer shares few of the key terms of the expected response.'
  )
  OR justification ~ '^The answer (contradicts|misses) the expected "'
);

-- The brand list's windows count their simulated answers too (its figures say what they rest on).
ALTER TABLE collection_metrics ADD COLUMN simulated integer NOT NULL DEFAULT 0;

UPDATE collection_metrics m SET simulated = x.n
FROM (
  SELECT a.project_id, a.collected_at, a.prompt_id, count(*) AS n
  FROM answers a JOIN report_executions e ON e.id = a.execution_id AND e.status = 'COMPLETED'
  WHERE a.status = 'COMPLETED' AND a.simulated AND a.collected_at IS NOT NULL
  GROUP BY 1, 2, 3
) x
WHERE m.project_id = x.project_id AND m.collected_at = x.collected_at AND m.prompt_id = x.prompt_id;
