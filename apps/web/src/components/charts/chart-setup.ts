// Chart.js set up once for the whole app: every part a chart of ours uses is registered here and the
// app's defaults set (the theme's font, charts filling their box, light grid lines, no animation for
// users who ask for reduced motion), and the interval band and model-change markers of line charts
// (interval-band.ts). Every chart imports ChartJS, and its colours, from this module.
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { fontStack } from '../../app/theme.ts';
import { intervalBandPlugin, modelChangePlugin } from './interval-band.ts';

ChartJS.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  intervalBandPlugin,
  modelChangePlugin,
);
ChartJS.defaults.font.family = fontStack;
ChartJS.defaults.maintainAspectRatio = false;
ChartJS.defaults.scale.grid.color = 'rgba(0,0,0,0.06)';
if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
  ChartJS.defaults.animation = false;
}

export { ChartJS };

/** The brand violet: the client's own series. */
export const BRAND_COLOR = '#5b47e3';

/** Distinct, print-safe colours for the other series, in order. */
export const SERIES_COLORS = [
  '#0ea5e9',
  '#f97316',
  '#10b981',
  '#ef4444',
  '#eab308',
  '#14b8a6',
  '#ec4899',
  '#64748b',
  '#84cc16',
  '#a855f7',
  '#06b6d4',
  '#f43f5e',
];

/** Colours series in order: the brand's in the brand violet, each other one the next palette colour. */
export const seriesPalette = () => {
  let next = 0;
  return (brand: boolean) => (brand ? BRAND_COLOR : SERIES_COLORS[next++ % SERIES_COLORS.length]);
};
