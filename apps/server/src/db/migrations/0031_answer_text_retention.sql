-- The raw text of an answer is kept RETENTION_ANSWER_TEXT_DAYS, then the daily retention job sets it to
-- NULL and records when; the reading (mention, position, ranking, spans), the sources and the roll-ups
-- stay. An imported app answer's text may now be removed too.
ALTER TABLE answers ADD COLUMN text_removed_at timestamptz;
ALTER TABLE imported_answers ALTER COLUMN answer_text DROP NOT NULL, ADD COLUMN text_removed_at timestamptz;

-- The answers whose text is still kept, oldest first: each batch of the job reads the head of this index
-- instead of scanning the table, and an answer leaves it once its text is gone.
CREATE INDEX answers_text_kept_idx ON answers (collected_at) WHERE answer_text IS NOT NULL;
CREATE INDEX imported_answers_text_kept_idx ON imported_answers (captured_at) WHERE answer_text IS NOT NULL;
