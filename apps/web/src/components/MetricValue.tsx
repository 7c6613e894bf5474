// A figure with how sure it is: the value, its 95 % interval and answers on hover, and a small-sample
// mark (dimmed, with a badge) below SMALL_SAMPLE_N answers; in dense tables, where nearly every
// cell is a small sample, `compact` keeps the dimming and says it on hover instead of a badge each.
// The interval also opens on keyboard focus and touch. In print the interval is written out.
import { Badge, Group, Text, type TextProps, Tooltip } from '@mantine/core';
import { intervalLabels as il } from '@sightline/contracts';
import type { ReactNode } from 'react';
import {
  type HoverText,
  intervalTip,
  isSmallSample,
  type Metric,
  type MetricFormat,
  metricText,
  metricWithInterval,
} from '../lib/metric-interval.ts';

export interface MetricValueProps extends Omit<TextProps, 'children'> {
  metric: Metric;
  format: MetricFormat;
  /** What the value reads as on screen when the screen writes it its own way ("#3", "3 / 10"). */
  children?: ReactNode;
  placeholder?: string;
  /** Printed page: the interval as text beside the value, no hover. */
  print?: boolean;
  /** The hover line, when n counts something else than answers (share of voice: mentions). */
  hover?: HoverText;
  /** A small sample is dimmed and told on hover, without a badge. */
  compact?: boolean;
}

export function MetricValue({
  metric,
  format,
  children,
  placeholder = '—',
  print = false,
  hover,
  compact = false,
  ...text
}: MetricValueProps) {
  const small = isSmallSample(metric);
  const interval = intervalTip(metric, format, hover);
  const tip =
    interval && small && compact ? `${interval}. ${il.smallSample}: ${il.smallSampleHint}` : interval;
  const shown = children ?? metricText(metric, format, placeholder);

  if (print) {
    return (
      <Text span {...text} data-testid="metric-value" data-small-sample={small || undefined}>
        <span style={{ whiteSpace: 'nowrap' }}>{metricWithInterval(metric, format, placeholder)}</span>
        {small && typeof metric.n === 'number' && (
          <Text span display="block" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {il.smallSample} · {il.answers(metric.n)}
          </Text>
        )}
      </Text>
    );
  }

  const value = (
    <Text
      span
      c={small ? 'dimmed' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', cursor: tip ? 'help' : undefined }}
      tabIndex={tip ? 0 : undefined}
      aria-label={tip ? `${metricText(metric, format, placeholder)}, ${tip}` : undefined}
      data-testid="metric-value"
      data-interval={tip ?? undefined}
      data-small-sample={small || undefined}
      {...text}
    >
      {shown}
    </Text>
  );
  return (
    <Group gap={6} wrap="wrap" display="inline-flex" align="center" style={{ rowGap: 2 }}>
      {tip ? (
        <Tooltip label={tip} withArrow events={{ hover: true, focus: true, touch: true }}>
          {value}
        </Tooltip>
      ) : (
        value
      )}
      {small && !compact && typeof metric.n === 'number' && (
        <Tooltip label={il.smallSampleHint} multiline w={260} withArrow>
          <Badge
            size="xs"
            variant="outline"
            color="gray"
            tt="none"
            // Never cut to "Small s…" in a narrow column: the column widens instead.
            styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
            data-testid="small-sample"
            aria-label={`${il.smallSample}: ${il.answers(metric.n)}. ${il.smallSampleHint}`}
          >
            {il.smallSample}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
