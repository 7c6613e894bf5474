// A metric's percent change with its arrow (spec 1 section 2): green when good, red when bad, grey at 0;
// grey with no arrow, and "within noise" on hover, when the change may be chance.
import { Badge, Tooltip } from '@mantine/core';
import { intervalLabels as il } from '@sightline/contracts';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, IconWaveSine } from '@tabler/icons-react';
import { metricChange } from './metric-change.ts';

const colors = { positive: 'teal', negative: 'red', neutral: 'gray' } as const;
const icons = {
  up: IconArrowUpRight,
  down: IconArrowDownRight,
  neutral: IconMinus,
  noise: IconWaveSine,
} as const;

export function MetricChange({
  change,
  lowerIsBetter = false,
  significant,
}: {
  change: number;
  lowerIsBetter?: boolean;
  significant?: boolean;
}) {
  const view = metricChange(change, lowerIsBetter, significant);
  const Arrow = icons[view.direction];
  const badge = (
    <Badge
      variant="light"
      color={colors[view.tone]}
      size="sm"
      radius="sm"
      leftSection={<Arrow size={12} stroke={2.4} />}
      data-tone={view.direction === 'noise' ? 'noise' : view.tone}
      aria-label={view.direction === 'noise' ? `${view.label}, ${il.withinNoise}` : undefined}
      style={{ textTransform: 'none', fontVariantNumeric: 'tabular-nums' }}
    >
      {view.label}
    </Badge>
  );
  return view.direction === 'noise' ? (
    <Tooltip label={`${il.withinNoise}: ${il.withinNoiseHint}`} multiline w={260} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
