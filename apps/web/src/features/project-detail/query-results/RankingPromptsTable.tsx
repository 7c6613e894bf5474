// The Ranking Prompts table: query, your position, trend and actions; rows open to their results.
// Pages at 5 rows only above 5.
import { Table } from '@mantine/core';
import type { RankingQueryResult } from '@sightline/contracts';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import { hasExecutedResults, positionState } from '../ranking-results.ts';
import { PositionCell } from './PositionCell.tsx';
import { PromptsTable } from './PromptsTable.tsx';
import { RankingResultDetails } from './RankingResultDetails.tsx';

export function RankingPromptsTable({ queries }: { queries: readonly RankingQueryResult[] }) {
  return (
    <PromptsTable
      queries={queries}
      family="ranking"
      cells={(query, { onExecution, reportRunning }) => (
        <>
          <Table.Td>
            <PositionCell
              state={positionState(query.client_position, {
                onExecution,
                reportRunning,
                answered: hasExecutedResults(query.results),
              })}
            />
          </Table.Td>
          <Table.Td>
            <TrendIndicator trend={query.trend} />
          </Table.Td>
        </>
      )}
      details={(query, { onExecution }) => <RankingResultDetails query={query} onExecution={onExecution} />}
    />
  );
}
