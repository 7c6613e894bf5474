// A brand's prompt tags (analysis spec 7, GET tags/{project_id}/list/) and their management. The
// keys sit under the brand's keys, so a prompt save refreshes the tags and a tag change refreshes
// the brand detail's prompt tables (which show each prompt's tags).
import { type Tag, TagListSchema, TagSchema, tagPaths } from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { logged, projectKeys } from './projects.ts';
import { useSession } from './useSession.ts';

const tagKeys = {
  list: (projectId: string) => [...projectKeys.all, 'tags', projectId] as const,
};

/** The brand's tags by name; a failed load is only logged (spec) and gives no tags. */
export const useProjectTags = (projectId: string | undefined) =>
  useQuery({
    queryKey: tagKeys.list(projectId ?? ''),
    queryFn: logged(
      'tags',
      async () => (await api.get(tagPaths.list(projectId ?? ''), { schema: TagListSchema })).tags,
      [] as Tag[],
    ),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
  });

/** Tags appear on prompts everywhere in the brand's screens: refresh all of the brand's queries. */
const useTagMutation = <Input, Reply>(call: (input: Input) => Promise<Reply>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
};

export const useCreateTag = (projectId: string) =>
  useTagMutation((name: string) => api.post(tagPaths.create(projectId), { name }, { schema: TagSchema }));

export const useRenameTag = (projectId: string) =>
  useTagMutation(({ id, name }: Tag) =>
    api.put(tagPaths.rename(projectId, id), { name }, { schema: TagSchema }),
  );

export const useDeleteTag = (projectId: string) =>
  useTagMutation((id: number) => api.delete(tagPaths.delete(projectId, id)));
