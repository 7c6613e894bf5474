-- Tutorials, FAQs and campaign services managed by admins, service requests, and custom reports.
-- 0001 sketched these tables; nothing ever wrote to them, so they are replaced.
DROP TABLE service_requests;
DROP TABLE services;
DROP TABLE faqs;
DROP TABLE tutorials;
DROP TABLE content_categories;
DROP TABLE custom_reports;

-- Admins manage content; set by `npm run admin -- grant <email>`, never through the API.
ALTER TABLE users ADD COLUMN is_admin boolean NOT NULL DEFAULT false;

CREATE TABLE content_categories (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('tutorials', 'faqs', 'services')),
  name text NOT NULL,
  slug text NOT NULL,
  color text NOT NULL DEFAULT 'blue',
  position integer NOT NULL DEFAULT 0,
  UNIQUE (kind, slug)
);

-- position orders each kind (the admin's order); published hides drafts from users.
CREATE TABLE tutorials (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  category_id integer REFERENCES content_categories(id) ON DELETE SET NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  thumbnail_url text,
  duration text NOT NULL DEFAULT '',
  youtube_id text,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tutorials_order ON tutorials (position, id);

CREATE TABLE faqs (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  category_id integer REFERENCES content_categories(id) ON DELETE SET NULL,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faqs_order ON faqs (position, id);

CREATE TABLE services (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  category_id integer REFERENCES content_categories(id) ON DELETE SET NULL,
  title text NOT NULL,
  short_description text NOT NULL DEFAULT '',
  full_description text NOT NULL DEFAULT '',
  features text[] NOT NULL DEFAULT '{}',
  deliverables text[] NOT NULL DEFAULT '{}',
  formatted_price text NOT NULL DEFAULT '',
  price_unit text NOT NULL DEFAULT '',
  image_url text,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT false,
  featured boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX services_order ON services (position, id);

-- A request keeps the service's title as it was asked for, should the service be renamed or removed.
CREATE TABLE service_requests (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  service_id integer REFERENCES services(id) ON DELETE SET NULL,
  service_uuid uuid NOT NULL,
  service_title text NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  budget_range text,
  preferred_timeline text,
  message text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'CONTACTED', 'CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_requests_user ON service_requests (user_id, created_at DESC);

-- A custom report is its definition; its pages are read from the brand's data when it is opened.
CREATE TABLE custom_reports (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  data_types text[] NOT NULL,
  -- The language model's analyses, by section key: {hash of the figures it read, text}. A section
  -- whose figures changed since is written again; without a model this stays empty.
  analyses jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX custom_reports_project ON custom_reports (project_id, created_at DESC);
