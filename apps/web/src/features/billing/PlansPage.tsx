// Plans & Billing, /subscriptions and /plans (spec 2 section 2.6): the Starter, Pro, Advance and
// Enterprise cards and the user's own subscription box. Choosing a plan goes to checkout; a plan
// allowing fewer prompts than the account has first says so and names the prompts over it.
import { Alert, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { billingLabels as l, billingMessages as m, type Plan } from '@sightline/contracts';
import { IconAlertCircle, IconFlask, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client.ts';
import { useAppConfig } from '../../api/content.ts';
import { goTo, useCheckout, useCountedPrompts, usePlans } from '../../api/subscription.ts';
import { usePlanStatus } from '../../api/usePlanStatus.ts';
import { paths } from '../../app/paths.ts';
import { toast } from '../../lib/toast.ts';
import { offeredPlans, planAction, promptAllowance, promptsOver } from './billing-view.ts';
import { PlanCard } from './PlanCard.tsx';
import { PromptsOverList } from './PromptsOverList.tsx';
import { SubscriptionBox } from './SubscriptionBox.tsx';

export function PlansPage() {
  const plans = usePlans();
  const appConfig = useAppConfig();
  const { subscription, loading, readOnly, readOnlyReason } = usePlanStatus();
  const checkout = useCheckout();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<number | null>(null);
  const counted = useCountedPrompts();
  // The plan whose smaller prompt allowance the user is asked to confirm.
  const [confirming, setConfirming] = useState<Plan | null>(null);
  const overOf = (plan: Plan) => promptsOver(promptAllowance(plan), counted.data ?? []);

  const checkoutFor = (plan: Plan) => {
    setChoosing(plan.id);
    checkout.mutate(
      { planId: plan.id, successPath: paths.subscriptionSuccess, cancelPath: paths.subscriptionCancel },
      {
        onSuccess: ({ checkout_url }) => {
          const target = new URL(checkout_url, globalThis.location.origin);
          // A plan change needs no checkout: the reply is our own success page.
          if (target.origin === globalThis.location.origin && !target.pathname.startsWith('/api/'))
            navigate(target.pathname);
          else goTo(target.toString());
        },
        onError: (error) => {
          setChoosing(null);
          toast.long('error', m.checkoutFailed, errorText(error, m.checkoutFailed, 'error'));
        },
      },
    );
  };

  const choose = (plan: Plan) => (overOf(plan).length > 0 ? setConfirming(plan) : checkoutFor(plan));
  const used = counted.data?.length ?? 0;

  return (
    <Stack gap="lg">
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming && m.promptsOverTitle(confirming.display_name)}
        centered
        styles={{ title: { fontWeight: 700 } }}
      >
        {confirming && (
          <Stack gap="md">
            <Text size="sm">
              {m.promptsOverText(confirming.display_name, promptAllowance(confirming), used)}
            </Text>
            <PromptsOverList prompts={overOf(confirming)} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {m.backToPlans}
              </Button>
              <Button
                onClick={() => {
                  checkoutFor(confirming);
                  setConfirming(null);
                }}
              >
                {m.continueToCheckout}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.02em' }}>
          {l.plansTitle}
        </Title>
        <Text c="dimmed">Choose the plan that fits your brands. Prices are per month, tax excluded.</Text>
      </Stack>

      {appConfig.data?.billing_test_mode && (
        <Alert
          color="grape"
          variant="light"
          icon={<IconFlask size={18} />}
          title={l.testModeTitle}
          data-testid="billing-test-mode"
        >
          {l.testModeText}
        </Alert>
      )}

      {readOnly && (
        <Alert color="orange" variant="light" icon={<IconLock size={18} />} title={m.readOnlyTitle}>
          {m.readOnlyText(readOnlyReason)}
        </Alert>
      )}

      {loading ? <Skeleton h={140} radius="lg" /> : <SubscriptionBox subscription={subscription} />}

      {plans.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          {m.plansFailed}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {plans.data
          ? offeredPlans(plans.data).map((plan) => {
              const action = planAction(plan, subscription, new Date());
              const moving = action === 'choose' || action === 'switch';
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  action={action}
                  loading={choosing === plan.id}
                  disabled={choosing !== null}
                  onChoose={() => choose(plan)}
                  promptsOverUsed={moving && overOf(plan).length > 0 ? used : null}
                />
              );
            })
          : ['starter', 'pro', 'advance', 'enterprise'].map((slot) => (
              <Skeleton key={slot} h={360} radius="lg" />
            ))}
      </SimpleGrid>
    </Stack>
  );
}
