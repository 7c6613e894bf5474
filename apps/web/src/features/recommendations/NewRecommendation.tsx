// The new-recommendation form (spec 3 section 2.5): type cards (the scope's types only), the runs
// left, Generate (enabled once a type is chosen) or Upgrade Plan when none is left.
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_RECOMMENDATION_EXECUTIONS,
  recommendationLabels as l,
  recommendationMessages as m,
  type RecommendationHistory,
  type RecommendationScope,
  type RecommendationType,
} from '@sightline/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../api/client.ts';
import { useCreateRecommendation } from '../../api/recommendations.ts';
import { paths } from '../../app/paths.ts';
import { toast } from '../../lib/toast.ts';

export function NewRecommendation({
  scope,
  refId,
  history,
  onStarted,
}: {
  scope: RecommendationScope;
  refId: string;
  history: RecommendationHistory;
  onStarted: (id: string) => void;
}) {
  const [type, setType] = useState<RecommendationType | null>(
    history.types.length === 1 ? history.types[0] : null,
  );
  const create = useCreateRecommendation(scope, refId);
  const navigate = useNavigate();
  const left = history.remaining_executions;
  const upgrade = left !== null && left <= 0;
  return (
    <Paper withBorder p="lg" data-testid="new-recommendation">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {l.chooseType}
        </Title>
        <Radio.Group value={type} onChange={(v) => setType(v as RecommendationType)}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {history.types.map((t) => (
              <Radio.Card key={t} value={t} p="md" radius="md" data-testid={`type-${t}`}>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Text fw={600}>{l.types[t]}</Text>
                    <Text size="sm" c="dimmed">
                      {l.typeHints[t]}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="executions-left">
            {left === null
              ? l.unlimitedExecutions
              : l.executionsLeft(left ?? DEFAULT_RECOMMENDATION_EXECUTIONS)}
          </Text>
          {upgrade ? (
            <Button color="orange" onClick={() => navigate(paths.subscriptions)} data-testid="upgrade-plan">
              {l.upgradePlan}
            </Button>
          ) : (
            <Button
              disabled={!type}
              loading={create.isPending}
              onClick={() =>
                type &&
                create.mutate(type, {
                  onSuccess: (run) => {
                    toast.short('success', m.started, run.title);
                    onStarted(run.id);
                  },
                  onError: (e) => toast.short('error', m.startFailed, errorText(e, m.startFailed)),
                })
              }
              data-testid="generate"
            >
              {l.generate}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
