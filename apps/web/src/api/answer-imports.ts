// Answers captured in the engines' own apps: checking and importing a JSONL or CSV file into a brand,
// and the app-vs-API comparison of a ranking prompt and engine.
import {
  AnswerImportReportSchema,
  AppComparisonSchema,
  answerImportPaths,
  type EngineCode,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

const comparisonKey = (projectId: string, promptId: string, engine: string) =>
  ['projects', 'app-comparison', projectId, promptId, engine] as const;

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
      if (report.imported === 0) return;
      void client.invalidateQueries({ queryKey: ['projects', 'app-comparison', projectId] });
      // The ranking dashboards' figures count them when their switch is on.
      void client.invalidateQueries({ queryKey: ['prompt-dashboards'] });
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
