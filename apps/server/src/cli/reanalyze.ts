// `npm run reanalyze [-- --project <uuid> --all]`: analyses the stored answers again with the current
// analyzer and rebuilds the roll-ups of the days they belong to. Without --all only answers of an
// older analyzer version are redone; --all also applies edited aliases and known competitors.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { reanalyze } from '../modules/reports/reanalyze.ts';

const { values } = parseArgs({
  options: { project: { type: 'string' }, all: { type: 'boolean', default: false } },
});

const run = async (db: Database) => {
  let projectId: number | undefined;
  if (values.project) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM projects WHERE uuid::text = $1', [
      values.project,
    ]);
    if (!rows[0]) {
      console.error(`No brand with the id ${values.project}.`);
      process.exitCode = 1;
      return;
    }
    projectId = rows[0].id;
  }
  const done = await reanalyze(db, {
    projectId,
    all: values.all,
    onProgress: (n) => process.stdout.write(`\rAnswers analysed: ${n}`),
  });
  console.log(
    `\nRe-analysed ${done.answers} answers and ${done.imported} imported app answers; rebuilt the roll-ups of ${done.days} brand-days.`,
  );
};

const { db } = await openConfiguredDatabase(loadConfig(process.env, []));
try {
  await run(db);
} finally {
  await db.close();
}
