// Answers as evidence: one answer with the spans of its reading, and users' corrections of that
// reading, for answers collected through an API and answers imported from an engine's app alike.
// Reads need VIEW, corrections EDIT. A correction or its withdrawal stores the answer's reading again
// (the analyzer's, with the active correction over it) and rebuilds the roll-ups of its day (the
// imported roll-ups for an app answer), in one transaction, so every figure follows at once. A reading
// is read again from the text, so once the retention policy removed it the reading stays as it is.
import {
  type AnswerEvidence,
  type AnswerOrigin,
  answerTextRemoved,
  type CorrectionInput,
  evidenceMessages as m,
} from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { restoreImportedReading } from '../answer-imports/imported-readings.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { restoreReading } from '../reports/reanalyze.ts';
import { presentCorrectionCase, presentEvidence } from './evidence.presenter.ts';
import { evidenceRepo as repo } from './evidence.repo.ts';

/** How an answer of each origin is found and its reading stored again. */
const ORIGINS = {
  api: { find: repo.find, restore: restoreReading },
  app: { find: repo.findImported, restore: restoreImportedReading },
} satisfies Record<
  AnswerOrigin,
  { find: typeof repo.find; restore: (q: Queryable, answerId: number) => Promise<unknown> }
>;

const evidenceOf = async (q: Queryable, project: ProjectRow, origin: AnswerOrigin, answerId: number) => {
  const row = await ORIGINS[origin].find(q, project.id, answerId);
  if (!row) throw notFound(m.answerNotFound);
  return row;
};

export const createEvidenceService = (deps: { db: Database }) => {
  const { db } = deps;

  /** Changes an answered answer's correction with `change`, then its reading and roll-ups. */
  const changeCorrection = (
    userId: number,
    ref: string,
    origin: AnswerOrigin,
    answerId: number,
    change: (q: Queryable) => Promise<void>,
  ): Promise<AnswerEvidence> =>
    db.tx(async (q) => {
      const project = await requireProjectAccess(q, userId, ref, 'EDIT');
      const row = await evidenceOf(q, project, origin, answerId);
      if (row.text_removed_at) throw conflict(answerTextRemoved(row.text_removed_at), 'answer_text_removed');
      if (row.answer_text === null) throw notFound(m.answerNotFound);
      await change(q);
      await ORIGINS[origin].restore(q, answerId);
      return presentEvidence(await evidenceOf(q, project, origin, answerId), project);
    });

  return {
    async get(userId: number, ref: string, origin: AnswerOrigin, answerId: number): Promise<AnswerEvidence> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return presentEvidence(await evidenceOf(db, project, origin, answerId), project);
    },

    correct: (userId: number, ref: string, origin: AnswerOrigin, answerId: number, body: CorrectionInput) =>
      changeCorrection(userId, ref, origin, answerId, (q) =>
        repo.correct(q, origin, answerId, userId, body.kind, body.position),
      ),

    withdraw: (userId: number, ref: string, origin: AnswerOrigin, answerId: number) =>
      changeCorrection(userId, ref, origin, answerId, async (q) => {
        if (!(await repo.withdraw(q, origin, answerId, userId))) throw badRequest(m.noCorrection);
      }),

    /** The brand's corrected answers as JSON lines of labelled cases (`npm run analyze -- --corrections`). */
    async exportCases(userId: number, ref: string): Promise<string> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      const rows = await repo.corrected(db, project.id);
      return rows.map((row) => `${JSON.stringify(presentCorrectionCase(row, project))}\n`).join('');
    },
  };
};

export type EvidenceService = ReturnType<typeof createEvidenceService>;
