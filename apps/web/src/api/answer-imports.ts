// Answers captured in the engines' own apps: checking and importing a JSONL or CSV file into a brand,
// the brand's imports (each can be taken back), and the app-vs-API comparison of a ranking prompt and
// engine.
import {
  AnswerImportListSchema,
  AnswerImportReportSchema,
  AppComparisonSchema,
  answerImportPaths,
  type EngineCode,
  OkSchema,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

const comparisonKey = (projectId: string, promptId: string, engine: string) =>
  ['projects', 'app-comparison', projectId, promptId, engine] as const;
const importsKey = (projectId: string) => ['projects', 'answer-imports', projectId] as const;

/** Imports change the comparison, the brand's imports and the dashboards' figures with app answers. */
const importsChanged = (client: ReturnType<typeof useQueryClient>, projectId: string) => {
  void client.invalidateQueries({ queryKey: ['projects', 'app-comparison', projectId] });
  void client.invalidateQueries({ queryKey: importsKey(projectId) });
  void client.invalidateQueries({ queryKey: ['prompt-dashboards'] });
};

export const useAnswerImports = (projectId: string) =>
  useQuery({
    queryKey: importsKey(projectId),
    queryFn: () => api.get(answerImportPaths.rows(projectId), { schema: AnswerImportListSchema }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId),
  });

/** Takes an import back. */
export const useDeleteAnswerImport = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (importId: number) =>
      api.delete(answerImportPaths.import(projectId, importId), { schema: OkSchema }),
    onSuccess: () => importsChanged(client, projectId),
  });
};

/** Checks the file (`confirm` false) or imports its valid rows (`confirm` true). */
export const useAnswerImport = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, confirm }: { file: File; confirm: boolean }) => {
      const form = new FormData();
      form.append('confirm', String(confirm));
      form.append('file_name', file.name);
      form.append('file', file);
      return api.request('POST', answerImportPaths.upload(projectId), {
        form,
        schema: AnswerImportReportSchema,
      });
    },
    onSuccess: (report) => {
      if (report.imported > 0) importsChanged(client, projectId);
    },
  });
};

export const useAppComparison = (
  projectId: string | undefined,
  promptId: string,
  engine: EngineCode | null,
) =>
  useQuery({
    queryKey: comparisonKey(projectId ?? '', promptId, engine ?? ''),
    queryFn: () =>
      api.get(answerImportPaths.comparison(projectId ?? '', promptId), {
        query: { engine },
        schema: AppComparisonSchema,
      }),
    enabled: Boolean(useSession()?.token) && Boolean(projectId) && engine !== null,
  });
