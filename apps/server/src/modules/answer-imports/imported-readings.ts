// The reading of an imported app answer (the analyzer's, with the user's active correction over it,
// as for API answers), read again after a correction or a new analyzer with the imported roll-ups
// of its days (imported-readings.repo.ts rebuilds them from the stored readings, so they are always
// exactly what the answers say).
import { analyzeAnswer } from '../../analysis/analyze-answer.ts';
import { applyCorrection, type Correction } from '../../analysis/corrections.ts';
import type { SourceInput } from '../../analysis/sources.ts';
import type { Queryable } from '../../db/database.ts';
import { answerEntities, MENTION } from '../reports/answer-reading.ts';
import { answerImportsRepo } from './answer-imports.repo.ts';
import { importedReadingRepo, type StoredImported } from './imported-readings.repo.ts';

interface Brand {
  entity_name: string;
  entity_label: string;
  aliases: string[];
  domain: string;
}

type Competitors = readonly { name: string; aliases: string[] }[];

/** What an imported answer stores of its reading (a refusal: no mention, position or entity). */
export interface ImportedReading {
  analyzerVersion: string;
  refused: boolean;
  mention: string;
  position: number | null;
  ranking: unknown;
  spans: unknown;
  sources: unknown;
  entities: unknown;
}

export const readImported = (
  brand: Brand,
  competitors: Competitors,
  answer: { engine: string; prompt: string; text: string; sources: SourceInput[] },
  correction: Correction | null,
): ImportedReading => {
  const analysis = applyCorrection(
    analyzeAnswer({
      engine: answer.engine,
      prompt: answer.prompt,
      answer: answer.text,
      sources: answer.sources,
      brand: {
        name: brand.entity_name,
        label: brand.entity_label,
        aliases: brand.aliases,
        domain: brand.domain,
      },
      competitors,
    }),
    correction,
  );
  const refused = analysis.refusal !== null;
  return {
    analyzerVersion: analysis.analyzer_version,
    refused,
    mention: refused ? MENTION.absent : MENTION[analysis.mention],
    position: refused ? null : analysis.position,
    ranking: refused ? [] : analysis.ranking,
    spans: analysis.spans,
    sources: analysis.sources,
    entities: refused ? [] : answerEntities(analysis, brand.entity_label),
  };
};

const restore = (q: Queryable, a: StoredImported, competitors: Competitors) =>
  importedReadingRepo.store(
    q,
    a.id,
    readImported(
      a,
      competitors,
      {
        engine: a.engine,
        prompt: a.query_text,
        text: a.answer_text,
        sources: a.sources.map((s) => (s.title ? { url: s.url, title: s.title } : { url: s.url })),
      },
      a.correction,
    ),
  );

/**
 * One imported answer's reading stored again (after its correction changed) with the imported
 * roll-ups of its day, in the caller's transaction.
 */
export const restoreImportedReading = async (q: Queryable, id: number) => {
  const answer = await importedReadingRepo.stored(q, id);
  if (!answer) return;
  await restore(q, answer, await answerImportsRepo.competitors(q, answer.project_id));
  await importedReadingRepo.rebuildRollups(q, answer.project_id, [answer.day]);
};

/** Every imported answer of the scope read again (`npm run reanalyze`), then the roll-ups of its days. */
export const reanalyzeImported = async (
  q: Queryable,
  options: { projectId?: number; all?: boolean; analyzerVersion: string },
) => {
  const rows = await importedReadingRepo.toReanalyze(q, options);
  const days = new Map<number, string[]>();
  const competitors = new Map<number, Competitors>();
  for (const answer of rows) {
    let list = competitors.get(answer.project_id);
    if (!list) {
      list = await answerImportsRepo.competitors(q, answer.project_id);
      competitors.set(answer.project_id, list);
    }
    await restore(q, answer, list);
    days.set(answer.project_id, [...(days.get(answer.project_id) ?? []), answer.day]);
  }
  for (const [projectId, of] of days) await importedReadingRepo.rebuildRollups(q, projectId, of);
  return rows.length;
};
