// Step 2, AIs to Test: a multi-select plus a card per engine (spec 1 section 2).
import { Alert, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { ENGINE_CODES, ENGINE_LABELS, type EngineCode, brandWizardLabels as l } from '@sightline/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEngineStatuses } from '../../api/projects.ts';
import { EngineCard } from './EngineCard.tsx';
import type { BrandWizardState } from './useBrandWizard.ts';

const engineOptions = ENGINE_CODES.map((code) => ({ value: code, label: ENGINE_LABELS[code] }));

export function StepEngines({ wizard }: { wizard: BrandWizardState }) {
  const { values, errors, change } = wizard;
  const statuses = useEngineStatuses().data ?? [];
  const simulated = new Set(statuses.filter((s) => s.simulated).map((s) => s.code));

  const toggle = (code: EngineCode) =>
    change({
      ai_engines: values.ai_engines.includes(code)
        ? values.ai_engines.filter((c) => c !== code)
        : // Keep the engines in their canonical order.
          ENGINE_CODES.filter((c) => c === code || values.ai_engines.includes(c)),
    });

  return (
    <Stack gap="md">
      <MultiSelect
        label={l.engines}
        placeholder={values.ai_engines.length ? undefined : l.enginesPlaceholder}
        data={engineOptions}
        value={values.ai_engines}
        onChange={(codes) => change({ ai_engines: codes as EngineCode[] })}
        error={errors.ai_engines}
        withAsterisk
        clearable
        hidePickedOptions
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" role="group" aria-label={l.engines}>
        {ENGINE_CODES.map((code) => (
          <EngineCard
            key={code}
            label={ENGINE_LABELS[code]}
            selected={values.ai_engines.includes(code)}
            simulated={simulated.has(code)}
            onToggle={() => toggle(code)}
          />
        ))}
      </SimpleGrid>
      <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />} py="xs">
        {l.enginesPriceNote}
      </Alert>
    </Stack>
  );
}
