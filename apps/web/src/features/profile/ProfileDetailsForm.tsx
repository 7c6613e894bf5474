// The editable profile (spec 2 section 2.5): name, company, industry, size, position, additional
// information and picture. Email is shown read only. Sent as multipart to auth/profile/update/.
import { Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  COMPANY_SIZES,
  marketPositionOptions,
  ProfileUpdateFieldsSchema,
  profileMessages,
  type User,
} from '@sightline/contracts';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useUpdateProfile } from '../../api/auth.ts';
import { ApiRequestError } from '../../api/client.ts';
import { schemaErrors, serverFieldErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { ProfilePictureInput } from './ProfilePictureInput.tsx';

const profileValues = (user: User) => ({
  name: user.name,
  company_name: user.company_name,
  industry: user.industry,
  company_size: user.company_size,
  current_position: user.current_position,
  additional_info: user.additional_info,
});

/**
 * current_position holds the market position picked at registration (a code such as 'growing'), so
 * it is edited with the same choices; a free-text value saved earlier stays selectable as it is.
 */
const positionChoices = (current: string) =>
  !current || marketPositionOptions.some((option) => option.value === current)
    ? marketPositionOptions
    : [...marketPositionOptions, { value: current, label: current }];

export function ProfileDetailsForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const form = useForm({
    initialValues: profileValues(user),
    validate: (values) => schemaErrors(ProfileUpdateFieldsSchema, values),
  });

  const submit = form.onSubmit((values) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(ProfileUpdateFieldsSchema.parse(values)))
      body.set(key, value ?? '');
    if (picture) body.set('profile_picture', picture);
    update.mutate(body, {
      onSuccess: (saved) => {
        setPicture(null);
        form.setInitialValues(profileValues(saved));
        form.resetDirty(profileValues(saved));
        toast.short('success', profileMessages.updated, 'Your changes have been saved.');
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) form.setErrors(serverFieldErrors(error.errors));
        toast.short('error', profileMessages.updateFailedStore, profileMessages.updateFailed);
      },
    });
  });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={3} fz="lg">
            Personal information
          </Title>
          <ProfilePictureInput user={user} file={picture} onChange={setPicture} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              value={user.email}
              readOnly
              variant="filled"
              rightSection={<IconLock size={16} />}
              title="Contact support to change your email"
            />
            <TextInput
              label="Company name"
              autoComplete="organization"
              {...form.getInputProps('company_name')}
            />
            <TextInput
              label="Industry"
              placeholder="e.g. Software, Retail"
              {...form.getInputProps('industry')}
            />
            <Select
              label="Company size"
              placeholder="Choose a size"
              data={COMPANY_SIZES}
              clearable
              {...form.getInputProps('company_size')}
              // The API (and the contract) spell "no size" as ''; the Select spells it null (with '' it
              // would show its clear button on an empty field).
              value={form.values.company_size || null}
              onChange={(size) => form.setFieldValue('company_size', size ?? '')}
            />
            <Select
              label="Current market position"
              placeholder="Choose one"
              data={positionChoices(user.current_position)}
              clearable
              {...form.getInputProps('current_position')}
              value={form.values.current_position || null}
              onChange={(position) => form.setFieldValue('current_position', position ?? '')}
            />
          </SimpleGrid>
          <Textarea
            label="Additional information"
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('additional_info')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={update.isPending}
              leftSection={<IconDeviceFloppy size={18} />}
              disabled={!form.isDirty() && !picture}
            >
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
