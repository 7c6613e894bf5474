// Step 1, Brand Information: entity name, location, domain (edit), logo and schedule (edit).
import { Divider, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { brandWizardLabels as l } from '@sightline/contracts';
import { LogoField } from './LogoField.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import type { BrandWizardState } from './useBrandWizard.ts';

export function StepBrandInfo({ wizard }: { wizard: BrandWizardState }) {
  const { values, errors, change, mode, ownsSchedule } = wizard;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={l.entityName}
          placeholder={l.entityNamePlaceholder}
          value={values.entity_name}
          onChange={(event) => change({ entity_name: event.currentTarget.value })}
          error={errors.entity_name}
          withAsterisk
          data-autofocus
        />
        <TextInput
          label={l.location}
          placeholder={l.locationPlaceholder}
          value={values.location}
          onChange={(event) => change({ location: event.currentTarget.value })}
          error={errors.location}
          withAsterisk
        />
      </SimpleGrid>
      {mode === 'edit' && (
        <TextInput
          label={l.domain}
          placeholder={l.domainPlaceholder}
          value={values.domain}
          onChange={(event) => change({ domain: event.currentTarget.value })}
          error={errors.domain}
          withAsterisk
        />
      )}
      <LogoField
        file={values.logo}
        current={values.remove_logo ? null : values.current_logo}
        error={errors.logo}
        onChoose={(logo) => change({ logo, remove_logo: false })}
        onRemove={() => change({ logo: null, remove_logo: values.current_logo !== null })}
      />
      {mode === 'edit' && (
        <>
          <Divider />
          <ScheduleFields
            day={values.scheduled_day}
            hour={values.scheduled_hour}
            timezone={values.timezone}
            errors={{ day: errors.scheduled_day, hour: errors.scheduled_hour }}
            onChange={change}
            disabled={!ownsSchedule}
          />
        </>
      )}
    </Stack>
  );
}
