import type { User } from '@sightline/contracts';
import type { UserRow } from './user.repo.ts';

export const presentUser = (row: UserRow): User => ({
  id: row.id,
  pk: row.id,
  uuid: row.uuid,
  username: row.email,
  email: row.email,
  name: row.name,
  full_name: row.name,
  first_name: row.name.trim().split(/\s+/)[0] ?? '',
  profile_picture: row.profile_picture,
  view_tutorial: row.view_tutorial,
  is_admin: row.is_admin,
  company_name: row.company_name,
  industry: row.industry,
  company_size: row.company_size,
  current_position: row.current_position,
  additional_info: row.additional_info,
  created_at: row.created_at.toISOString(),
  email_verified: row.email_verified_at !== null,
});
