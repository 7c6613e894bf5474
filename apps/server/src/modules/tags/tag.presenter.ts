import type { Tag } from '@sightline/contracts';
import type { TagRow } from './tag.repo.ts';

export const presentTag = (row: TagRow): Tag => ({ id: row.id, name: row.name });
