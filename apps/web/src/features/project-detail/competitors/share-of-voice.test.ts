import { NO_ANSWER_OUTCOMES, type ShareOfVoice } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import {
  hasShareOfVoice,
  shareOfVoiceBand,
  shareOfVoiceCsv,
  shareOfVoiceFileName,
  shareOfVoiceLegend,
  shareOfVoiceRows,
} from './share-of-voice.ts';

const data: ShareOfVoice = {
  ...NO_ANSWER_OUTCOMES,
  providers: ['chatgpt', 'claude'],
  competitors: [
    { label: 'Hub, Inc.', name: 'Hub', is_client: false },
    { label: 'Acme CRM', name: 'Acme', is_client: true },
  ],
  share_matrix: {
    chatgpt: {
      'Acme CRM': { percentage: 30, percentage_n: 40, percentage_ci95: [18, 45.4], mentions: 12 },
      'Hub, Inc.': { percentage: 14.9, percentage_n: 40, percentage_ci95: [7.1, 29.1], mentions: 6 },
    },
    claude: { 'Acme CRM': { percentage: 4.9, percentage_n: 20, percentage_ci95: [0.9, 23.6], mentions: 1 } },
  },
  total_mentions: 19,
};

describe('shareOfVoiceBand', () => {
  it.each([
    [100, 'high'],
    [30, 'high'],
    [29.9, 'medium'],
    [15, 'medium'],
    [14.9, 'low'],
    [5, 'low'],
    [4.9, 'veryLow'],
    [0, 'veryLow'],
  ])('%s%% is %s', (percentage, band) => {
    expect(shareOfVoiceBand(percentage)).toBe(band);
  });

  it('describes the bands for the legend', () => {
    expect(shareOfVoiceLegend()).toEqual([
      { key: 'high', range: '30%+' },
      { key: 'medium', range: '15–29%' },
      { key: 'low', range: '5–14%' },
      { key: 'veryLow', range: '0–4%' },
    ]);
  });
});

describe('shareOfVoiceRows', () => {
  it('puts the brand first and fills missing cells with 0', () => {
    const rows = shareOfVoiceRows(data);
    expect(rows.map((r) => r.label)).toEqual(['Acme CRM', 'Hub, Inc.']);
    expect(rows[0].cells.map((c) => c.band)).toEqual(['high', 'veryLow']);
    expect(rows[1].cells[1]).toEqual({ provider: 'claude', percentage: 0, mentions: 0, band: 'veryLow' });
  });

  it('knows when there is nothing to show', () => {
    expect(hasShareOfVoice(data)).toBe(true);
    expect(hasShareOfVoice(undefined)).toBe(false);
    expect(hasShareOfVoice({ ...data, providers: [] })).toBe(false);
  });
});

describe('shareOfVoiceCsv', () => {
  it('writes provider, competitor, percentage and mentions, quoting where needed', () => {
    expect(shareOfVoiceCsv(data).split('\r\n')).toEqual([
      'Provider,Competitor,Percentage,Mentions',
      'ChatGPT,Acme CRM,30.0,12',
      'Claude,Acme CRM,4.9,1',
      'ChatGPT,"Hub, Inc.",14.9,6',
      'Claude,"Hub, Inc.",0.0,0',
      '',
    ]);
  });

  it('names the file with the local date', () => {
    expect(shareOfVoiceFileName(new Date(2026, 0, 5, 23, 30))).toBe('share-of-voice-2026-01-05.csv');
  });
});
