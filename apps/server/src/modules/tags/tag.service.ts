// Project tags: list (VIEW), create, rename, delete, assign to and unassign from prompts (EDIT), and
// a prompt's whole tag set, saved inside the prompt save's transaction.
import { promptDashboardMessages as m, type Tag } from '@sightline/contracts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { presentTag } from './tag.presenter.ts';
import { tagRepo } from './tag.repo.ts';

/** A second tag of the same name in a project is a 409, whichever write meets the unique index. */
const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    if ((err as { code?: string })?.code === '23505') throw conflict(m.tagExists);
    throw err;
  }
};

/**
 * Gives a prompt of the project exactly these tags of the project; any id that is not a tag of
 * the project is a 404 and changes nothing. Runs in the caller's transaction.
 */
export const setPromptTags = async (
  q: Queryable,
  projectId: number,
  promptId: number,
  tagIds: readonly number[],
) => {
  const wanted = [...new Set(tagIds)];
  if ((await tagRepo.countOfProject(q, projectId, wanted)) !== wanted.length) throw notFound(m.tagNotFound);
  await tagRepo.replaceForPrompt(q, promptId, wanted);
};

export const createTagService = (deps: { db: Database }) => {
  const { db } = deps;
  return {
    async list(userId: number, ref: string): Promise<Tag[]> {
      const project = await requireProjectAccess(db, userId, ref, 'VIEW');
      return (await tagRepo.list(db, project.id)).map(presentTag);
    },

    async create(userId: number, ref: string, name: string): Promise<Tag> {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      return presentTag(await uniqueName(() => tagRepo.insert(db, project.id, name)));
    },

    async rename(userId: number, ref: string, tagId: number, name: string): Promise<Tag> {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      const row = await uniqueName(() => tagRepo.rename(db, project.id, tagId, name));
      if (!row) throw notFound(m.tagNotFound);
      return presentTag(row);
    },

    async delete(userId: number, ref: string, tagId: number) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      if (!(await tagRepo.delete(db, project.id, tagId))) throw notFound(m.tagNotFound);
    },

    /** Assigns (or with assign false removes) a tag of the project to one of its prompts (uuid or id). */
    async assign(userId: number, ref: string, tagId: number, promptRef: string, assign: boolean) {
      const project = await requireProjectAccess(db, userId, ref, 'EDIT');
      const promptId = await tagRepo.promptOfTag(db, project.id, tagId, promptRef);
      if (promptId === null) throw notFound(m.tagNotFound);
      await (assign ? tagRepo.assign : tagRepo.unassign)(db, promptId, tagId);
    },
  };
};

export type TagService = ReturnType<typeof createTagService>;
