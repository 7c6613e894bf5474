// One plan of the plans page: price per month (tax excluded), its limits and its button; a plan
// allowing fewer prompts than the account has says so under its prompt figure.
import { Badge, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { billingLabels as l, billingMessages as m, type Plan, SALES_EMAIL } from '@sightline/contracts';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { limitText, type PlanAction, priceText, promptAllowance } from './billing-view.ts';

interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  loading: boolean;
  disabled: boolean;
  onChoose: () => void;
  /** The prompts the account has, when this plan allows fewer. */
  promptsOverUsed: number | null;
}

export function PlanCard({ plan, action, loading, disabled, onChoose, promptsOverUsed }: PlanCardProps) {
  const price = priceText(plan);
  const current = action === 'current';
  const limits = [
    limitText(promptAllowance(plan), 'prompts'),
    limitText(plan.team_members, 'team members'),
    limitText(plan.keyword_analyses_per_month, 'keyword analyses a month'),
    limitText(plan.recommendation_runs_per_month, 'recommendation runs a month'),
  ];
  const extras = plan.features.filter((f) => !/queries|team members/i.test(f));
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      shadow={current ? 'md' : 'xs'}
      data-testid={`plan-${plan.name}`}
      style={{ borderColor: current ? 'var(--mantine-color-brand-5)' : undefined, height: '100%' }}
    >
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Title order={3} fz="lg">
            {plan.display_name}
            {current && (
              <Badge ml="xs" variant="light" size="sm" color="brand">
                {l.currentPlan}
              </Badge>
            )}
          </Title>
          <Text fz={plan.price_eur === null ? 24 : 30} fw={800} lh={1.25}>
            {price.amount}
          </Text>
          <Text fz="xs" c="dimmed">
            {price.note || '\u00a0'}
          </Text>
        </Stack>
        <List
          spacing={6}
          size="sm"
          style={{ flex: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color="teal">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {(plan.name === 'ENTERPRISE' ? plan.features : [...limits, ...extras]).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        {promptsOverUsed !== null && (
          <Text size="sm" c="orange.9" data-testid="plan-prompts-over">
            <IconAlertTriangle size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
            {m.promptsOverCard(promptsOverUsed)}
          </Text>
        )}
        {action === 'contact' ? (
          <Button
            component="a"
            href={`mailto:${SALES_EMAIL}?subject=Enterprise%20plan`}
            variant="light"
            fullWidth
          >
            {l.contactSales}
          </Button>
        ) : (
          <Button
            fullWidth
            variant={current ? 'default' : 'filled'}
            disabled={current || disabled}
            loading={loading}
            onClick={onChoose}
          >
            {current ? l.currentPlan : action === 'switch' ? l.switchPlan : l.choosePlan}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
