// Re-analysis of stored answers with the current analyzer (and the brand's current aliases and known
// competitors), imported app answers too, then the roll-ups of every day touched and the stored
// feedback of every execution touched, so history never mixes two definitions. A user's active
// correction is applied over the new reading, so it survives every re-analysis.
import { ANALYZER_VERSION, analyzeAnswer } from '../../analysis/analyze-answer.ts';
import { applyCorrection } from '../../analysis/corrections.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { reanalyzeImported } from '../answer-imports/imported-readings.ts';
import { refreshFeedback } from '../recommendations/stored-feedback.ts';
import { answerRepo } from './answer.repo.ts';
import { reanalysisRepo, type StoredAnswer } from './reanalysis.repo.ts';
import { rollupRepo } from './rollups.repo.ts';

export interface ReanalyzeOptions {
  /** Only this project's answers. */
  projectId?: number;
  /** Every answer, not only those of an older analyzer version (after editing aliases or competitors). */
  all?: boolean;
  /** Answers read per round. */
  batchSize?: number;
  onProgress?: (answers: number) => void;
}

type Competitors = { name: string; aliases: string[] }[];

/** Analyses one stored answer again, applies its active correction and stores the reading. */
const restore = async (q: Queryable, answer: StoredAnswer, competitors: Competitors) => {
  const analysis = analyzeAnswer({
    engine: answer.engine,
    prompt: answer.query_text,
    answer: answer.answer_text,
    sources: answer.sources.map((s) => ({ url: s.url, title: s.title ?? undefined })),
    brand: {
      name: answer.entity_name,
      label: answer.entity_label,
      aliases: answer.aliases,
      domain: answer.domain,
    },
    competitors,
  });
  const kinds = new Map(answer.sources.map((s) => [s.url, s.kind]));
  await answerRepo.storeAnalysis(
    q,
    answer.id,
    applyCorrection(analysis, answer.correction),
    kinds,
    answer.entity_label,
  );
};

/**
 * One answer's reading stored again (after its correction changed) with the roll-ups of its day and
 * the feedback that reads it, in the caller's transaction; false when it is not an answered answer.
 */
export const restoreReading = async (q: Queryable, answerId: number) => {
  const answer = await reanalysisRepo.answer(q, answerId);
  if (!answer) return false;
  await restore(q, answer, await answerRepo.competitors(q, answer.project_id));
  await rollupRepo.rebuildDay(q, answer.project_id, answer.day);
  await refreshFeedback(q, [answer.execution_id]);
  return true;
};

export const reanalyze = async (db: Database, options: ReanalyzeOptions = {}) => {
  const batchSize = options.batchSize ?? 500;
  const competitors = new Map<number, Promise<Competitors>>();
  const days = new Set<string>();
  const executions = new Set<number>();
  let answers = 0;
  for (let after = 0; ; ) {
    // Keyset pages by id: a re-analysed answer leaves the selection, and a large history never sits in memory.
    const rows = await reanalysisRepo.page(
      db,
      after,
      { projectId: options.projectId, all: options.all, analyzerVersion: ANALYZER_VERSION },
      batchSize,
    );
    if (rows.length === 0) break;
    for (const answer of rows) {
      let ofProject = competitors.get(answer.project_id);
      if (!ofProject) {
        ofProject = answerRepo.competitors(db, answer.project_id);
        competitors.set(answer.project_id, ofProject);
      }
      const list = await ofProject;
      await db.tx((q) => restore(q, answer, list));
      days.add(`${answer.project_id}|${answer.day}`);
      executions.add(answer.execution_id);
    }
    answers += rows.length;
    after = rows[rows.length - 1].id;
    options.onProgress?.(answers);
  }
  for (const key of days) {
    const [projectId, day] = key.split('|');
    await db.tx((q) => rollupRepo.rebuildDay(q, Number(projectId), day));
  }
  await db.tx((q) => refreshFeedback(q, [...executions]));
  // Imported app answers are read by the same analyzer, so they follow it too.
  const imported = await db.tx((q) =>
    reanalyzeImported(q, {
      projectId: options.projectId,
      all: options.all,
      analyzerVersion: ANALYZER_VERSION,
    }),
  );
  return { answers, days: days.size, imported };
};
