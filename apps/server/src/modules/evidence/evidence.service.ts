// Answers as evidence: one answer with the spans of its reading, and users' corrections of that
// reading. Reads need VIEW, corrections EDIT. A correction or its withdrawal stores the answer's
// reading again (the analyzer's, with the active correction over it) and rebuilds the roll-ups of its
// day, in one transaction, so every figure follows at once.
import { type AnswerEvidence, type CorrectionInput, evidenceMessages as m } from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { ProjectRow } from '../projects/project.repo.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { restoreReading } from '../reports/reanalyze.ts';
import { presentCorrectionCase, presentEvidence } from './evidence.presenter.ts';
import { evidenceRepo as repo } from './evidence.repo.ts';

const evidenceOf = async (q: Queryable, project: ProjectRow, answerId: number) => {
  const row = await repo.find(q, project.id, answerId);
  if (!row) throw notFound(m.answerNotFound);
  return row;
};

export const createEvidenceService = (deps: { db: Database }) => {
  const { db } = deps;

  /** Changes an answered answer's correction with `change`, then its reading and roll-ups. */
  const changeCorrection = (
    userId: number,
    ref: string,
    answerId: number,
    change: (q: Queryable) => Promise<void>,
  ): Promise<AnswerEvidence> =>
    db.tx(async (q) => {
      const project = await requireProjectAccess(q, userId, ref, 'EDIT');
      const row = await evidenceOf(q, project, answerId);
      if (row.answer_text === null) throw notFound(m.answerNotFound);
      await change(q);
      await restoreReading(q, answerId);
      return presentEvidence(await evidenceOf(q, project, answerId), project);
    });

  return {
    async get(userId: number, ref: string, answerId: number): Promise<AnswerEvidence> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return presentEvidence(await evidenceOf(db, project, answerId), project);
    },

    correct: (userId: number, ref: string, answerId: number, body: CorrectionInput) =>
      changeCorrection(userId, ref, answerId, (q) =>
        repo.correct(q, answerId, userId, body.kind, body.position),
      ),

    withdraw: (userId: number, ref: string, answerId: number) =>
      changeCorrection(userId, ref, answerId, async (q) => {
        if (!(await repo.withdraw(q, answerId, userId))) throw badRequest(m.noCorrection);
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
