// Charts redraw for the paper width before printing, and back afterwards (every printable report).
// Browsers differ in when the print layout exists: some fire beforeprint first, others switch the
// print media query first, so both redraw. The sheets are as wide on screen as on paper, so the
// redraw only matters when the window is narrower than the paper.
import { useEffect } from 'react';
import { ChartJS } from '../../components/charts/chart-setup.ts';

export const useChartsFitPaper = () => {
  useEffect(() => {
    const resize = () => {
      for (const chart of Object.values(ChartJS.instances)) chart.resize();
    };
    const print = window.matchMedia('print');
    window.addEventListener('beforeprint', resize);
    window.addEventListener('afterprint', resize);
    print.addEventListener('change', resize);
    return () => {
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
      print.removeEventListener('change', resize);
    };
  }, []);
};
