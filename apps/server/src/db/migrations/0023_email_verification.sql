-- Email addresses are verified: a mail with a single-use link at registration (the app stays usable
-- meanwhile), and a share or team invitation is answered only from a verified address or through
-- the invitation mail's own single-use link, so whoever registers an invited address first cannot
-- take the invitation.

-- Accounts made before verification existed keep working as they did: counted as verified then.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at;

-- A verification link sent to `email` (the account's address when sent): only the token's SHA-256.
CREATE TABLE email_verifications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user ON email_verifications (user_id);

-- The SHA-256 of the link in an invitation's mail: following it proves the invitee reads that
-- mailbox. Cleared once the invitation is answered.
ALTER TABLE project_shares ADD COLUMN invite_token_hash text;
ALTER TABLE subscription_shares ADD COLUMN invite_token_hash text;
