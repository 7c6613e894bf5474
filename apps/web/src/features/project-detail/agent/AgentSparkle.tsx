// The agent tab's sparkle: shown when the latest execution's feedback holds something.
import { recommendationLabels as l, type ReportStatus } from '@sightline/contracts';
import { IconSparkles } from '@tabler/icons-react';
import { useLlmoFeedback } from '../../../api/recommendations.ts';
import { latestExecution } from './latest.ts';

export function AgentSparkle({ executions }: { executions: ReportStatus['executions'] }) {
  const feedback = useLlmoFeedback(latestExecution(executions)?.uuid);
  if (!feedback.data?.has_data) return null;
  return (
    <IconSparkles
      size={16}
      color="var(--mantine-color-yellow-6)"
      aria-label={l.agentTab}
      data-testid="agent-sparkle"
    />
  );
}
