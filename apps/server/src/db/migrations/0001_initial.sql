-- Sightline data model for the whole product. Later issues fill tables; they extend this
-- schema with new migrations rather than rework it. Public ids are uuids; integer ids stay
-- internal joins (the spec's clients also read `id`).

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

-- Accounts -------------------------------------------------------------------------------

CREATE TABLE users (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name text NOT NULL,
  company_name text NOT NULL DEFAULT '',
  company_role text NOT NULL DEFAULT '',
  referral text NOT NULL DEFAULT '',
  industry text NOT NULL DEFAULT '',
  company_size text NOT NULL DEFAULT '',
  current_position text NOT NULL DEFAULT '',
  seo_objectives text[] NOT NULL DEFAULT '{}',
  additional_info text NOT NULL DEFAULT '',
  profile_picture text,
  view_tutorial boolean NOT NULL DEFAULT false,
  unsubscribe_code text NOT NULL UNIQUE,
  email_unsubscribed_at timestamptz,
  terms_accepted_at timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Rotating refresh tokens: each login starts a family; a token used twice revokes its family.
CREATE TABLE refresh_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  remember boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE password_reset_tokens (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Solved captcha challenges, kept until they expire so that a solution cannot be replayed.
CREATE TABLE captcha_solutions (
  challenge_key text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- Outgoing mail, one row a message: the job that sends it is idempotent on this row.
CREATE TABLE mail_messages (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  to_address text NOT NULL,
  template text NOT NULL,
  subject text NOT NULL,
  essential boolean NOT NULL DEFAULT true,
  payload jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'SKIPPED', 'FAILED')),
  message_id text,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- Plans and subscriptions ---------------------------------------------------------------

CREATE TABLE plans (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (name IN ('FREE', 'STARTER', 'PRO', 'ADVANCE', 'ENTERPRISE')),
  display_name text NOT NULL,
  queries_per_month integer,
  price_eur numeric(10, 2),
  team_members integer,
  features text[] NOT NULL DEFAULT '{}',
  stripe_price_id text,
  sort_order integer NOT NULL DEFAULT 0
);

INSERT INTO plans (name, display_name, queries_per_month, price_eur, team_members, features, sort_order) VALUES
  ('FREE', 'Free', 0, 0, 0, '{}', 0),
  ('STARTER', 'Starter', 20, 80, 2, ARRAY['Up to 20 queries', '2 team members', 'Daily AI analysis and report'], 1),
  ('PRO', 'Pro', 100, 245, 10, ARRAY['100 queries', '10 team members', 'Daily AI analysis and report'], 2),
  ('ADVANCE', 'Advance', 300, 690, NULL, ARRAY['300 queries', 'Unlimited team members', 'Daily AI analysis and report'], 3),
  ('ENTERPRISE', 'Enterprise', NULL, NULL, NULL, ARRAY['Custom queries', 'Unlimited team members', 'Daily AI analysis and report', 'Dedicated support'], 4);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  plan_id integer REFERENCES plans(id),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'PAST_DUE', 'CANCELED', 'TRIALING', 'FREE')),
  is_trial boolean NOT NULL DEFAULT false,
  trial_end_date timestamptz,
  current_period_end timestamptz,
  stripe_customer_id text,
  stripe_subscription_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  subscription_id integer NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  external_id text UNIQUE,
  amount_eur numeric(10, 2) NOT NULL,
  status text NOT NULL,
  hosted_url text,
  issued_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscription_shares (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  subscription_id integer NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  user_email text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'REVOKED')),
  shared_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  UNIQUE (subscription_id, user_email)
);

-- Projects (brands) and prompts ---------------------------------------------------------------

CREATE TABLE projects (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  entity_name text NOT NULL,
  entity_label text NOT NULL,
  location text NOT NULL DEFAULT '',
  domain text NOT NULL DEFAULT '',
  entity_website text NOT NULL DEFAULT '',
  aliases text[] NOT NULL DEFAULT '{}',
  ai_engines text[] NOT NULL DEFAULT '{}',
  entity_picture text,
  scheduled_day text CHECK (scheduled_day IN ('SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT')),
  scheduled_hour smallint CHECK (scheduled_hour BETWEEN 0 AND 23),
  timezone text NOT NULL DEFAULT 'UTC',
  next_execution_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_owner_idx ON projects (owner_id);
CREATE INDEX projects_next_execution_idx ON projects (next_execution_at);

-- Competitors and aliases the user knows; the entity matcher reads them.
CREATE TABLE project_competitors (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name text NOT NULL,
  aliases text[] NOT NULL DEFAULT '{}',
  domain text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, name)
);

