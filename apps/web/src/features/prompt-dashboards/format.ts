// Display helpers of the prompt dashboards: trend percents and empty charts.
import { oneDecimal } from '../../lib/format.ts';

/** "+12.5%", "-3%", "0%". */
export const signedPercent = (value: number): string => `${value > 0 ? '+' : ''}${oneDecimal(value) ?? '0'}%`;

/** Whether a chart has anything to draw. */
export const hasChartData = (chart: { datasets: readonly { data: readonly (number | null)[] }[] }) =>
  chart.datasets.some((set) => set.data.some((value) => value !== null));
