// Position by provider: provider, your position, previous, trend and date; the AI Overview rows when
// Google gave no AI answer or none is in yet.
import { Table, Text } from '@mantine/core';
import {
  isFirstValue,
  queryResultsLabels as l,
  type RankingProviderResult,
  type RankingQueryResult,
} from '@sightline/contracts';
import { ProviderName } from '../../../components/ProviderName.tsx';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import { formatDay, oneDecimal } from '../../../lib/format.ts';
import { AI_OVERVIEWS, type PositionState, positionState, providerRows } from '../ranking-results.ts';
import { PositionCell } from './PositionCell.tsx';

interface ProviderPositionsTableProps {
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
  query,
  engines,
  reportRunning,
  onExecution,
}: ProviderPositionsTableProps) {
  const rows = providerRows(query.results, { engines, reportRunning });
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
                  <PositionCell state={state(result)} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {previousPosition(result.previous_position)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TrendIndicator
                    trend={result.trend}
                    isNew={isFirstValue(result.previous_position, result.client_position)}
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
    </Table.ScrollContainer>
  );
}
