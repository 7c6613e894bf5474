// The AI Share of Voice matrix as plain data (spec 2 sections 2.3 and 9): the band of a percentage,
// the rows of the matrix (brand first), and the CSV export.
import {
  type Ci95,
  csvText,
  SHARE_OF_VOICE_BANDS,
  type ShareOfVoice,
  type ShareOfVoiceBandKey,
} from '@sightline/contracts';
import { datedFileName } from '../../../lib/download.ts';
import { providerLabel } from '../../../lib/format.ts';

/** The band a percentage falls in: 30 or more High, 15 to 29 Medium, 5 to 14 Low, under 5 Very Low. */
export const shareOfVoiceBand = (percentage: number): ShareOfVoiceBandKey =>
  SHARE_OF_VOICE_BANDS.find((band) => percentage >= band.min)?.key ?? 'veryLow';

/** The legend: each band with the range of whole percentages it covers ("30%+", "15–29%"…). */
export const shareOfVoiceLegend = () =>
  SHARE_OF_VOICE_BANDS.map((band, i) => {
    const above = SHARE_OF_VOICE_BANDS[i - 1];
    return { key: band.key, range: above ? `${band.min}–${above.min - 1}%` : `${band.min}%+` };
  });

export interface ShareCell {
  provider: string;
  percentage: number;
  /** Entity mentions behind the share (its denominator) and its 95 % interval, in percent. */
  percentage_n?: number;
  percentage_ci95?: Ci95;
  mentions: number;
  band: ShareOfVoiceBandKey;
}

export interface ShareRow {
  label: string;
  isClient: boolean;
  cells: ShareCell[];
}

/** One row per competitor (the brand first), one cell per provider; missing cells count as 0. */
export const shareOfVoiceRows = (data: ShareOfVoice): ShareRow[] =>
  [...data.competitors]
    .sort((a, b) => Number(b.is_client) - Number(a.is_client))
    .map((competitor) => ({
      label: competitor.label,
      isClient: competitor.is_client,
      cells: data.providers.map((provider) => {
        const cell = data.share_matrix[provider]?.[competitor.label] ?? { percentage: 0, mentions: 0 };
        return { provider, ...cell, band: shareOfVoiceBand(cell.percentage) };
      }),
    }));

export const hasShareOfVoice = (data: ShareOfVoice | undefined): data is ShareOfVoice =>
  Boolean(data && data.providers.length > 0 && data.competitors.length > 0);

/** CSV with one line per provider and competitor: provider, competitor, percentage, mentions. */
export const shareOfVoiceCsv = (data: ShareOfVoice) => {
  const lines = [['Provider', 'Competitor', 'Percentage', 'Mentions']];
  for (const row of shareOfVoiceRows(data)) {
    for (const cell of row.cells) {
      lines.push([
        providerLabel(cell.provider),
        row.label,
        cell.percentage.toFixed(1),
        String(cell.mentions),
      ]);
    }
  }
  return csvText(lines);
};

/** share-of-voice-YYYY-MM-DD.csv, dated in the user's own calendar. */
export const shareOfVoiceFileName = (now: Date) => datedFileName('share-of-voice', 'csv', now);
