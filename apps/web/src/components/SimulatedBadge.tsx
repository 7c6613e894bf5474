// The small 'Simulated' badge for results answered by a sandbox engine, with a tooltip saying so.
import { Badge, Tooltip } from '@mantine/core';
import { projectDetailMessages as m } from '@sightline/contracts';
import { IconFlask } from '@tabler/icons-react';

export function SimulatedBadge() {
  return (
    <Tooltip label={m.simulatedTip} multiline w={260} withArrow>
      <Badge
        size="xs"
        variant="light"
        color="grape"
        leftSection={<IconFlask size={10} />}
        style={{ cursor: 'help', flexShrink: 0 }}
        tabIndex={0}
        aria-label={`${m.simulated}: ${m.simulatedTip}`}
        data-testid="simulated-badge"
      >
        {m.simulated}
      </Badge>
    </Tooltip>
  );
}
