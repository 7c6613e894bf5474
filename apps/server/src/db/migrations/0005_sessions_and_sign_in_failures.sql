-- A session is one sign-in: its refresh tokens rotate within it and its access tokens carry its id,
-- so ending it (logout, password change or reset, a reused refresh token) also stops its access
-- tokens, not only its refresh tokens. Refresh-token families become sessions.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- A family was always revoked as a whole, so one revoked token means a revoked session.
INSERT INTO sessions (id, user_id, created_at, revoked_at)
SELECT family_id, min(user_id), min(created_at), max(revoked_at) FROM refresh_tokens GROUP BY family_id;

ALTER TABLE refresh_tokens RENAME COLUMN family_id TO session_id;
ALTER TABLE refresh_tokens
  ADD CONSTRAINT refresh_tokens_session_fk FOREIGN KEY (session_id) REFERENCES sessions(id) ON DELETE CASCADE;
ALTER TABLE refresh_tokens DROP COLUMN revoked_at;

-- Failed sign-ins per account (the email as typed) and client address, for the per-account limit
-- beside the per-address one. Shared by every API process; rows older than the window are deleted
-- as new ones arrive.
CREATE TABLE sign_in_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, failed_at);
CREATE INDEX sign_in_failures_failed_at_idx ON sign_in_failures (failed_at);
