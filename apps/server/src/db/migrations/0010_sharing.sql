-- Sharing: invitations expire (a PENDING share past expires_at can no longer be answered and stops
-- holding a team place); invitees are found by their address, and a user belongs to one team at most.

ALTER TABLE project_shares ADD COLUMN expires_at timestamptz;
ALTER TABLE subscription_shares ADD COLUMN expires_at timestamptz;

CREATE INDEX project_shares_email_idx ON project_shares (user_email);
CREATE INDEX project_shares_subscription_share_idx ON project_shares (subscription_share_id);
CREATE INDEX subscription_shares_email_idx ON subscription_shares (user_email);
CREATE UNIQUE INDEX subscription_shares_one_team ON subscription_shares (user_id) WHERE status = 'ACCEPTED';
