// The database a process uses: PostgreSQL when DATABASE_URL is set, else the embedded PGlite in the data dir.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './database.ts';
import { migrate } from './migrate.ts';

export const openConfiguredDatabase = async (
  config: Config,
): Promise<{ db: Database; applied: string[] }> => {
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl, config.databaseSchema);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    db = await openPglite(path.join(config.dataDir, 'pglite'));
  }
  return { db, applied: await migrate(db) };
};
