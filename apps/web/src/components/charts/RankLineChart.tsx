// Ranking positions over weeks as lines on a reversed axis (1 on top): the Competitors tab, the
// ranking dashboard and the printable report (see rank-chart.ts).
import { Line } from 'react-chartjs-2';
import { type RankChartInput, rankChartConfig } from './rank-chart.ts';

export function RankLineChart({
  labels,
  lines,
  axisMax,
  height = 240,
  title,
  legend = lines.length > 1,
  print = false,
  markers,
}: Omit<RankChartInput, 'legend' | 'print'> & {
  /** CSS height: a number of pixels or any length ("70mm"). */
  height?: number | string;
  title: string;
  legend?: boolean;
  print?: boolean;
}) {
  const { data, options } = rankChartConfig({ labels, lines, axisMax, legend, print, markers });
  return (
    <div style={{ position: 'relative', height, width: '100%' }}>
      <Line role="img" aria-label={title} data={data} options={options} />
    </div>
  );
}
