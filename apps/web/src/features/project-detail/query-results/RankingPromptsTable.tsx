// The Ranking Prompts table: query, your position, trend and actions; rows open to their results.
// Pages at 5 rows only above 5.
import { Table } from '@mantine/core';
import { isFirstValue, type RankingQuerySummary } from '@sightline/contracts';
import { TrendIndicator } from '../../../components/TrendIndicator.tsx';
import { metricFormats, metricOf } from '../../../lib/metric-interval.ts';
import { positionState } from '../ranking-results.ts';
import { PositionCell } from './PositionCell.tsx';
import { PromptsTable } from './PromptsTable.tsx';
import { RankingResultDetails } from './RankingResultDetails.tsx';

export function RankingPromptsTable({ queries }: { queries: readonly RankingQuerySummary[] }) {
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
                answered: query.has_results,
              })}
              metric={metricOf(query, 'client_position')}
            />
          </Table.Td>
          <Table.Td>
            <TrendIndicator
              trend={query.trend}
              significant={query.trend_significant}
              isNew={isFirstValue(query.previous_position, query.client_position)}
              compared={{
                current: metricOf(query, 'client_position'),
                previous: metricOf(query, 'previous_position'),
                format: metricFormats.decimal,
              }}
            />
          </Table.Td>
        </>
      )}
      details={(query, { onExecution }) => <RankingResultDetails query={query} onExecution={onExecution} />}
    />
  );
}
