// Known competitors and brand aliases of one brand as TanStack Query hooks. They change what the
// analyzer recognises in the next report, so only this list and the brand itself are refreshed.
import {
  BrandAliasesReplySchema,
  KnownCompetitorSchema,
  type KnownCompetitorsReply,
  KnownCompetitorsReplySchema,
  knownCompetitorPaths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { projectKeys } from './projects.ts';
import { useSession } from './useSession.ts';

/** Body of an add or edit: the whole competitor. */
export interface KnownCompetitorBody {
  name: string;
  aliases: string[];
  domain: string;
}

const knownCompetitorKeys = {
  list: (projectId: string) => ['projects', 'known-competitors', projectId] as const,
};

export const useKnownCompetitors = (projectId: string) =>
  useQuery({
    queryKey: knownCompetitorKeys.list(projectId),
    queryFn: () => api.get(knownCompetitorPaths.list(projectId), { schema: KnownCompetitorsReplySchema }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
  });

const useRefresh = (projectId: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: knownCompetitorKeys.list(projectId) });
};

export const useSaveKnownCompetitor = (projectId: string) => {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, ...body }: KnownCompetitorBody & { id?: number }) =>
      id === undefined
        ? api.post(knownCompetitorPaths.list(projectId), body, { schema: KnownCompetitorSchema })
        : api.put(knownCompetitorPaths.item(projectId, id), body, { schema: KnownCompetitorSchema }),
    onSuccess: refresh,
  });
};

export const useDeleteKnownCompetitor = (projectId: string) => {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: number) => api.delete(knownCompetitorPaths.item(projectId, id)),
    onSuccess: refresh,
  });
};

export const useSaveBrandAliases = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (aliases: string[]) =>
      api.put(knownCompetitorPaths.brandAliases(projectId), { aliases }, { schema: BrandAliasesReplySchema }),
    onSuccess: ({ brand_aliases }) => {
      client.setQueryData<KnownCompetitorsReply>(knownCompetitorKeys.list(projectId), (current) =>
        current ? { ...current, brand_aliases } : current,
      );
      // The brand's own record carries its aliases too (cached under its uuid or its id).
      void client.invalidateQueries({
        queryKey: projectKeys.all,
        predicate: (query) => query.queryKey[1] === projectKeys.detail(projectId)[1],
      });
    },
  });
};
