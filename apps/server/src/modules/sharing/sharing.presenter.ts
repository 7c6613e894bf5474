// Share rows as the API returns them. A pending invitation past its expiry reads EXPIRED.
import type { ProjectShare, SharedProjectEntry, ShareState, SubscriptionShare } from '@sightline/contracts';
import type { ProjectShareRow, ShareStatus, SubscriptionShareRow } from './sharing.repo.ts';

export const isExpired = (row: { status: ShareStatus; expires_at: Date | null }, now: Date) =>
  row.status === 'PENDING' && row.expires_at !== null && row.expires_at.getTime() <= now.getTime();

const stateOf = (row: { status: ShareStatus; expires_at: Date | null }, now: Date): ShareState => {
  if (isExpired(row, now)) return 'EXPIRED';
  // Revoked shares are left out of every list and reply; typed away here only.
  return row.status === 'REVOKED' ? 'REJECTED' : row.status;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const presentProjectShare = (row: ProjectShareRow, now: Date): ProjectShare => ({
  id: row.id,
  uuid: row.uuid,
  share_uuid: row.uuid,
  user_email: row.user_email,
  permission: row.permission,
  status: stateOf(row, now),
  shared_at: row.shared_at.toISOString(),
  responded_at: iso(row.responded_at),
  expires_at: iso(row.expires_at),
  project_id: row.project_id,
  project_uuid: row.project_uuid,
  project_title: row.project_title,
  shared_by_email: row.shared_by_email,
  shared_by_name: row.shared_by_name,
  via_subscription: row.subscription_share_id !== null,
});

export const presentSharedEntry = (row: ProjectShareRow, now: Date): SharedProjectEntry => ({
  id: row.id,
  uuid: row.uuid,
  project_id: row.project_id,
  project_uuid: row.project_uuid,
  project_title: row.project_title,
  permission: row.permission,
  status: stateOf(row, now),
});

export const presentSubscriptionShare = (row: SubscriptionShareRow, now: Date): SubscriptionShare => ({
  id: row.id,
  uuid: row.uuid,
  user_email: row.user_email,
  user_name: row.user_name,
  status: stateOf(row, now),
  shared_at: row.shared_at.toISOString(),
  responded_at: iso(row.responded_at),
  expires_at: iso(row.expires_at),
  shared_by_name: row.shared_by_name,
  shared_by_email: row.shared_by_email,
  plan_name: row.plan_name,
});
