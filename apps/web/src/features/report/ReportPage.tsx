// The printable report page (spec 2 section 2.10), at /reports/:id and /report/:reportId in the
// standalone layout: loading, an error with Try Again, invalid data, or the report.
import { Center, Loader, Stack, Text } from '@mantine/core';
import { reportPageLabels as l } from '@sightline/contracts';
import { useParams } from 'react-router';
import { ApiRequestError } from '../../api/client.ts';
import { useReportDocument } from '../../api/insights.ts';
import { ReportDocumentView } from './ReportDocumentView.tsx';
import { ReportError } from './ReportError.tsx';
import { checkReport } from './report-view.ts';

const failureMessage = (error: unknown) =>
  error instanceof ApiRequestError && error.detail ? error.detail : l.loadFailed;

export function ReportPage() {
  const { id, reportId } = useParams();
  const report = useReportDocument(id ?? reportId);
  const retry = () => void report.refetch();

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
  if (report.isError) return <ReportError message={failureMessage(report.error)} onRetry={retry} />;
  const checked = checkReport(report.data);
  if (!checked.ok) return <ReportError message={l.invalidData} onRetry={retry} />;
  return <ReportDocumentView report={checked.report} />;
}
