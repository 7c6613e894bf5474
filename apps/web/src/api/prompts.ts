// Prompt calls of one brand (spec 1 section 7, spec 2 section 7): ranking prompts under
// ranking-queries, accuracy prompts under question-queries.
import {
  AccuracyPromptSchema,
  type PromptFamily,
  promptPaths,
  RankingPromptSchema,
} from '@sightline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { projectKeys } from './projects.ts';
import { queryKeys } from './query-keys.ts';

export interface PromptInput {
  query_text: string;
  expected_response?: string;
  /** The prompt's tags after the save (saved with it, in one transaction); absent leaves them. */
  tag_ids?: number[];
}

const replySchema = (family: PromptFamily) =>
  family === 'ranking' ? RankingPromptSchema : AccuracyPromptSchema;

/** Prompt changes move the brand's counts and the plan's prompt usage: refresh both. */
const useInvalidatePrompts = () => {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: projectKeys.all });
    void client.invalidateQueries({ queryKey: queryKeys.subscription });
  };
};

export const useSavePrompt = (projectId: string, family: PromptFamily) => {
  const invalidate = useInvalidatePrompts();
  return useMutation({
    mutationFn: ({ id, ...input }: PromptInput & { id?: number }) => {
      const body = family === 'ranking' ? { query_text: input.query_text, tag_ids: input.tag_ids } : input;
      const schema = replySchema(family);
      return id === undefined
        ? api.post(promptPaths.create(projectId, family), body, { schema })
        : api.put(promptPaths.update(projectId, family, id), body, { schema });
    },
    onSuccess: invalidate,
  });
};

/** Adds a ranking prompt to any of the user's brands, chosen at the call (the keyword explorer). */
export const useAddRankingPrompt = () => {
  const invalidate = useInvalidatePrompts();
  return useMutation({
    mutationFn: ({ projectId, query_text }: { projectId: string; query_text: string }) =>
      api.post(promptPaths.create(projectId, 'ranking'), { query_text }, { schema: RankingPromptSchema }),
    onSuccess: invalidate,
  });
};

export const useDeletePrompt = (projectId: string, family: PromptFamily) => {
  const invalidate = useInvalidatePrompts();
  return useMutation({
    mutationFn: (id: number) => api.delete(promptPaths.delete(projectId, family, id)),
    onSuccess: invalidate,
  });
};
