// Ranking and accuracy prompts of a project, with their tags. Prompt count is limited by the owner's plan.
import { projectMessages as m } from '@sightline/contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../lib/http-error.ts';
import { presentAccuracyPrompt, presentRankingPrompt } from '../projects/project.presenter.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { forgetFeedback } from '../recommendations/stored-feedback.ts';
import type { Limits } from '../subscription/limits.ts';
import { setPromptTags } from '../tags/tag.service.ts';
import { type PromptKind, promptRepo } from './prompt.repo.ts';

export interface PromptInput {
  query_text: string;
  expected_response?: string;
  /** When given, the prompt's tags after the save (in the same transaction as its text). */
  tag_ids?: number[];
}

export const createPromptService = (deps: { db: Database; limits: Limits }) => {
  const { db, limits } = deps;
  const present = (kind: PromptKind) => (kind === 'RANKING' ? presentRankingPrompt : presentAccuracyPrompt);

  return {
    async list(userId: number, ref: string, kind: PromptKind) {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return (await promptRepo.list(db, [project.id], kind)).map(present(kind));
    },

    async create(userId: number, ref: string, kind: PromptKind, input: PromptInput) {
      return db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        (await limits.lockPrompts(q, project.owner_id)).assertRoomFor(1);
        const id = await promptRepo.insert(
          q,
          project.id,
          kind,
          input.query_text,
          input.expected_response ?? null,
        );
        if (input.tag_ids) await setPromptTags(q, project.id, id, input.tag_ids);
        return present(kind)((await promptRepo.get(q, project.id, kind, id))!);
      });
    },

    async update(userId: number, ref: string, kind: PromptKind, promptId: number, input: PromptInput) {
      return db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        const prompt = await promptRepo.get(q, project.id, kind, promptId);
        if (!prompt) throw notFound(m.promptNotFound);
        await promptRepo.update(q, prompt.id, input.query_text, input.expected_response ?? null);
        // The agent tab's feedback quotes the prompt.
        await forgetFeedback(q, project.id);
        if (input.tag_ids) await setPromptTags(q, project.id, prompt.id, input.tag_ids);
        return present(kind)((await promptRepo.get(q, project.id, kind, promptId))!);
      });
    },

    async delete(userId: number, ref: string, kind: PromptKind, promptId: number) {
      await db.tx(async (q) => {
        const project = await requireProjectAccess(q, userId, ref, 'EDIT');
        const prompt = await promptRepo.get(q, project.id, kind, promptId);
        if (!prompt) throw notFound(m.promptNotFound);
        await promptRepo.delete(q, [prompt.id]);
        await forgetFeedback(q, project.id);
      });
    },
  };
};

export type PromptService = ReturnType<typeof createPromptService>;
