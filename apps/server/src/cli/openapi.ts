// `npm run openapi`: writes the API's OpenAPI document (JSON) to the file named by its argument, for
// the lint and the typed-client check of `npm test` and for anyone generating a client. The app is
// built on an empty in-memory database: the document depends on the routes only.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp } from '../http/app.ts';
import { systemClock } from '../lib/clock.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: npm run openapi -- <output file>');
  process.exit(2);
}
const dataDir = await mkdtemp(path.join(tmpdir(), 'sightline-openapi-'));
const config = loadConfig(
  { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), SCHEDULER: 'false', LOG_LEVEL: 'silent' },
  [],
);
const db = await openPglite();
await migrate(db);
const ctx = await createContext({ config, db, clock: systemClock, log: { info() {}, error() {} } });
const app = await buildApp(ctx);
await app.ready();
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await ctx.queue.stop();
await db.close();
await rm(dataDir, { recursive: true, force: true });
