// A provider's name with its colour dot and, for sandbox results, the Simulated badge.
import { Box, Group, Text } from '@mantine/core';
import { providerLabel } from '../lib/format.ts';
import { providerColor } from '../lib/provider-colors.ts';
import { SimulatedBadge } from './SimulatedBadge.tsx';

export function ProviderName({ provider, simulated }: { provider: string; simulated?: boolean }) {
  return (
    <Group gap={8} wrap="wrap" style={{ rowGap: 4 }}>
      <Group gap={8} wrap="nowrap">
        <Box w={10} h={10} bg={providerColor(provider)} style={{ borderRadius: '50%', flexShrink: 0 }} />
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {providerLabel(provider)}
        </Text>
      </Group>
      {simulated && <SimulatedBadge />}
    </Group>
  );
}
