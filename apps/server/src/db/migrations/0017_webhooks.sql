-- Webhooks and email alerts of a brand: endpoints, the events a finished execution raises, one
-- delivery per event and endpoint (so a job run twice never posts twice), and each user's email
-- opt-in per brand.
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  url text NOT NULL,
  format text NOT NULL CHECK (format IN ('generic', 'slack', 'discord')),
  events text[] NOT NULL,
  -- The HMAC key: the signature needs it as it is, so it is stored, and shown once.
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_project_idx ON webhook_endpoints (project_id);

CREATE TABLE alert_events (
  id bigserial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  -- Null for a test event.
  execution_id integer REFERENCES report_executions(id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One event of a type per execution, however often detection runs.
  UNIQUE (execution_id, type)
);
CREATE INDEX alert_events_project_idx ON alert_events (project_id, created_at DESC);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  event_id bigint NOT NULL REFERENCES alert_events(id) ON DELETE CASCADE,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  response_status integer,
  error text,
  last_attempt_at timestamptz,
  delivered_at timestamptz,
  -- Held by the job sending it, so a second job for the same delivery does not post it again.
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (status) WHERE status = 'PENDING';

CREATE TABLE email_alert_subscriptions (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  events text[] NOT NULL,
  PRIMARY KEY (project_id, user_id)
);

-- Which user was mailed which event: an alert mail goes out once.
CREATE TABLE alert_emails (
  event_id bigint NOT NULL REFERENCES alert_events(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, user_id)
);

-- Set once an execution's events are written; a worker starting finds the finished ones without it.
ALTER TABLE report_executions ADD COLUMN alerts_detected_at timestamptz;
UPDATE report_executions SET alerts_detected_at = now() WHERE status IN ('COMPLETED', 'FAILED');
