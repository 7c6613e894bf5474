// See Metrics (ours): the changes that targeted this prompt, each on its timeline (the prompt's
// weekly rate against the brand's other prompts, the change week marked) with its difference-in-
// differences effect, interval and sample sizes, or "too early to tell". ?change= picks one.
import { Alert, Badge, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import {
  type DidMetric,
  type EffectEstimate,
  recommendationLabels as l,
  type PromptChange,
} from '@sightline/contracts';
import type { Plugin } from 'chart.js';
import { useState } from 'react';
import { Line } from 'react-chartjs-2';
import { useSearchParams } from 'react-router';
import { usePromptChanges } from '../../api/recommendations.ts';
import { BRAND_COLOR, SERIES_COLORS } from '../../components/charts/chart-setup.ts';
import { dayLabel, formatDay, oneDecimal } from '../../lib/format.ts';

const CHANGE_PARAM = 'change';

const pct = (v: number | null) => (v === null ? '–' : `${oneDecimal(v * 100)}%`);
const pts = (v: number | null) => (v === null ? '–' : `${v > 0 ? '+' : ''}${oneDecimal(v * 100)} pts`);
const places = (v: number | null) => (v === null ? '–' : `${v > 0 ? '+' : ''}${oneDecimal(v)}`);

/** Draws the change week as a dashed vertical line. */
const changeLine = (index: number): Plugin<'line'> => ({
  id: 'changeLine',
  afterDatasetsDraw(chart) {
    if (index < 0) return;
    const x = chart.scales.x.getPixelForValue(index);
    const { top, bottom } = chart.chartArea;
    const ctx = chart.ctx;
    ctx.save();
    ctx.strokeStyle = '#e8590c';
    ctx.setLineDash([6, 4]);
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.stroke();
    ctx.fillStyle = '#e8590c';
    ctx.fillText(l.changeOnTimeline, x + 4, top + 10);
    ctx.restore();
  },
});

function Timeline({ effect, rateLabel }: { effect: EffectEstimate; rateLabel: string }) {
  const weeks = effect.timeline.map((w) => w.week);
  const changeIndex = weeks.findLastIndex((w) => w <= effect.change_date);
  return (
    <div style={{ position: 'relative', height: 220 }} data-testid="change-timeline">
      <Line
        role="img"
        aria-label={`${rateLabel}: ${l.targeted} / ${l.untargeted}`}
        data={{
          labels: weeks.map((w) => dayLabel(w)),
          datasets: [
            {
              label: l.targeted,
              data: effect.timeline.map((w) => (w.targeted === null ? null : w.targeted * 100)),
              borderColor: BRAND_COLOR,
              spanGaps: true,
            },
            {
              label: l.untargeted,
              data: effect.timeline.map((w) => (w.untargeted === null ? null : w.untargeted * 100)),
              borderColor: SERIES_COLORS[1],
              borderDash: [4, 3],
              spanGaps: true,
            },
          ],
        }}
        options={{
          maintainAspectRatio: false,
          scales: { y: { min: 0, max: 100, title: { display: true, text: `${rateLabel} (%)` } } },
        }}
        plugins={[changeLine(changeIndex)]}
      />
    </div>
  );
}

function ValueCell({ value, n }: { value: string; n: number }) {
  return (
    <Table.Td>
      {value}{' '}
      <Text span size="xs" c="dimmed">
        (n={n})
      </Text>
    </Table.Td>
  );
}

function DidTable({
  label,
  metric,
  format,
  effectFormat,
}: {
  label: string;
  metric: DidMetric;
  format: (v: number | null) => string;
  effectFormat: (v: number | null) => string;
}) {
  return (
    <Table withTableBorder fz="sm" data-testid="did-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{label}</Table.Th>
          <Table.Th>{l.before}</Table.Th>
          <Table.Th>{l.after}</Table.Th>
          <Table.Th>{l.effect}</Table.Th>
          <Table.Th>{l.interval}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{l.targeted}</Table.Td>
          <ValueCell value={format(metric.targeted_before)} n={metric.n.targeted_before} />
          <ValueCell value={format(metric.targeted_after)} n={metric.n.targeted_after} />
          <Table.Td rowSpan={2} fw={700} data-testid="did-effect">
            {effectFormat(metric.effect)}
          </Table.Td>
          <Table.Td rowSpan={2} data-testid="did-interval">
            {metric.low === null ? '–' : `${effectFormat(metric.low)} … ${effectFormat(metric.high)}`}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>{l.untargeted}</Table.Td>
          <ValueCell value={format(metric.untargeted_before)} n={metric.n.untargeted_before} />
          <ValueCell value={format(metric.untargeted_after)} n={metric.n.untargeted_after} />
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function EffectView({ change }: { change: PromptChange }) {
  const { effect } = change;
  const rateLabel = effect.rate_kind === 'mention_rate' ? l.mentionRate : l.accuracyRate;
  return (
    <Stack gap="sm" data-testid="effect-panel" data-status={effect.status}>
      <Group gap="xs">
        <Badge variant="light">{change.label}</Badge>
        <Text size="sm">{change.description}</Text>
        <Text size="sm" c="dimmed">
          {formatDay(change.date)}
        </Text>
      </Group>
      {effect.status === 'too_early' && (
        <Alert color="yellow" title={l.tooEarly} data-testid="too-early">
          {l.tooEarlyText(effect.min_answers)}
        </Alert>
      )}
      {effect.status === 'no_control' && <Alert color="gray">{l.noControl}</Alert>}
      <Timeline effect={effect} rateLabel={rateLabel} />
      <DidTable label={rateLabel} metric={effect.rate} format={pct} effectFormat={pts} />
      {effect.position && (
        <DidTable
          label={l.position}
          metric={effect.position}
          format={(v) => oneDecimal(v) ?? '–'}
          effectFormat={places}
        />
      )}
      <Text size="xs" c="dimmed">
        {l.didExplanation}
      </Text>
    </Stack>
  );
}

export function ChangesPanel({ kind, queryId }: { kind: 'ranking' | 'question'; queryId: string }) {
  const [params] = useSearchParams();
  const changes = usePromptChanges(kind, queryId);
  const asked = params.get(CHANGE_PARAM);
  const [picked, setPicked] = useState<string | null>(null);
  const list = changes.data?.changes ?? [];
  // Shown when a change is asked for (See Metrics), or whenever the prompt has changes.
  if (list.length === 0 && !asked) return null;
  const key = picked ?? (list.some((c) => c.key === asked) ? asked : list.at(-1)?.key);
  const change = list.find((c) => c.key === key);
  return (
    <Paper withBorder shadow="xs" p="lg" data-testid="changes-panel">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {l.effectTitle}
        </Title>
        {list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {l.noChangesForPrompt}
          </Text>
        ) : (
          <>
            {list.length > 1 && (
              <SegmentedControl
                value={key ?? ''}
                onChange={setPicked}
                data={list.map((c) => ({ value: c.key, label: `${c.label} · ${formatDay(c.date)}` }))}
              />
            )}
            {change && <EffectView change={change} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
