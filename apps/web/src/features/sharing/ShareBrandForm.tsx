// Share a brand: the brand (one the user owns), the invitee's email and VIEW (default) or EDIT.
// The email is validated with the server's own schema (required, trimmed, an address).
import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  sharingLabels as l,
  sharingMessages as m,
  type Project,
  ProjectShareRequestSchema,
  type SharePermission,
} from '@sightline/contracts';
import { IconMail, IconShare } from '@tabler/icons-react';
import { errorText, hasErrorCode } from '../../api/client.ts';
import { useShareProject } from '../../api/sharing.ts';
import { ShareFormCard } from '../../components/sharing/ShareFormCard.tsx';
import { schemaErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

interface ShareBrandFormProps {
  brands: Project[];
  selected: Project | null;
  onSelect: (uuid: string) => void;
}

export function ShareBrandForm({ brands, selected, onSelect }: ShareBrandFormProps) {
  const share = useShareProject();
  const form = useForm<{ email: string; permission: SharePermission }>({
    initialValues: { email: '', permission: 'VIEW' },
    validate: (values) => schemaErrors(ProjectShareRequestSchema, values),
  });

  const submit = form.onSubmit((values) => {
    if (!selected) return;
    share.mutate(
      { projectId: selected.uuid, email: values.email.trim(), permission: values.permission },
      {
        onSuccess: (created) => {
          toast.short('success', m.shared, `${selected.title}: ${created.user_email}`);
          form.reset();
        },
        // Spec 2 sections 7 and 8: the server's error field is shown, except for "not found" (the
        // brand is gone; the reloaded list says so).
        onError: (error) => {
          if (!hasErrorCode(error, 'not_found'))
            toast.short('error', m.shareFailed, errorText(error, m.shareFailed, 'error'));
        },
      },
    );
  });

  return (
    <ShareFormCard
      title={l.shareBrand}
      submitLabel={l.share}
      icon={<IconShare size={16} />}
      submitting={share.isPending}
      disabled={!selected}
      onSubmit={submit}
    >
      <Group align="flex-start" grow wrap="wrap" gap="md">
        <Select
          label={l.brand}
          placeholder={l.chooseBrand}
          data={brands.map((b) => ({ value: b.uuid, label: b.title }))}
          value={selected?.uuid ?? null}
          onChange={(uuid) => uuid && onSelect(uuid)}
          allowDeselect={false}
          searchable
          miw={200}
        />
        <TextInput
          label={l.email}
          placeholder={l.emailPlaceholder}
          leftSection={<IconMail size={16} />}
          autoComplete="off"
          withAsterisk
          miw={220}
          {...form.getInputProps('email')}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {l.permission}
        </Text>
        <SegmentedControl
          aria-label={l.permission}
          data={(['VIEW', 'EDIT'] as const).map((p) => ({ value: p, label: l.permissions[p] }))}
          w="fit-content"
          {...form.getInputProps('permission')}
        />
        <Text size="xs" c="dimmed">
          {l.permissionHints[form.values.permission]}
        </Text>
      </Stack>
    </ShareFormCard>
  );
}
