import { Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { referralOptions, roleOptions } from '@sightline/contracts';
import { IconBuilding } from '@tabler/icons-react';
import { RequiredSelect } from '../../../components/RequiredSelect.tsx';
import type { RegisterValues } from './register-form.ts';

/** Step 2: Company Name, Your Role, How you find us? */
export function RegisterStepCompany({ form }: { form: UseFormReturnType<RegisterValues> }) {
  return (
    <Stack gap="md">
      <TextInput
        label="Company Name"
        placeholder="Acme Inc."
        autoComplete="organization"
        leftSection={<IconBuilding size={16} />}
        withAsterisk
        {...form.getInputProps('company_info.name')}
      />
      <RequiredSelect
        label="Your Role"
        placeholder="Choose your role"
        data={roleOptions}
        {...form.getInputProps('company_info.role')}
      />
      <RequiredSelect
        label="How you find us?"
        placeholder="Choose one"
        data={referralOptions}
        {...form.getInputProps('company_info.referral')}
      />
    </Stack>
  );
}