CREATE TABLE project_shares (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_email text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  permission text NOT NULL DEFAULT 'VIEW' CHECK (permission IN ('VIEW', 'EDIT')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'REVOKED')),
  shared_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subscription_share_id integer REFERENCES subscription_shares(id) ON DELETE CASCADE,
  shared_at timestamptz NOT NULL DEFAULT now(),
  responded_at timestamptz,
  UNIQUE (project_id, user_email)
);
CREATE INDEX project_shares_user_idx ON project_shares (user_id);

-- Ranking prompts (kind RANKING) and accuracy prompts (kind QUESTION) share one table.
CREATE TABLE prompts (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('RANKING', 'QUESTION')),
  query_text text NOT NULL,
  expected_response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'RANKING' OR expected_response IS NOT NULL)
);
CREATE INDEX prompts_project_idx ON prompts (project_id, kind);

CREATE TABLE tags (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, name)
);

CREATE TABLE prompt_tags (
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (prompt_id, tag_id)
);

-- Report executions and answers -------------------------------------------------------------

CREATE TABLE report_executions (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED')),
  trigger text NOT NULL CHECK (trigger IN ('MANUAL', 'SCHEDULE', 'SEED')),
  samples smallint NOT NULL DEFAULT 3,
  engines text[] NOT NULL,
  scheduled_for timestamptz,
  started_at timestamptz,
  completed_at timestamptz,
  executed_at timestamptz NOT NULL DEFAULT now(),
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_executions_project_idx ON report_executions (project_id, executed_at DESC);
-- At most one execution in flight per project.
CREATE UNIQUE INDEX report_executions_one_running ON report_executions (project_id)
  WHERE status IN ('PENDING', 'RUNNING');
-- A scheduled slot creates one execution however many schedulers see it.
CREATE UNIQUE INDEX report_executions_slot ON report_executions (project_id, scheduled_for)
  WHERE scheduled_for IS NOT NULL;

-- One row per (execution, prompt, engine, sample): the idempotency key of the collecting job.
CREATE TABLE answers (
  id bigserial PRIMARY KEY,
  execution_id integer NOT NULL REFERENCES report_executions(id) ON DELETE CASCADE,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  sample smallint NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'COMPLETED', 'NO_ANSWER', 'FAILED')),
  simulated boolean NOT NULL DEFAULT false,
  model text,
  region text,
  answer_text text,
  search_queries text[] NOT NULL DEFAULT '{}',
  usage jsonb,
  latency_ms integer,
  attempts integer NOT NULL DEFAULT 0,
  error text,
  analyzer_version text,
  mention text CHECK (mention IN ('RECOMMENDED', 'MENTIONED', 'NEGATIVE', 'ABSENT')),
  position smallint,
  ranking jsonb,
  rating smallint CHECK (rating BETWEEN 0 AND 2),
  score numeric(4, 1),
  justification text,
  collected_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (execution_id, prompt_id, engine, sample)
);
CREATE INDEX answers_prompt_idx ON answers (prompt_id, collected_at DESC);
CREATE INDEX answers_project_idx ON answers (project_id, collected_at DESC);

-- Sources an answer cited (named in the answer) or only retrieved (fetched, not named).
CREATE TABLE answer_sources (
  id bigserial PRIMARY KEY,
  answer_id bigint NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
  url text NOT NULL,
  domain text NOT NULL,
  title text,
  kind text NOT NULL CHECK (kind IN ('CITED', 'RETRIEVED')),
  is_client_domain boolean NOT NULL DEFAULT false
);
CREATE INDEX answer_sources_answer_idx ON answer_sources (answer_id);

-- Ranked and mentioned entities of an answer, normalised for competitor metrics.
CREATE TABLE answer_entities (
  answer_id bigint NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
  entity_key text NOT NULL,
  name text NOT NULL,
  position smallint,
  is_brand boolean NOT NULL DEFAULT false,
  PRIMARY KEY (answer_id, entity_key)
);

-- Roll-ups that dashboards read: one row per (project, prompt, engine, day).
CREATE TABLE metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  day date NOT NULL,
  answers integer NOT NULL DEFAULT 0,
  no_answers integer NOT NULL DEFAULT 0,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  entity_mentions integer NOT NULL DEFAULT 0,
  citations integer NOT NULL DEFAULT 0,
  client_citations integer NOT NULL DEFAULT 0,
  rating_sum integer NOT NULL DEFAULT 0,
  rating_count integer NOT NULL DEFAULT 0,
  wrong_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, prompt_id, engine, day)
);
CREATE INDEX metrics_daily_project_day_idx ON metrics_daily (project_id, day);

