-- Warnings mailed before data is deleted under the privacy policy's retention rules: one per account,
-- rule and due date, so a warning is sent once and a deletion happens only after its warning.
CREATE TABLE retention_notices (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rule text NOT NULL CHECK (rule IN ('unpaid_profile', 'brand_data')),
  due_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, rule, due_at)
);
