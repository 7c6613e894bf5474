// Invite a team member: an email and at least one brand (spec 2 section 5: Share stays disabled until
// both are given; the messages are the server's own schema). Members always get VIEW.
import { Group, MultiSelect, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  billingMessages,
  subscriptionSharingLabels as l,
  sharingMessages as m,
  type Project,
  SubscriptionShareRequestSchema,
} from '@sightline/contracts';
import { IconMail, IconUserPlus } from '@tabler/icons-react';
import { errorText, hasErrorCode } from '../../api/client.ts';
import { useShareSubscription } from '../../api/sharing.ts';
import { ShareFormCard } from '../../components/sharing/ShareFormCard.tsx';
import { schemaErrors } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';

export function ShareSubscriptionForm({ brands }: { brands: Project[] }) {
  const share = useShareSubscription();
  const form = useForm<{ email: string; project_ids: string[] }>({
    initialValues: { email: '', project_ids: [] },
    validateInputOnBlur: true,
    validate: (values) =>
      schemaErrors(SubscriptionShareRequestSchema, {
        ...values,
        project_ids: values.project_ids.map(Number),
      }),
  });
  const ready = form.values.email.trim() !== '' && form.values.project_ids.length > 0;

  const submit = form.onSubmit((values) =>
    share.mutate(
      { email: values.email.trim(), project_ids: values.project_ids.map(Number) },
      {
        onSuccess: (created) => {
          toast.long('success', m.shared, created.user_email);
          form.reset();
        },
        onError: (error) => {
          if (hasErrorCode(error, 'member_limit_reached'))
            toast.long('warning', billingMessages.memberLimitTitle, billingMessages.memberLimit);
          else
            toast.long(
              'error',
              m.subscriptionShareFailed,
              errorText(error, m.subscriptionShareFailed, 'error'),
            );
        },
      },
    ),
  );

  return (
    <ShareFormCard
      title={l.shareTitle}
      submitLabel={l.share}
      icon={<IconUserPlus size={16} />}
      submitting={share.isPending}
      disabled={!ready}
      onSubmit={submit}
    >
      <Group align="flex-start" grow wrap="wrap" gap="md">
        <TextInput
          label={l.email}
          placeholder="colleague@company.com"
          leftSection={<IconMail size={16} />}
          autoComplete="off"
          withAsterisk
          miw={220}
          {...form.getInputProps('email')}
        />
        <MultiSelect
          label={l.brands}
          placeholder={l.brandsPlaceholder}
          description={l.brandsHint}
          data={brands.map((b) => ({ value: String(b.id), label: b.title }))}
          searchable
          withAsterisk
          miw={260}
          {...form.getInputProps('project_ids')}
        />
      </Group>
    </ShareFormCard>
  );
}
