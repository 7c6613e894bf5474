// One plan of the plans page: price per month (tax excluded), its limits and its button.
import { Badge, Button, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DEFAULT_PROMPT_TOTAL, billingLabels as l, type Plan, SALES_EMAIL } from '@sightline/contracts';
import { IconCheck } from '@tabler/icons-react';
import { limitText, type PlanAction, priceText } from './billing-view.ts';

interface PlanCardProps {
  plan: Plan;
  action: PlanAction;
  loading: boolean;
  disabled: boolean;
  onChoose: () => void;
}

export function PlanCard({ plan, action, loading, disabled, onChoose }: PlanCardProps) {
  const price = priceText(plan);
  const current = action === 'current';
  const limits = [
    limitText(plan.queries_per_month ?? DEFAULT_PROMPT_TOTAL, 'prompts'),
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
