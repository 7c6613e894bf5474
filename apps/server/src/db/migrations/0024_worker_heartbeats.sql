-- Each worker process says it is alive every half minute; /readyz of any process reads the newest.
CREATE TABLE worker_heartbeats (
  process_id text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);
