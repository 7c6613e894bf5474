-- Favicons fetched from the sites a brand is cited from, served by our server (issue 26). A row
-- without a body records that the site has no usable icon, so it is not asked again until it expires.
CREATE TABLE favicons (
  domain text PRIMARY KEY,
  content_type text,
  body bytea,
  fetched_at timestamptz NOT NULL
);
-- The cache keeps a bounded number of rows: the oldest go first.
CREATE INDEX favicons_fetched_at ON favicons (fetched_at);
