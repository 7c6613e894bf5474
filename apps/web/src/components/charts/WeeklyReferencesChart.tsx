// Bar chart of a domain's references per week (Sources tab row expansion).
import { Bar } from 'react-chartjs-2';
import { BRAND_COLOR } from './chart-setup.ts';

export function WeeklyReferencesChart({
  weeks,
  counts,
  label,
}: {
  weeks: readonly string[];
  counts: readonly number[];
  label: string;
}) {
  return (
    <div style={{ position: 'relative', height: 200 }}>
      <Bar
        aria-label={label}
        role="img"
        data={{
          labels: [...weeks],
          datasets: [
            {
              label,
              data: [...counts],
              backgroundColor: `${BRAND_COLOR}bf`,
              hoverBackgroundColor: `${BRAND_COLOR}f2`,
              borderRadius: 6,
              maxBarThickness: 36,
            },
          ],
        }}
        options={{
          plugins: { legend: { display: false }, tooltip: { intersect: false } },
          scales: {
            x: { grid: { display: false } },
            y: { beginAtZero: true, ticks: { precision: 0 } },
          },
        }}
      />
    </div>
  );
}
