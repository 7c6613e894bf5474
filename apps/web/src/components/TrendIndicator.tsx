// A trend arrow: up (improved, green), down (dropped, red), otherwise stable (grey); a first value,
// with nothing before it to compare with, is new (blue), never improved.
import { ThemeIcon, Tooltip } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, IconSparkles } from '@tabler/icons-react';

const LOOK = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  stable: { color: 'gray', Icon: IconMinus },
  new: { color: 'blue', Icon: IconSparkles },
} as const;

export function TrendIndicator({ trend, isNew = false }: { trend: string; isNew?: boolean }) {
  const key = isNew ? 'new' : trend === 'up' || trend === 'down' ? trend : 'stable';
  const { color, Icon } = LOOK[key];
  const label = l.trendLabels[key];
  return (
    <Tooltip label={label} withArrow>
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
