// Answers captured in the engines' own apps, imported into a brand: every row checked and reported;
// nothing is stored until the user confirms, and then the valid rows are analysed by the same analyzer
// and stored in one transaction. They live apart from the collected answers (imported_answers), so no
// roll-up or dashboard figure mixes them with API answers; the comparison reads both side by side.
// Imports need EDIT, the comparison VIEW.
import {
  type AnswerImportReport,
  type AppComparison,
  IMPORT_ROWS_MAX,
  answerImportMessages as m,
  projectMessages,
} from '@sightline/contracts';
import { analyzeAnswer } from '../../analysis/analyze-answer.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, fieldError, notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { MENTION } from '../reports/answer-store.ts';
import {
  type ComparedRow,
  type ImportedAnswerFields,
  answerImportsRepo as repo,
} from './answer-imports.repo.ts';
import { originFigures } from './comparison-math.ts';
import { type ParsedRow, parseImportFile } from './import-parsing.ts';
import { checkRows, promptKey, type ValidRow } from './import-rows.ts';

const analysed = (project: ProjectRow, competitors: { name: string; aliases: string[] }[], row: ValidRow) => {
  const analysis = analyzeAnswer({
    engine: row.data.engine,
    prompt: row.promptText,
    answer: row.data.answer,
    sources: row.sources,
    brand: {
      name: project.entity_name,
      label: project.entity_label,
      aliases: project.aliases,
      domain: project.domain,
    },
    competitors,
  });
  return {
    promptId: row.promptId,
    engine: row.data.engine,
    capturedAt: new Date(row.data.captured_at).toISOString(),
    text: row.data.answer,
    analyzerVersion: analysis.analyzer_version,
    mention: MENTION[analysis.mention],
    position: analysis.position,
    ranking: analysis.ranking,
    spans: analysis.spans,
    sources: analysis.sources,
  } satisfies ImportedAnswerFields;
};

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
      const report = { rows: parsed.length, valid: valid.length, imported: 0, errors };
      if (!confirm) return report;
      if (valid.length === 0) throw badRequest(m.nothingToImport);
      const competitors = await repo.competitors(q, project.id);
      await repo.insert(
        q,
        project.id,
        userId,
        fileName,
        valid.map((row) => analysed(project, competitors, row)),
      );
      return { ...report, imported: valid.length };
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
      };
    },
  };
};

export type AnswerImportService = ReturnType<typeof createAnswerImportService>;
