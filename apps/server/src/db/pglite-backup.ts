// Backups of an embedded (PGlite) installation: the database as PGlite's own data-directory dump,
// and the uploaded images beside it, in one folder per backup. PGlite belongs to one process, so
// both run with the server stopped. PostgreSQL installations use pg_dump (see the README).
import { cp, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const DATABASE_FILE = 'database.tar.gz';
const MEDIA_DIR = 'media';
const MANIFEST_FILE = 'manifest.json';

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** Where a data dir keeps what a backup holds. */
const partsOf = (dataDir: string) => ({
  pglite: path.join(dataDir, 'pglite'),
  media: path.join(dataDir, MEDIA_DIR),
});

interface BackupManifest {
  created_at: string;
  /** Migrations applied to the database saved: a restore into older code would not know them. */
  migrations: string[];
  media: boolean;
}

/** Saves `dataDir` into a new folder under `outDir`; returns its path. */
export const backupDataDir = async (dataDir: string, outDir: string, now = new Date()): Promise<string> => {
  const parts = partsOf(dataDir);
  if (!(await exists(parts.pglite))) throw new Error(`No embedded database in ${dataDir}`);
  const target = path.join(outDir, `sightline-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(target, { recursive: true });
  const db = new PGlite(parts.pglite);
  try {
    await db.waitReady;
    const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    const dump = await db.dumpDataDir('gzip');
    await writeFile(path.join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
    const media = await exists(parts.media);
    if (media) await cp(parts.media, path.join(target, MEDIA_DIR), { recursive: true });
    const manifest: BackupManifest = {
      created_at: now.toISOString(),
      migrations: rows.map((r) => r.name),
      media,
    };
    await writeFile(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    await db.close();
  }
  return target;
};

/**
 * Restores a backup folder into `dataDir`. What the data dir held is kept aside (renamed with the
 * time) when `force` is set; without it a data dir that holds a database is refused.
 */
export const restoreDataDir = async (
  backupDir: string,
  dataDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<{ keptAside: string[] }> => {
  const manifest = JSON.parse(await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  const dump = await readFile(path.join(backupDir, DATABASE_FILE));
  const parts = partsOf(dataDir);
  const keptAside: string[] = [];
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  for (const part of [parts.pglite, parts.media]) {
    if (!(await exists(part))) continue;
    if (!options.force)
      throw new Error(`${dataDir} already holds data: stop the server, then restore with --force`);
    const aside = `${part}.before-restore-${stamp}`;
    await rename(part, aside);
    keptAside.push(aside);
  }
  await mkdir(dataDir, { recursive: true });
  const db = new PGlite(parts.pglite, { loadDataDir: new Blob([dump]) });
  await db.waitReady;
  await db.close();
  if (manifest.media) await cp(path.join(backupDir, MEDIA_DIR), parts.media, { recursive: true });
  return { keptAside };
};
