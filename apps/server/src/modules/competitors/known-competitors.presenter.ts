// Rows -> the known-competitor reply of packages/contracts, pure.
import type { KnownCompetitor } from '@sightline/contracts';
import type { KnownCompetitorRow } from './known-competitors.repo.ts';

export const presentKnownCompetitor = (row: KnownCompetitorRow): KnownCompetitor => ({
  id: row.id,
  name: row.name,
  aliases: row.aliases,
  domain: row.domain || null,
});
