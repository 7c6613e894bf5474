// A metric's percent change with its arrow (spec 1 section 2): green when good, red when bad, grey at 0;
// "No clear change" in words when the change may be chance, "New" when the previous window had
// nothing, each with its reason on hover.
import { Badge, Tooltip } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconEqual,
  IconMinus,
  IconSparkles,
} from '@tabler/icons-react';
import { type MetricChangeView, metricChange } from './metric-change.ts';

const colors = { positive: 'teal', negative: 'red', neutral: 'gray' } as const;
const icons = {
  up: IconArrowUpRight,
  down: IconArrowDownRight,
  neutral: IconMinus,
  noise: IconEqual,
  new: IconSparkles,
} as const satisfies Record<MetricChangeView['direction'], unknown>;

export function MetricChange({
  change,
  ...options
}: { change: number } & NonNullable<Parameters<typeof metricChange>[1]>) {
  const view = metricChange(change, options);
  const Arrow = icons[view.direction];
  const badge = (
    <Badge
      variant="light"
      color={view.direction === 'new' ? 'blue' : colors[view.tone]}
      size="sm"
      radius="sm"
      leftSection={<Arrow size={12} stroke={2.4} />}
      data-tone={view.direction === 'noise' || view.direction === 'new' ? view.direction : view.tone}
      tabIndex={view.hint ? 0 : undefined}
      style={{ textTransform: 'none', fontVariantNumeric: 'tabular-nums', overflow: 'visible' }}
    >
      {view.label}
    </Badge>
  );
  return view.hint ? (
    <Tooltip label={view.hint} multiline w={260} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
