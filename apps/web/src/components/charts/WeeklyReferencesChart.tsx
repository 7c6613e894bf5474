// Bar chart of a domain's references per week (Sources tab row expansion).
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip);

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
              backgroundColor: 'rgba(91, 71, 227, 0.75)',
              hoverBackgroundColor: 'rgba(91, 71, 227, 0.95)',
              borderRadius: 6,
              maxBarThickness: 36,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { display: false }, tooltip: { intersect: false } },
          scales: {
            x: { grid: { display: false } },
            y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: 'rgba(0,0,0,0.06)' } },
          },
        }}
      />
    </div>
  );
}
