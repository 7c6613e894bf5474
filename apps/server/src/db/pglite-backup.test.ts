import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database.ts';
import { migrate } from './migrate.ts';
import { backupDataDir, restoreDataDir } from './pglite-backup.ts';

const root = await mkdtemp(path.join(tmpdir(), 'sightline-backup-'));
afterAll(() => rm(root, { recursive: true, force: true }));

/** A data dir with a migrated database holding one marker row, and one uploaded image. */
const dataDirWith = async (name: string, marker: string) => {
  const dataDir = path.join(root, name);
  await mkdir(path.join(dataDir, 'media', 'avatars'), { recursive: true });
  await writeFile(path.join(dataDir, 'media', 'avatars', 'a.png'), marker);
  const db = await openPglite(path.join(dataDir, 'pglite'));
  await migrate(db);
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('backup-marker', $1)`, [marker]);
  await db.close();
  return dataDir;
};

const markerIn = async (dataDir: string) => {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<{ value: string }>(
      `SELECT value FROM app_settings WHERE key = 'backup-marker'`,
    );
    return rows[0]?.value;
  } finally {
    await db.close();
  }
};

// Each test opens several embedded databases, which takes seconds apiece on a busy machine.
describe('PGlite backups', { timeout: 120_000 }, () => {
  it('restores the database and the uploads into an empty data dir', async () => {
    const source = await dataDirWith('source', 'first');
    const backup = await backupDataDir(source, path.join(root, 'backups'), new Date('2026-11-29T10:00:00Z'));
    expect(path.basename(backup)).toBe('sightline-2026-11-29T10-00-00-000Z');
    const manifest = JSON.parse(await readFile(path.join(backup, 'manifest.json'), 'utf8'));
    expect(manifest.migrations).toContain('0001_initial.sql');

    const target = path.join(root, 'restored');
    await restoreDataDir(backup, target);
    expect(await markerIn(target)).toBe('first');
    expect(await readFile(path.join(target, 'media', 'avatars', 'a.png'), 'utf8')).toBe('first');
  });

  it('refuses to overwrite a data dir unless forced, and then keeps the old one aside', async () => {
    const source = await dataDirWith('older', 'older');
    const backup = await backupDataDir(source, path.join(root, 'backups'));
    const current = await dataDirWith('current', 'current');
    await expect(restoreDataDir(backup, current)).rejects.toThrow(/already holds data/);
    expect(await markerIn(current)).toBe('current');

    const { keptAside } = await restoreDataDir(backup, current, {
      force: true,
      now: new Date('2026-11-29T11:00:00Z'),
    });
    expect(await markerIn(current)).toBe('older');
    expect(keptAside).toEqual([
      path.join(current, 'pglite.before-restore-2026-11-29T11-00-00-000Z'),
      path.join(current, 'media.before-restore-2026-11-29T11-00-00-000Z'),
    ]);
  });
});
