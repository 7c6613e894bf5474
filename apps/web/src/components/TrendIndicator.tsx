// A trend arrow: up (improved, green), down (dropped, red), otherwise stable (grey).
import { ThemeIcon, Tooltip } from '@mantine/core';
import { queryResultsLabels as l } from '@sightline/contracts';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';

const LOOK = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  stable: { color: 'gray', Icon: IconMinus },
} as const;

export function TrendIndicator({ trend }: { trend: string }) {
  const key = trend === 'up' || trend === 'down' ? trend : 'stable';
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
