// SQL lives in repositories (docs/ARCHITECTURE.md): a call that runs SQL — `.query(`, `.exec(` of a
// script, pg-boss's `.executeSql(` — may sit only in `*.repo.ts` and in `db/`, `seed/` and `cli/`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '../src');

/** Where SQL may run, by path under src/ (tests are not scanned). */
const ALLOWED = [/\.repo\.ts$/, /^db\//, /^seed\//, /^cli\//];
/** The one call outside them: the job queue asks pg-boss's own connection for its NOTIFY channel. */
const EXCEPTIONS = [{ file: 'jobs/queue.ts', call: 'executeSql' }];

// `.exec(` is also RegExp's: only a script written in place (a string argument) counts.
const SQL_CALL = /\.\s*(query|executeSql)\s*[<(]|\.\s*(exec)\s*\(\s*[`'"]/g;

interface SourceFile {
  path: string;
  text: string;
}

/** `path:line call` of every SQL call outside the allowed places. */
const offenders = (files: readonly SourceFile[]) =>
  files
    .filter((f) => !f.path.endsWith('.test.ts') && !ALLOWED.some((re) => re.test(f.path)))
    .flatMap((f) =>
      [...f.text.matchAll(SQL_CALL)]
        .map((m) => ({ call: m[1] ?? m[2], line: f.text.slice(0, m.index).split('\n').length }))
        .filter(({ call }) => !EXCEPTIONS.some((e) => e.file === f.path && e.call === call))
        .map(({ call, line }) => `${f.path}:${line} ${call}`),
    );

const sources = (): SourceFile[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith('.ts'))
    .map((p) => ({ path: p.split(path.sep).join('/'), text: readFileSync(path.join(SRC, p), 'utf8') }));

describe('SQL in repositories', () => {
  it('finds SQL run outside a repository, wherever the call is written', () => {
    expect(
      offenders([
        {
          path: 'modules/reports/report-jobs.ts',
          text: "const a = 1;\nawait db\n  .query<{ n: number }>(\n  'SELECT 1');\nawait q.query('SELECT 2');",
        },
        { path: 'mail/mail.service.ts', text: 'await db.exec(`DELETE FROM mail_messages`);' },
        { path: 'jobs/queue.ts', text: "await db.query('SELECT 1');" },
        { path: 'modules/x/x.ts', text: 'await boss.getDb().executeSql(`SELECT 1`);' },
      ]),
    ).toEqual([
      'modules/reports/report-jobs.ts:3 query',
      'modules/reports/report-jobs.ts:5 query',
      'mail/mail.service.ts:1 exec',
      'jobs/queue.ts:1 query',
      'modules/x/x.ts:1 executeSql',
    ]);
  });

  it('lets repositories, db/, seed/, cli/ and tests run SQL, and ignores what only looks like it', () => {
    const call = "await q.query('SELECT 1');";
    expect(
      offenders([
        { path: 'modules/reports/answer.repo.ts', text: call },
        { path: 'db/migrate.ts', text: 'await db.exec(`CREATE TABLE t ()`);' },
        { path: 'seed/factories.ts', text: call },
        { path: 'cli/admin.ts', text: call },
        { path: 'modules/reports/x.test.ts', text: call },
        { path: 'jobs/queue.ts', text: 'await boss.getDb().executeSql(`SELECT 1`);' },
        {
          path: 'http/a.ts',
          text: 'const q = req.query;\nconst m = /x/.exec(text);\nhandle(req.query.page);',
        },
      ]),
    ).toEqual([]);
  });

  it('apps/server/src runs SQL only in repositories, db/, seed/ and cli/', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    expect(offenders(files)).toEqual([]);
  });
});
