// Reports (tab 1): the Report History table, newest first, 10 per page above 10; rows with unread
// report notifications are bold with a dot, and clicking a row marks them read. Each row also says
// how many extra answers adaptive sampling spent out of the report's budget.
import { Button, Group, Table, Text } from '@mantine/core';
import {
  EXECUTIONS_PAGE_SIZE,
  type ExecutionSummary,
  insightTableLabels,
  reportHistoryLabels as l,
  samplingLabels,
} from '@sightline/contracts';
import { IconFileAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { EmptyRow } from '../../../components/table/EmptyRow.tsx';
import { TableFooterPager } from '../../../components/table/TableFooterPager.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { tablePage } from '../../../lib/pagination.ts';
import { CountBadge } from '../components/CountBadge.tsx';
import { UnreadDot } from '../components/UnreadDot.tsx';
import { RunReportButton } from '../header/RunReportButton.tsx';
import { useProjectDetail } from '../ProjectDetailContext.tsx';
import { ExecutionStatusTag } from './ExecutionStatusTag.tsx';
import { newestFirst, reportPath } from './report-path.ts';

const extraAnswers = (sampling: ExecutionSummary['sampling']) => {
  if (!sampling) return insightTableLabels.notAvailable;
  if (!sampling.adaptive) return samplingLabels.fixed;
  return samplingLabels.spentOfBudget(sampling.extra_spent, sampling.extra_budget);
};

export function ReportsTab({
  executions,
  unreadCount,
}: {
  executions: readonly ExecutionSummary[];
  unreadCount: number;
}) {
  const { reportRunning, unread, markRead } = useProjectDetail();
  const [page, setPage] = useState(1);
  const sorted = newestFirst(executions);
  const view = tablePage(sorted, page, EXECUTIONS_PAGE_SIZE);

  const open = (execution: ExecutionSummary) => {
    if (unread.executions.has(execution.id)) markRead({ report_execution_id: execution.id });
  };

  return (
    <SectionCard
      title={l.title}
      hint={l.hint}
      badge={<CountBadge count={unreadCount} />}
      testId="report-history"
      actions={<RunReportButton running={reportRunning} variant="light" />}
    >
      <Table.ScrollContainer minWidth={640} type="native">
        <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label={l.title}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th>{l.executedAt}</Table.Th>
              <Table.Th>{l.status}</Table.Th>
              <Table.Th ta="right" title={samplingLabels.extraAnswersHint}>
                {samplingLabels.extraAnswers}
              </Table.Th>
              <Table.Th ta="right">{l.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.length === 0 && <EmptyRow colSpan={4} text={l.empty} />}
            {view.rows.map((execution) => {
              const isUnread = unread.executions.has(execution.id);
              return (
                <Table.Tr
                  key={execution.id}
                  onClick={() => open(execution)}
                  style={{ cursor: 'pointer' }}
                  data-testid="execution-row"
                  data-unread={isUnread || undefined}
                >
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {isUnread && <UnreadDot />}
                      <Text size="sm" fw={isUnread ? 700 : 500}>
                        {formatShortDateTime(execution.executed_at) ?? execution.executed_at}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <ExecutionStatusTag status={execution.status} />
                  </Table.Td>
                  <Table.Td ta="right" data-testid="extra-answers">
                    <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {extraAnswers(execution.sampling)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      component={Link}
                      to={reportPath(execution.uuid)}
                      size="xs"
                      variant="light"
                      leftSection={<IconFileAnalytics size={14} />}
                      onClick={(event) => {
                        event.stopPropagation();
                        open(execution);
                      }}
                    >
                      {l.view}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <TableFooterPager view={view} total={sorted.length} label={l.title} onChange={setPage} />
    </SectionCard>
  );
}
