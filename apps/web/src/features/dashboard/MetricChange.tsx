// A metric's percent change with its arrow (spec 1 section 2): green when good, red when bad, grey at 0.
import { Badge } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { metricChange } from './metric-change.ts';

const colors = { positive: 'teal', negative: 'red', neutral: 'gray' } as const;
const icons = { up: IconArrowUpRight, down: IconArrowDownRight, neutral: IconMinus } as const;

export function MetricChange({ change, lowerIsBetter = false }: { change: number; lowerIsBetter?: boolean }) {
  const view = metricChange(change, lowerIsBetter);
  const Arrow = icons[view.direction];
  return (
    <Badge
      variant="light"
      color={colors[view.tone]}
      size="sm"
      radius="sm"
      leftSection={<Arrow size={12} stroke={2.4} />}
      data-tone={view.tone}
      style={{ textTransform: 'none', fontVariantNumeric: 'tabular-nums' }}
    >
      {view.label}
    </Badge>
  );
}
