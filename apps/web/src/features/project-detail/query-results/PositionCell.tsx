// A position as shown in the tables: the number, Not ranked, or the Obtaining/Extracting state.
import { Text } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import type { PositionState } from '../ranking-results.ts';
import { ProgressState } from './ProgressState.tsx';

export function PositionCell({ state, size = 'md' }: { state: PositionState; size?: 'sm' | 'md' }) {
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
        <Text
          fw={700}
          size={size === 'md' ? 'lg' : 'sm'}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="position"
        >
          #{state.value}
        </Text>
      );
  }
}
