// One line at the top of a brand's screens when its engines answer from the sandbox: every figure
// below then rests wholly or partly on simulated answers, whatever a card shows.
import { Alert } from '@mantine/core';
import { projectDetailMessages as m } from '@sightline/contracts';
import { IconFlask } from '@tabler/icons-react';
import { useEngineStatuses } from '../api/projects.ts';
import { providerLabel } from '../lib/format.ts';

export function SandboxBrandNotice({ engines }: { engines: readonly string[] | undefined }) {
  const statuses = useEngineStatuses().data ?? [];
  const simulated = (engines ?? []).filter((code) => statuses.find((s) => s.code === code)?.simulated);
  if (simulated.length === 0) return null;
  const all = simulated.length === engines?.length;
  return (
    <Alert
      color="grape"
      variant="light"
      icon={<IconFlask size={18} />}
      py="xs"
      data-testid="sandbox-brand-notice"
    >
      {all ? m.sandboxBrand : m.sandboxSomeEngines(simulated.map(providerLabel).join(', '))}
    </Alert>
  );
}
