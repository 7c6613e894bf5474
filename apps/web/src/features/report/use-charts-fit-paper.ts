// Charts redraw for the paper width before printing, and back afterwards (every printable report).
import { useEffect } from 'react';
import { ChartJS } from '../../components/charts/chart-setup.ts';

export const useChartsFitPaper = () => {
  useEffect(() => {
    const resize = () => {
      for (const chart of Object.values(ChartJS.instances)) chart.resize();
    };
    window.addEventListener('beforeprint', resize);
    window.addEventListener('afterprint', resize);
    return () => {
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
    };
  }, []);
};
