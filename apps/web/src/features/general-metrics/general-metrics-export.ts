// Exports of the general metrics screen (spec 9): CSV of each table with the spec's columns, PNG of
// each chart, all named `<name>-YYYY-MM-DD.<ext>`.
import {
  GENERAL_METRICS_CSV_COLUMNS as COLUMNS,
  csvText,
  GENERAL_METRICS_EXPORT_NAMES,
  type GeneralMetricsExport,
  type ProviderMetric,
  type TopCitation,
  type TopCompetitor,
} from '@sightline/contracts';
import { datedFileName } from '../../lib/download.ts';
import { providerLabel } from '../../lib/format.ts';
import { formatAvgPosition } from './general-metrics-format.ts';

export const exportFileName = (name: GeneralMetricsExport, extension: 'csv' | 'png', now: Date) =>
  datedFileName(GENERAL_METRICS_EXPORT_NAMES[name], extension, now);

export const topCitationsCsv = (rows: readonly TopCitation[]) =>
  csvText([
    COLUMNS.topCitations,
    ...rows.map((r) => [r.domain, r.count, r.providers.map(providerLabel).join('; ')]),
  ]);

export const topCompetitorsCsv = (rows: readonly TopCompetitor[]) =>
  csvText([
    COLUMNS.topCompetitors,
    ...rows.map((r) => [
      r.name,
      formatAvgPosition(r.avgPosition),
      r.shareOfVoice.toFixed(1),
      r.isClient ? 'Yes' : 'No',
    ]),
  ]);

/** One line per provider; changes keep their sign in the file. */
export const providerMetricsCsv = (metrics: Readonly<Record<string, ProviderMetric>>) =>
  csvText([
    COLUMNS.providerMetrics,
    ...Object.entries(metrics).map(([provider, m]) => [
      providerLabel(provider),
      m.mentions,
      m.mentions_change,
      m.ai_visits,
      m.ai_visits_change,
      m.citations,
      m.citations_change,
    ]),
  ]);

/**
 * The chart as a PNG: its canvas drawn onto a white one (chart canvases are transparent, which
 * image viewers show as black), then encoded.
 */
export const chartPng = (chart: HTMLCanvasElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = chart.width;
    canvas.height = chart.height;
    const context = canvas.getContext('2d');
    if (!context) {
      reject(new Error('No 2D canvas context'));
      return;
    }
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(chart, 0, 0);
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be encoded'))),
      'image/png',
    );
  });
