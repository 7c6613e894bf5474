// Pills with one tab per provider, for the per-provider lists of a ranking prompt.
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { providerLabel } from '../../../lib/format.ts';

export function ProviderTabs<T extends { provider: string }>({
  results,
  label,
  render,
}: {
  results: readonly T[];
  label: string;
  render: (result: T) => ReactNode;
}) {
  if (results.length === 0) return null;
  return (
    <Tabs defaultValue={results[0].provider} variant="pills" radius="xl" keepMounted={false}>
      <Tabs.List aria-label={label} mb="sm">
        {results.map((result) => (
          <Tabs.Tab key={result.provider} value={result.provider} fz="xs">
            {providerLabel(result.provider)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {results.map((result) => (
        <Tabs.Panel key={result.provider} value={result.provider}>
          {render(result)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
