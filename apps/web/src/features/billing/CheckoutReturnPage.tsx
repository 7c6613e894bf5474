// The pages checkout returns to (spec 2 section 2.6): /subscription/success and /subscription/cancel
// ('Subscription Cancelled', info), each with buttons to / and /plans. The success page says what the
// subscription really is, read from the server: 'Subscription Activated' with the plan once the
// provider's event has landed, still confirming while it may, and the plan as it is otherwise (the
// page can be opened without any checkout). Prompts over the new plan's allowance are named.
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { billingLabels as l, billingMessages as m } from '@sightline/contracts';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { useCountedPrompts, useSubscription } from '../../api/subscription.ts';
import { paths } from '../../app/paths.ts';
import { StatusCard } from '../../components/StatusCard.tsx';
import { toast } from '../../lib/toast.ts';
import { checkoutOutcome, promptsOver, subscriptionSummary } from './billing-view.ts';
import { PromptsOverList } from './PromptsOverList.tsx';

const REREAD_AFTER_MS = [2000, 5000, 10_000];

function ReturnButtons() {
  return (
    <Group justify="center" gap="sm">
      <Button component={Link} to={paths.root}>
        {l.goHome}
      </Button>
      <Button component={Link} to={paths.plans} variant="default">
        {l.viewPlans}
      </Button>
    </Group>
  );
}

/** The plan's prompts, when the account has more than it allows: which ones are over. */
function PromptsOverNow({ allowance, used }: { allowance: number; used: number }) {
  const counted = useCountedPrompts();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} ta="left">
      <Stack gap="xs">
        {m.promptsOverNow(allowance, used)}
        {counted.data && <PromptsOverList prompts={promptsOver(allowance, counted.data)} />}
      </Stack>
    </Alert>
  );
}

export function SubscriptionSuccessPage() {
  const client = useQueryClient();
  const subscription = useSubscription();
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    // The plan changes with the provider's event, which may land a few seconds after the browser
    // comes back: read it now and a few times more, then say what it is.
    const reread = () => client.invalidateQueries({ queryKey: [queryKeys.subscription[0]] });
    void reread();
    const timers = REREAD_AFTER_MS.map((ms, i) =>
      setTimeout(async () => {
        await reread();
        if (i === REREAD_AFTER_MS.length - 1) setWaiting(false);
      }, ms),
    );
    return () => timers.forEach(clearTimeout);
  }, [client]);

  const sub = subscription.data ?? null;
  const outcome = checkoutOutcome(sub, new Date(), waiting || subscription.isFetching);
  const activated =
    outcome === 'activated' && sub?.plan ? m.activatedText(sub.plan.display_name, sub.total_queries) : null;
  useEffect(() => {
    if (activated) toast.long('success', m.activated, activated);
  }, [activated]);

  const summary = subscriptionSummary(sub);
  const card = {
    activated: { icon: <IconCircleCheck size={36} />, color: 'teal', title: m.activated, text: activated },
    confirming: { icon: undefined, color: 'blue', title: m.confirmingTitle, text: m.confirmingText(summary) },
    not_activated: {
      icon: <IconInfoCircle size={36} />,
      color: 'orange',
      title: m.notActivatedTitle,
      text: m.notActivatedText(summary),
    },
  }[outcome];
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      maw={560}
      mx="auto"
      mt="xl"
      shadow="xs"
      data-testid="checkout-outcome"
      data-outcome={subscription.data === undefined ? 'loading' : outcome}
    >
      <StatusCard
        icon={card.icon}
        loading={outcome === 'confirming'}
        color={card.color}
        title={card.title}
        description={card.text}
      >
        {outcome === 'activated' && sub && sub.total_queries_used > sub.total_queries && (
          <PromptsOverNow allowance={sub.total_queries} used={sub.total_queries_used} />
        )}
        <ReturnButtons />
      </StatusCard>
    </Paper>
  );
}

export function SubscriptionCancelPage() {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: [queryKeys.subscription[0]] });
    toast.long('info', m.cancelled, m.checkoutCancelledText);
  }, [client]);
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl" shadow="xs">
      <StatusCard
        icon={<IconInfoCircle size={36} />}
        color="blue"
        title={m.cancelled}
        description={m.checkoutCancelledText}
      >
        <ReturnButtons />
      </StatusCard>
    </Paper>
  );
}