CREATE TABLE entity_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  day date NOT NULL,
  entity_key text NOT NULL,
  name text NOT NULL,
  is_brand boolean NOT NULL DEFAULT false,
  mentions integer NOT NULL DEFAULT 0,
  position_sum integer NOT NULL DEFAULT 0,
  position_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, prompt_id, engine, day, entity_key)
);
CREATE INDEX entity_metrics_daily_project_day_idx ON entity_metrics_daily (project_id, day);

CREATE TABLE source_metrics_daily (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer NOT NULL REFERENCES prompts(id) ON DELETE CASCADE,
  engine text NOT NULL,
  day date NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  is_client_domain boolean NOT NULL DEFAULT false,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, prompt_id, engine, day, url)
);
CREATE INDEX source_metrics_daily_project_day_idx ON source_metrics_daily (project_id, day);

-- Notifications -----------------------------------------------------------------------------

CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  notification_type text NOT NULL CHECK (notification_type IN ('REPORT_EXECUTION', 'RANKING_QUERY', 'QUESTION_QUERY')),
  report_execution_id integer REFERENCES report_executions(id) ON DELETE CASCADE,
  prompt_id integer REFERENCES prompts(id) ON DELETE CASCADE,
  message text NOT NULL DEFAULT '',
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id, project_id) WHERE NOT is_read;

-- Recommendations (LLMO feedback) ---------------------------------------------------------

CREATE TABLE llmo_feedback (
  execution_id integer PRIMARY KEY REFERENCES report_executions(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED')),
  ranking_boost_data jsonb NOT NULL DEFAULT '{}',
  competitors_change_data jsonb NOT NULL DEFAULT '{}',
  info_correctness_data jsonb NOT NULL DEFAULT '{}',
  error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE implemented_changes (
  id serial PRIMARY KEY,
  execution_id integer NOT NULL REFERENCES report_executions(id) ON DELETE CASCADE,
  change_type text NOT NULL,
  description text NOT NULL,
  url text,
  implementation_date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE recommendation_executions (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  project_id integer REFERENCES projects(id) ON DELETE CASCADE,
  prompt_id integer REFERENCES prompts(id) ON DELETE CASCADE,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed')),
  title text NOT NULL DEFAULT '',
  content jsonb NOT NULL DEFAULT '{}',
  recommendations_count integer NOT NULL DEFAULT 0,
  error_message text,
  is_implemented boolean NOT NULL DEFAULT false,
  implemented_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Keyword explorer -------------------------------------------------------------------------

CREATE TABLE keyword_executions (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  keywords text NOT NULL DEFAULT '',
  country_code text NOT NULL DEFAULT 'GLOBAL',
  language_code text NOT NULL DEFAULT 'en',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed')),
  error_message text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE keyword_results (
  id serial PRIMARY KEY,
  execution_id integer NOT NULL REFERENCES keyword_executions(id) ON DELETE CASCADE,
  query text NOT NULL,
  volume integer,
  volume_interval text,
  monthly_volumes integer[] NOT NULL DEFAULT '{}'
);

-- Website AI traffic -------------------------------------------------------------------------

CREATE TABLE website_visits (
  id bigserial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  visited_at timestamptz NOT NULL,
  provider text,
  visit_type text NOT NULL CHECK (visit_type IN ('AI_REFERRAL', 'AI_CRAWLER', 'HUMAN')),
  page_url text NOT NULL,
  referer text,
  user_agent text
);
CREATE INDEX website_visits_project_idx ON website_visits (project_id, visited_at);

-- Content: tutorials, FAQs, services -------------------------------------------------------------

CREATE TABLE content_categories (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('TUTORIAL', 'FAQ', 'SERVICE')),
  name text NOT NULL,
  slug text NOT NULL,
  color text NOT NULL DEFAULT 'blue',
  UNIQUE (kind, slug)
);

CREATE TABLE tutorials (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  category_id integer REFERENCES content_categories(id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  thumbnail_url text,
  duration text,
  youtube_id text,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  category_id integer REFERENCES content_categories(id) ON DELETE SET NULL,
  question text NOT NULL,
  answer text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE services (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  category_id integer REFERENCES content_categories(id) ON DELETE SET NULL,
  title text NOT NULL,
  short_description text NOT NULL DEFAULT '',
  full_description text NOT NULL DEFAULT '',
  features text[] NOT NULL DEFAULT '{}',
  deliverables text[] NOT NULL DEFAULT '{}',
  price_eur numeric(10, 2),
  price_unit text
);

CREATE TABLE service_requests (
  id serial PRIMARY KEY,
  service_id integer NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  budget_range text NOT NULL DEFAULT '',
  preferred_timeline text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Custom reports -------------------------------------------------------------------------

CREATE TABLE custom_reports (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  title text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  data_types text[] NOT NULL,
  aggregated_data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
