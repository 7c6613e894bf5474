// `npm run backup [-- --out <folder>]` saves the embedded database and the uploaded images of
// DATA_DIR into a new folder (default: ./backups); `npm run backup -- --restore <folder> [--force]`
// puts one back. Stop the server first (one process per PGlite). With DATABASE_URL, use pg_dump.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupDataDir, restoreDataDir } from '../db/pglite-backup.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'backups' },
    restore: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const config = loadConfig(process.env, []);
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README, Backups).');
  process.exit(1);
}
try {
  if (values.restore) {
    const { keptAside } = await restoreDataDir(path.resolve(values.restore), config.dataDir, {
      force: values.force,
    });
    console.log(`Restored ${values.restore} into ${config.dataDir}.`);
    for (const aside of keptAside) console.log(`What was there is kept in ${aside}.`);
  } else {
    console.log(
      `Backed up ${config.dataDir} to ${await backupDataDir(config.dataDir, path.resolve(values.out))}.`,
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
