// Answers captured in the engines' own apps, imported into a brand: every row checked and reported;
// nothing is stored until the user confirms, and then the valid rows are analysed by the same analyzer
// and stored in one transaction with their own roll-ups. They live apart from the collected answers
// (imported_answers), so no figure mixes them with API answers unless the user asks (the ranking
// dashboard's include_imported); the comparison reads both side by side. Imports need EDIT, the
// comparison VIEW.
import {
  type AnswerImportReport,
  APP_ANSWERS_LISTED,
  type AppComparison,
  IMPORT_ROWS_MAX,
  answerImportMessages as m,
  projectMessages,
} from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, fieldError, notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import {
  type ComparedRow,
  type ImportedAnswerFields,
  answerImportsRepo as repo,
} from './answer-imports.repo.ts';
import { originFigures } from './comparison-math.ts';
import { type ParsedRow, parseImportFile } from './import-parsing.ts';
import { checkRows, promptKey, type ValidRow } from './import-rows.ts';
import { importedReadingRepo } from './imported-readings.repo.ts';
import { readImported } from './imported-readings.ts';

const analysed = (project: ProjectRow, competitors: { name: string; aliases: string[] }[], row: ValidRow) =>
  ({
    promptId: row.promptId,
    engine: row.data.engine,
    capturedAt: new Date(row.data.captured_at).toISOString(),
    text: row.data.answer,
    ...readImported(
      project,
      competitors,
      { engine: row.data.engine, prompt: row.promptText, text: row.data.answer, sources: row.sources },
      null,
    ),
  }) satisfies ImportedAnswerFields;

const compared = (rows: readonly ComparedRow[]) =>
  rows.map((r) => ({
    mentioned: r.mention === 'RECOMMENDED' || r.mention === 'MENTIONED',
    position: r.position,
    domains: r.domains,
  }));

export const createAnswerImportService = (deps: { db: Database; clock: Clock }) => {
  const { db, clock } = deps;

  /** Checks the rows; with `confirm`, imports the valid ones (all in one transaction) and says how many. */
  const importRows = (
    userId: number,
    ref: string,
    read: () => readonly ParsedRow[],
    confirm: boolean,
    fileName: string | null,
  ): Promise<AnswerImportReport> =>
    db.tx(async (q) => {
      const project = await requireProjectAccess(q, userId, ref, 'EDIT');
      const parsed = read();
      const prompts = new Map(
        (await repo.prompts(q, project.id)).map((p) => [
          promptKey(p.query_text),
          { id: p.id, text: p.query_text },
        ]),
      );
      const { valid, errors } = checkRows(parsed, prompts, clock.now());
      const report = { import_id: null, rows: parsed.length, valid: valid.length, imported: 0, errors };
      if (!confirm) return report;
      if (valid.length === 0) throw badRequest(m.nothingToImport);
      const competitors = await repo.competitors(q, project.id);
      const answers = valid.map((row) => analysed(project, competitors, row));
      const importId = await repo.insert(q, project.id, userId, fileName, answers);
      await importedReadingRepo.rebuildRollups(
        q,
        project.id,
        answers.map((a) => a.capturedAt.slice(0, 10)),
      );
      return { ...report, import_id: importId, imported: valid.length };
    });

  return {
    /** The API call: rows as JSON values. */
    importJson: (userId: number, ref: string, rows: readonly unknown[], confirm: boolean) =>
      importRows(userId, ref, () => rows.map((value, i) => ({ row: i + 1, value })), confirm, null),

    /** An uploaded JSONL or CSV file. */
    importFile: (
      userId: number,
      ref: string,
      text: string | null,
      confirm: boolean,
      fileName: string | null,
    ) =>
      importRows(
        userId,
        ref,
        () => {
          if (text === null) throw fieldError('file', m.fileRequired);
          const parsed = parseImportFile(text);
          if ('error' in parsed) throw fieldError('file', parsed.error);
          if (parsed.rows.length > IMPORT_ROWS_MAX) throw fieldError('file', m.tooManyRows);
          return parsed.rows;
        },
        confirm,
        fileName,
      ),

    async list(userId: number, ref: string) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const rows = await repo.list(db, project.id);
      return { imports: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })) };
    },

    /** Takes an import back: its answers, their corrections and their part in the roll-ups. */
    remove: (userId: number, ref: string, importId: number) =>
      db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        const days = await repo.remove(q, project.id, importId);
        if (days === null) throw notFound(m.importNotFound);
        await importedReadingRepo.rebuildRollups(q, project.id, days);
      }),

    async comparison(
      userId: number,
      ref: string,
      promptRef: string,
      query: { engine: AppComparison['engine']; start_date?: string; end_date?: string },
    ): Promise<AppComparison> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const promptId = await repo.rankingPromptId(db, project.id, promptRef);
      if (promptId === null) throw notFound(projectMessages.promptNotFound);
      const days = query.start_date
        ? { first: query.start_date, last: query.end_date ?? query.start_date }
        : await repo.appDays(db, project.id, promptId, query.engine);
      const empty = originFigures([]);
      if (!days.first || !days.last)
        return {
          engine: query.engine,
          start_date: null,
          end_date: null,
          api: empty,
          api_simulated: false,
          app: empty,
          app_answers: [],
        };
      const [app, api] = await Promise.all([
        repo.appAnswers(db, project.id, promptId, query.engine, days.first, days.last),
        repo.apiAnswers(db, project.id, promptId, query.engine, days.first, days.last),
      ]);
      return {
        engine: query.engine,
        start_date: days.first,
        end_date: days.last,
        api: originFigures(compared(api)),
        api_simulated: api.some((r) => r.simulated),
        app: originFigures(compared(app)),
        app_answers: app.slice(0, APP_ANSWERS_LISTED).map((a) => ({
          id: a.id,
          captured_at: a.captured_at.toISOString(),
          mention: a.mention as AppComparison['app_answers'][number]['mention'],
          position: a.position,
          corrected: a.corrected,
        })),
      };
    },
  };
};

export type AnswerImportService = ReturnType<typeof createAnswerImportService>;
