// The keyword explorer's calls (spec 3 section 7) as TanStack Query hooks.
import {
  type KeywordExecution,
  type KeywordExecutionCreate,
  KeywordExecutionListSchema,
  KeywordExecutionSchema,
  KeywordResultsReplySchema,
  KeywordSummarySchema,
  keywordExplorerPaths as paths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSignedIn } from './useSession.ts';

export const keywordKeys = {
  executions: ['keywords', 'executions'] as const,
  summary: ['keywords', 'summary'] as const,
  results: (uuid: string) => ['keywords', 'results', uuid] as const,
};

export const useKeywordExecutions = () =>
  useQuery({
    queryKey: keywordKeys.executions,
    queryFn: () => api.get(paths.executions, { schema: KeywordExecutionListSchema }),
    enabled: useSignedIn(),
  });

export const useKeywordSummary = () =>
  useQuery({
    queryKey: keywordKeys.summary,
    queryFn: () => api.get(paths.summary, { schema: KeywordSummarySchema }),
    enabled: useSignedIn(),
  });

/** The prompts of a completed analysis (none is asked for before it completes). */
export const useKeywordResults = (uuid: string | undefined, completed: boolean) =>
  useQuery({
    queryKey: keywordKeys.results(uuid ?? ''),
    queryFn: async () =>
      (await api.get(paths.prompts(uuid ?? ''), { schema: KeywordResultsReplySchema })).results,
    enabled: useSignedIn() && Boolean(uuid) && completed,
  });

export const fetchKeywordExecution = (uuid: string) =>
  api.get(paths.execution(uuid), { schema: KeywordExecutionSchema });

/** A start or a refresh changes the history and the analyses left. */
const useKeywordMutation = <Input>(call: (input: Input) => Promise<KeywordExecution>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (execution) => {
      client.removeQueries({ queryKey: keywordKeys.results(execution.uuid) });
      void client.invalidateQueries({ queryKey: keywordKeys.executions });
      void client.invalidateQueries({ queryKey: keywordKeys.summary });
    },
  });
};

/** The form's values as typed; the server checks the country and language codes. */
export const useStartKeywordAnalysis = () =>
  useKeywordMutation((input: Record<keyof KeywordExecutionCreate, string>) =>
    api.post(paths.create, input, { schema: KeywordExecutionSchema }),
  );

export const useRefreshKeywordAnalysis = () =>
  useKeywordMutation((uuid: string) =>
    api.post(paths.refresh(uuid), undefined, { schema: KeywordExecutionSchema }),
  );
