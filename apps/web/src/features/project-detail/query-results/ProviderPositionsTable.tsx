// Position by provider: provider, your position, previous, trend and date; the AI Overview rows when
// Google gave no AI answer or none is in yet.
import { Table, Text, UnstyledButton } from '@mantine/core';
import {
  evidenceLabels,
  isFirstValue,
  queryResultsLabels as l,
  type Project,
  type RankingProviderResult,
  type RankingQueryResult,
} from '@sightline/contracts';
import { useState } from 'react';
import { AnswerEvidenceModal } from '../../../components/AnswerEvidence.tsx';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import { brandAccess } from '../../../lib/brand-access.ts';
import { formatDay, oneDecimal } from '../../../lib/format.ts';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { AI_OVERVIEWS, type PositionState, positionState, providerRows } from '../ranking-results.ts';
import { PositionCell } from './PositionCell.tsx';

interface ProviderPositionsTableProps {
  projectId: string;
  permission: Project['permission'];
  query: RankingQueryResult;
  engines: readonly string[];
  reportRunning: boolean;
  onExecution: boolean;
}

const previousPosition = (position: number | null) => {
  const value = oneDecimal(position);
  return value === null ? '—' : `#${value}`;
};

function MessageRow({ provider, text, simulated }: { provider: string; text: string; simulated?: boolean }) {
  return (
    <Table.Tr data-testid="provider-message-row">
      <Table.Td>
        <ProviderName provider={provider} simulated={simulated} />
      </Table.Td>
      <Table.Td colSpan={4}>
        <Text size="sm" c="dimmed" fs="italic">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function ProviderPositionsTable({
  projectId,
  permission,
  query,
  engines,
  reportRunning,
  onExecution,
}: ProviderPositionsTableProps) {
  const rows = providerRows(query.results, { engines, reportRunning });
  // The answers behind the position opened (the evidence), with their provider.
  const [opened, setOpened] = useState<{ provider: string; ids: readonly number[] } | null>(null);
  const state = (result: RankingProviderResult): PositionState =>
    positionState(result.client_position, {
      onExecution,
      reportRunning,
      answered: result.execution_date !== null,
    });

  return (
    <Table.ScrollContainer minWidth={480} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label={l.positionByProvider}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{l.provider}</Table.Th>
            <Table.Th>{l.yourPosition}</Table.Th>
            <Table.Th>{l.previous}</Table.Th>
            <Table.Th>{l.trend}</Table.Th>
            <Table.Th>{l.date}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            if (row.kind === 'aiOverviewPending') {
              return (
                <MessageRow key="ai-overview-pending" provider={AI_OVERVIEWS} text={l.aiOverviewPending} />
              );
            }
            const { result } = row;
            if (row.kind === 'noAnswer') {
              return (
                <MessageRow
                  key={result.provider}
                  provider={result.provider}
                  simulated={result.simulated}
                  text={l.aiOverviewNoAnswer}
                />
              );
            }
            return (
              <Table.Tr key={result.provider} data-testid="provider-row">
                <Table.Td>
                  <ProviderName provider={result.provider} simulated={result.simulated} />
                </Table.Td>
                <Table.Td>
                  {result.answer_ids?.length && state(result).kind === 'position' ? (
                    <UnstyledButton
                      aria-label={`${evidenceLabels.openAnswer}: ${result.provider}`}
                      title={evidenceLabels.openAnswer}
                      data-testid="position-evidence"
                      onClick={() => setOpened({ provider: result.provider, ids: result.answer_ids ?? [] })}
                      style={{ textDecoration: 'underline dotted' }}
                    >
                      <PositionCell
                        state={state(result)}
                        size="sm"
                        metric={metricOf(result, 'client_position')}
                        compact
                      />
                    </UnstyledButton>
                  ) : (
                    <PositionCell
                      state={state(result)}
                      size="sm"
                      metric={metricOf(result, 'client_position')}
                      compact
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  <MetricValue
                    metric={metricOf(result, 'previous_position')}
                    format={metricFormats.decimal}
                    size="sm"
                    c="dimmed"
                    compact
                  >
                    {previousPosition(result.previous_position)}
                  </MetricValue>
                </Table.Td>
                <Table.Td>
                  <TrendIndicator
                    trend={result.trend}
                    significant={result.trend_significant}
                    isNew={isFirstValue(result.previous_position, result.client_position)}
                    compared={{
                      current: metricOf(result, 'client_position'),
                      previous: metricOf(result, 'previous_position'),
                      format: metricFormats.decimal,
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(result.execution_date) ?? '—'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <AnswerEvidenceModal
        projectId={projectId}
        answerIds={opened?.ids ?? []}
        provider={opened?.provider ?? ''}
        canEdit={brandAccess(permission).edit}
        onClose={() => setOpened(null)}
      />
    </Table.ScrollContainer>
  );
}
