// A position as shown in the tables: the number (with its interval on hover), Not ranked, or the
// Obtaining/Extracting state.
import { Text } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import { MetricValue } from '../../../components/MetricValue.tsx';
import { type Metric, metricFormats } from '../../../lib/metric-interval.ts';
import type { PositionState } from '../ranking-results.ts';
import { ProgressState } from './ProgressState.tsx';

export function PositionCell({
  state,
  size = 'md',
  metric,
  compact,
}: {
  state: PositionState;
  size?: 'sm' | 'md';
  /** The position with its answers and interval, when the reply carries them. */
  metric?: Metric;
  /** In a table of per-provider cells: small samples without a badge each (see MetricValue). */
  compact?: boolean;
}) {
  switch (state.kind) {
    case 'extracting':
    case 'obtaining':
      return <ProgressState kind={state.kind} />;
    case 'notRanked':
    case 'noData':
      return (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {state.kind === 'notRanked' ? l.notRanked : l.noDataYet}
        </Text>
      );
    case 'position':
      return (
        <MetricValue
          metric={metric ?? { value: null }}
          format={metricFormats.decimal}
          compact={compact}
          fw={700}
          size={size === 'md' ? 'lg' : 'sm'}
          data-testid="position"
        >
          #{state.value}
        </MetricValue>
      );
  }
}
