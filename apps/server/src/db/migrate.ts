// Applies the committed SQL migrations in order, once each, under an advisory lock so that
// several processes starting together on one PostgreSQL do not race.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_KEY = 726_451_001;

const migrationFiles = async () => (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();

/** Migrations of this code not applied to the database (a process started before they ran). */
export const pendingMigrations = async (db: Database): Promise<string[]> => {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((r) => r.name));
  return (await migrationFiles()).filter((f) => !done.has(f));
};

export const migrate = async (db: Database): Promise<string[]> => {
  const files = await migrationFiles();
  return db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await q.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await q.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      await q.exec(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
};
