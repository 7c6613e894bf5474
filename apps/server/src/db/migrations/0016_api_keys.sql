-- API keys: a user's keys for scripts and MCP clients. Only a SHA-256 hash of the secret is kept (a
-- key is 32 random bytes, so a fast hash is enough: nothing to brute-force); `prefix` is the part the
-- list shows. A revoked key keeps its row (revoked_at) so its hash can never come back.
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  scope text NOT NULL CHECK (scope IN ('read', 'read_write')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX api_keys_user_idx ON api_keys (user_id) WHERE revoked_at IS NULL;
