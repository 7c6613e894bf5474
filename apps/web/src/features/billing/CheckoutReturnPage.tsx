// The pages checkout returns to (spec 2 section 2.6): /subscription/success ('Subscription
// Activated') and /subscription/cancel ('Subscription Cancelled', info), each with buttons to / and
// /plans.
import { Button, Group, Paper } from '@mantine/core';
import { billingLabels as l, billingMessages as m } from '@sightline/contracts';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { paths } from '../../app/paths.ts';
import { StatusCard } from '../../components/StatusCard.tsx';
import { toast } from '../../lib/toast.ts';

const REREAD_AFTER_MS = [2000, 5000, 10_000];

function CheckoutReturn({ activated }: { activated: boolean }) {
  const client = useQueryClient();
  useEffect(() => {
    // The plan label, limits and invoices change with the provider's event, which may land a few
    // seconds after the browser comes back: read them now and a few times more.
    const reread = () => void client.invalidateQueries({ queryKey: [queryKeys.subscription[0]] });
    reread();
    const timers = activated ? REREAD_AFTER_MS.map((ms) => setTimeout(reread, ms)) : [];
    if (activated) toast.long('success', m.activated, m.activatedText);
    else toast.long('info', m.cancelled, m.checkoutCancelledText);
    return () => timers.forEach(clearTimeout);
  }, [client, activated]);

  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" mt="xl" shadow="xs">
      <StatusCard
        icon={activated ? <IconCircleCheck size={36} /> : <IconInfoCircle size={36} />}
        color={activated ? 'teal' : 'blue'}
        title={activated ? m.activated : m.cancelled}
        description={activated ? m.activatedText : m.checkoutCancelledText}
      >
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.root}>
            {l.goHome}
          </Button>
          <Button component={Link} to={paths.plans} variant="default">
            {l.viewPlans}
          </Button>
        </Group>
      </StatusCard>
    </Paper>
  );
}

export const SubscriptionSuccessPage = () => <CheckoutReturn activated />;
export const SubscriptionCancelPage = () => <CheckoutReturn activated={false} />;
