// The signed-in user's API keys as TanStack Query hooks. A creation's reply is the only place the
// secret exists on this side: the dialog shows it from the mutation's result and it is never cached.
import {
  type ApiKeyCreate,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  type ApiKeyRename,
  ApiKeySchema,
  apiKeyPaths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

const apiKeyKeys = { list: ['auth', 'api-keys'] as const };

export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeyKeys.list,
    queryFn: () => api.get(apiKeyPaths.list, { schema: ApiKeyListSchema }),
    enabled: Boolean(useSession()?.token),
  });

const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: apiKeyKeys.list });
};

export const useCreateApiKey = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ApiKeyCreate) => api.post(apiKeyPaths.create, body, { schema: ApiKeyCreatedSchema }),
    onSuccess: refresh,
  });
};

export const useRenameApiKey = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: ApiKeyRename & { id: string }) =>
      api.put(apiKeyPaths.rename(id), body, { schema: ApiKeySchema }),
    onSuccess: refresh,
  });
};

export const useRevokeApiKey = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(apiKeyPaths.revoke(id)),
    onSuccess: refresh,
  });
};
