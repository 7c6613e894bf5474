-- Billing: plans carry every limit the server enforces; the local subscription follows the payment
-- provider's webhook events (Stripe, or the in-process local provider), applied once per event id
-- and in the order of the events' own times; invoices are copies of the provider's.

-- Prices come from configuration (STRIPE_PRICE_<PLAN>), not from the table.
ALTER TABLE plans
  DROP COLUMN stripe_price_id,
  ADD COLUMN keyword_analyses_per_month integer,
  ADD COLUMN recommendation_runs_per_month integer;

-- The catalogue of packages/contracts/src/plans.ts (a test keeps them equal).
UPDATE plans SET keyword_analyses_per_month = 0, recommendation_runs_per_month = 0 WHERE name = 'FREE';
UPDATE plans SET keyword_analyses_per_month = 10, recommendation_runs_per_month = 10 WHERE name = 'STARTER';
UPDATE plans SET keyword_analyses_per_month = 50, recommendation_runs_per_month = 50 WHERE name = 'PRO';
UPDATE plans SET keyword_analyses_per_month = 150, recommendation_runs_per_month = 150 WHERE name = 'ADVANCE';

-- provider_event_at: the time of the newest subscription event applied (older ones are stale);
-- provider_subscription_created: when the provider's current subscription was created (events of an
-- older subscription of the same customer are ignored).
ALTER TABLE subscriptions
  ADD COLUMN provider_event_at timestamptz,
  ADD COLUMN provider_subscription_created timestamptz;
CREATE UNIQUE INDEX subscriptions_stripe_customer ON subscriptions (stripe_customer_id);

-- Event ids already applied: a replayed event changes nothing.
CREATE TABLE billing_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE invoices RENAME COLUMN amount_eur TO amount;
ALTER TABLE invoices
  ADD COLUMN number text,
  ADD COLUMN currency text NOT NULL DEFAULT 'eur',
  ADD COLUMN pdf_url text,
  ADD COLUMN period_start timestamptz,
  ADD COLUMN period_end timestamptz,
  ADD COLUMN event_at timestamptz,
  ADD CONSTRAINT invoices_status CHECK (status IN ('draft', 'open', 'paid', 'uncollectible', 'void'));
CREATE INDEX invoices_subscription ON invoices (subscription_id, issued_at DESC);

-- Keyword analyses and recommendation runs, counted per owner and calendar month against the plan.
CREATE TABLE plan_usage (
  id bigserial PRIMARY KEY,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('keyword_analysis', 'recommendation')),
  used_at timestamptz NOT NULL
);
CREATE INDEX plan_usage_owner ON plan_usage (owner_id, kind, used_at);

-- Checkout sessions of the local provider (no Stripe keys): the test-mode page completes them.
CREATE TABLE local_checkouts (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_name text NOT NULL,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz
);
