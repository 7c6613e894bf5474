// "Obtaining" (a report runs) or "Extracting" (this prompt is on execution), with a spinner.
import { Badge, Loader } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';

export function ProgressState({ kind }: { kind: 'obtaining' | 'extracting' }) {
  return (
    <Badge
      variant="light"
      color={kind === 'extracting' ? 'blue' : 'gray'}
      leftSection={<Loader size={10} color={kind === 'extracting' ? 'blue' : 'gray'} />}
      data-testid="position-progress"
    >
      {kind === 'extracting' ? l.extracting : l.obtaining}
    </Badge>
  );
}
