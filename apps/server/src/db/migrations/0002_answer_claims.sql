-- A collecting job claims its answer for a lease, so two workers never ask an engine for the
-- same answer at once, and a crashed worker's claim runs out.
ALTER TABLE answers ADD COLUMN claimed_until timestamptz;
CREATE INDEX answers_execution_status_idx ON answers (execution_id, status);
