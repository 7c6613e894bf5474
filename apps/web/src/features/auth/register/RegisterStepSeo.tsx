import { Anchor, Checkbox, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { marketPositionOptions, objectiveOptions } from '@sightline/contracts';
import { paths } from '../../../app/paths.ts';
import { FormCaptchaField } from '../../../components/FormFields.tsx';
import { RequiredSelect } from '../../../components/RequiredSelect.tsx';
import type { RegisterValues } from './register-form.ts';

interface RegisterStepSeoProps {
  form: UseFormReturnType<RegisterValues>;
  captchaResetKey: number;
}

/** Step 3: SEO Objectives, Current Market Position, Additional Information, captcha and terms. */
export function RegisterStepSeo({ form, captchaResetKey }: RegisterStepSeoProps) {
  return (
    <Stack gap="md">
      <MultiSelect
        label="SEO Objectives"
        description="Pick everything that applies."
        placeholder={form.values.seo_info.objectives.length ? undefined : 'Choose your objectives'}
        data={objectiveOptions}
        withAsterisk
        hidePickedOptions
        {...form.getInputProps('seo_info.objectives')}
      />
      <RequiredSelect
        label="Current Market Position"
        placeholder="Choose one"
        data={marketPositionOptions}
        {...form.getInputProps('seo_info.current_position')}
      />
      <Textarea
        label="Additional Information"
        placeholder="Competitors you watch, markets you serve, anything that helps us help you"
        autosize
        minRows={3}
        maxRows={6}
        {...form.getInputProps('seo_info.additional_info')}
      />
      <FormCaptchaField form={form} resetKey={captchaResetKey} />
      <Checkbox
        {...form.getInputProps('terms', { type: 'checkbox' })}
        label={
          <Text fz="sm" component="span">
            I accept the{' '}
            <Anchor href={paths.terms} target="_blank" rel="noopener noreferrer">
              Terms and Conditions
            </Anchor>{' '}
            and the{' '}
            <Anchor href={paths.privacy} target="_blank" rel="noopener noreferrer">
              Privacy Policy
            </Anchor>
          </Text>
        }
      />
    </Stack>
  );
}
