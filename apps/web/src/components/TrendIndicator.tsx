// A trend mark: up (improved, green), down (dropped, red), otherwise stable (grey); a first value,
// with nothing before it to compare with, is new (blue), never improved. A change whose two periods'
// 95 % intervals overlap (`significant` false) gets no arrow but the words "No clear change", with
// each period's figure and interval on hover when the caller has them.
import { Badge, ThemeIcon, Tooltip } from '@mantine/core';
import { intervalLabels as il, queryResultsLabels as l } from '@sightline/contracts';
import { IconArrowDownRight, IconArrowUpRight, IconMinus, IconSparkles } from '@tabler/icons-react';
import { type Metric, type MetricFormat, metricWithInterval } from '../lib/metric-interval.ts';

const LOOK = {
  up: { color: 'teal', Icon: IconArrowUpRight },
  down: { color: 'red', Icon: IconArrowDownRight },
  stable: { color: 'gray', Icon: IconMinus },
  new: { color: 'blue', Icon: IconSparkles },
} as const;

/** The arrow's pixels in each size of its round mark. */
const ICON_SIZE = { xs: 12, sm: 14, md: 16 } as const;

/** The two periods' figures a change compares, for the hover of "No clear change". */
export interface ComparedFigures {
  current: Metric;
  previous: Metric;
  format: MetricFormat;
}

/** The hover of a change within noise: each period's figure with its interval, else the rule. */
export const noClearChangeTip = (compared?: ComparedFigures) =>
  compared?.current.ci95 && compared.previous.ci95
    ? il.noClearChangeBetween(
        metricWithInterval(compared.current, compared.format),
        metricWithInterval(compared.previous, compared.format),
      )
    : il.noClearChangeHint;

export function TrendIndicator({
  trend,
  isNew = false,
  significant,
  compared,
  size = 'md',
}: {
  trend: string;
  /** The mark's size: smaller in dense tables such as a report's. */
  size?: keyof typeof ICON_SIZE;
  isNew?: boolean;
  /** The reply's `trend_significant`; replies without it show the arrow as before. */
  significant?: boolean;
  compared?: ComparedFigures;
}) {
  const moved = trend === 'up' || trend === 'down';
  if (!isNew && moved && significant === false)
    return (
      <Tooltip label={noClearChangeTip(compared)} multiline maw={300} withArrow>
        <Badge
          variant="light"
          color="gray"
          size="sm"
          radius="sm"
          tabIndex={0}
          data-trend="noise"
          style={{ textTransform: 'none', whiteSpace: 'nowrap', overflow: 'visible', cursor: 'help' }}
        >
          {il.noClearChange}
        </Badge>
      </Tooltip>
    );
  const key = isNew ? 'new' : moved ? trend : 'stable';
  const { color, Icon } = LOOK[key];
  const label = l.trendLabels[key];
  return (
    <Tooltip label={key === 'new' ? `${label}: ${il.newChangeHint}` : label} multiline maw={280} withArrow>
      <ThemeIcon
        variant="light"
        color={color}
        size={size}
        radius="xl"
        aria-label={label}
        role="img"
        data-trend={key}
      >
        <Icon size={ICON_SIZE[size]} stroke={2} />
      </ThemeIcon>
    </Tooltip>
  );
}
