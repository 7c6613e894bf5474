// A trend arrow: up (improved, green), down (dropped, red), otherwise stable (grey); a first value,
// with nothing before it to compare with, is new (blue), never improved. A change whose two periods'
// 95 % intervals overlap (`significant` false) gets no arrow: it reads "within noise".
import { ThemeIcon, Tooltip } from '@mantine/core';
import { intervalLabels as il, queryResultsLabels as l } from '@sightline/contracts';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconMinus,
  IconSparkles,
  IconWaveSine,
} from '@tabler/icons-react';

const LOOK = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  stable: { color: 'gray', Icon: IconMinus },
  new: { color: 'blue', Icon: IconSparkles },
  noise: { color: 'gray', Icon: IconWaveSine },
} as const;

const LABELS = { ...l.trendLabels, noise: il.withinNoise };

export function TrendIndicator({
  trend,
  isNew = false,
  significant,
}: {
  trend: string;
  isNew?: boolean;
  /** The reply's `trend_significant`; replies without it show the arrow as before. */
  significant?: boolean;
}) {
  const moved = trend === 'up' || trend === 'down';
  const key = isNew ? 'new' : moved && significant === false ? 'noise' : moved ? trend : 'stable';
  const { color, Icon } = LOOK[key];
  const label = LABELS[key];
  return (
    <Tooltip label={key === 'noise' ? il.withinNoiseHint : label} multiline maw={280} withArrow>
      <ThemeIcon
        variant="light"
        color={color}
        size="md"
        radius="xl"
        aria-label={label}
        role="img"
        data-trend={key}
      >
        <Icon size={16} stroke={2} />
      </ThemeIcon>
    </Tooltip>
  );
}
