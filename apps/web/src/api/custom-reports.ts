// Custom reports of a brand (analysis spec 7): create, list, and the report itself.
import {
  type CustomReportCreate,
  CustomReportListSchema,
  CustomReportSchema,
  CustomReportSummarySchema,
  customReportPaths,
} from '@sightline/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './instance.ts';
import { useSession } from './useSession.ts';

const keys = {
  list: (projectId: string) => ['custom-reports', projectId] as const,
  report: (projectId: string, reportId: string) => ['custom-reports', projectId, reportId] as const,
};

export const useCustomReport = (projectId: string, reportId: string) =>
  useQuery({
    queryKey: keys.report(projectId, reportId),
    queryFn: () => api.get(customReportPaths.detail(projectId, reportId), { schema: CustomReportSchema }),
    enabled: Boolean(useSession()?.token && projectId && reportId),
    retry: false,
  });

export const useCustomReports = (projectId: string) =>
  useQuery({
    queryKey: keys.list(projectId),
    queryFn: async () =>
      (await api.get(customReportPaths.list(projectId), { schema: CustomReportListSchema })).reports,
    enabled: Boolean(useSession()?.token && projectId),
  });

export const useCreateCustomReport = (projectId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomReportCreate) =>
      api.post(customReportPaths.create(projectId), body, { schema: CustomReportSummarySchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: keys.list(projectId) }),
  });
};
