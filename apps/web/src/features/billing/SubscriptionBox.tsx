// The user's own subscription on the plans page: plan, status label, dates, usage, and Manage
// Billing (only when ACTIVE with a plan), Invoices and Cancel.
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { billingLabels as l, billingMessages as m, planLabel, type Subscription } from '@sightline/contracts';
import { IconCreditCard, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/client.ts';
import { useCancelSubscription } from '../../api/subscription.ts';
import { paths } from '../../app/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { canCancel, limitText, showManageBilling, statusColor, statusLabel } from './billing-view.ts';
import { useBillingPortal } from './useBillingPortal.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The date line of the box: when the trial ends, or when the paid period renews or ends. */
const periodFact = (sub: Subscription | null) => {
  if (!sub) return null;
  if (!sub.plan && sub.trial_end_date) {
    const ended = new Date(sub.trial_end_date) <= new Date();
    return { label: ended ? l.trialEnded : l.trialEnds, value: formatDate(sub.trial_end_date) ?? '' };
  }
  if (sub.plan && sub.plan.name !== 'FREE' && sub.current_period_end)
    return {
      label: sub.status === 'CANCELED' ? l.ends : l.renews,
      value: formatDate(sub.current_period_end) ?? '',
    };
  return null;
};

export function SubscriptionBox({ subscription }: { subscription: Subscription | null }) {
  const portal = useBillingPortal();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const period = periodFact(subscription);

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.long('info', m.cancelled, m.cancelDone);
      },
      onError: (error) => toast.long('error', m.cancelFailed, errorText(error, m.cancelFailed, 'error')),
    });

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="subscription-box">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: '0.04em' }}>
              {l.yourSubscription}
            </Text>
            <Group gap="sm">
              <Title order={2} fz={24}>
                {planLabel(subscription)}
              </Title>
              <Badge
                variant="light"
                color={statusColor(subscription)}
                size="lg"
                data-testid="subscription-status"
              >
                {statusLabel(subscription)}
              </Badge>
            </Group>
          </Stack>
          <Group gap="xs">
            {showManageBilling(subscription) && (
              <Button
                leftSection={<IconCreditCard size={16} />}
                onClick={portal.open}
                loading={portal.opening}
              >
                {l.manageBilling}
              </Button>
            )}
            <Button
              component={Link}
              to={paths.invoices}
              variant="default"
              leftSection={<IconReceipt size={16} />}
            >
              {l.viewInvoices}
            </Button>
            {canCancel(subscription, new Date()) && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {l.cancelSubscription}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {period && <Fact label={period.label} value={period.value} />}
          {subscription && (
            <Fact
              label={l.prompts}
              value={`${subscription.total_queries_used} / ${subscription.total_queries}`}
            />
          )}
          {subscription?.plan && (
            <Fact label={l.teamMembers} value={limitText(subscription.plan.team_members, '').trim()} />
          )}
        </SimpleGrid>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.cancelConfirmTitle}
        size={450}
        centered
      >
        <Stack>
          <Text>{m.cancelConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {l.keepSubscription}
            </Button>
            <Button color="red" onClick={confirmCancel} loading={cancel.isPending}>
              {l.cancelSubscription}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
