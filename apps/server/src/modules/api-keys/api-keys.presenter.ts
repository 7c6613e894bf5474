import type { ApiKey } from '@sightline/contracts';
import type { ApiKeyRow } from './api-keys.repo.ts';

export const presentApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.uuid,
  name: row.name,
  prefix: row.prefix,
  scope: row.scope,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});
