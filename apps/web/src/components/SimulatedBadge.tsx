// The small 'Simulated' badge for results a sandbox made up (engine answers, keyword volumes), with a
// tooltip saying so.
import { Badge, Tooltip } from '@mantine/core';
import { projectDetailMessages as m } from '@sightline/contracts';
import { IconFlask } from '@tabler/icons-react';

/** `tip` says what was simulated (by default, an engine's answers); `label` may give the share. */
export function SimulatedBadge({
  tip = m.simulatedTip,
  label = m.simulated,
}: {
  tip?: string;
  label?: string;
}) {
  return (
    <Tooltip label={tip} multiline w={260} withArrow>
      <Badge
        size="xs"
        variant="light"
        color="grape"
        leftSection={<IconFlask size={10} />}
        style={{ cursor: 'help', flexShrink: 0 }}
        tabIndex={0}
        aria-label={`${label}: ${tip}`}
        data-testid="simulated-badge"
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
