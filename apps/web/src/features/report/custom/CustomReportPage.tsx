// /projects/:project_id/reports/:report_id (spec 3 section 2.8), standalone: 'Preparing your Custom
// Report' while it loads, the server's error (or 'Failed to load report') with Try Again, or the report.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { customReportLabels as l, customReportMessages as m } from '@sightline/contracts';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../../api/client.ts';
import { useCustomReport } from '../../../api/custom-reports.ts';
import { ReportError } from '../ReportError.tsx';
import { CustomReportView } from './CustomReportView.tsx';

const failureMessage = (error: unknown) =>
  error instanceof ApiRequestError && (error.serverMessage || error.detail)
    ? (error.serverMessage || error.detail)!
    : m.loadFailed;

export function CustomReportPage() {
  const { project_id: projectId = '', report_id: reportId = '' } = useParams();
  const report = useCustomReport(projectId, reportId);
  if (report.isPending || (report.isFetching && report.isError)) {
    return (
      <Center mih="70vh">
        <Stack align="center" gap="sm">
          <Loader size="lg" />
          <Text c="dimmed">{l.loading}</Text>
        </Stack>
      </Center>
    );
  }
  if (report.isError)
    return <ReportError message={failureMessage(report.error)} onRetry={() => void report.refetch()} />;
  return <CustomReportView report={report.data} />;
}
