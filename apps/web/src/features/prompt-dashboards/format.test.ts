import {
  faviconUrl,
  type HeatmapCell,
  type ImportantSource,
  intervalLabels as il,
} from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { hasChartData, signedPercent } from './format.ts';
import { heatmapCellColor, heatmapTooltip } from './question/heatmap.ts';
import { endpointGroups, providerCount } from './ranking/sources.ts';

describe('dashboard formatting', () => {
  it('shows signed trend percents', () => {
    expect(signedPercent(12.5)).toBe('+12.5%');
    expect(signedPercent(-3)).toBe('-3%');
    expect(signedPercent(0)).toBe('0%');
  });

  it('tells an empty chart from one with data', () => {
    expect(hasChartData({ datasets: [{ data: [null, null] }] })).toBe(false);
    expect(hasChartData({ datasets: [{ data: [null, 0] }] })).toBe(true);
  });

  it('loads favicons by domain from our own server', () => {
    expect(faviconUrl('acme-crm.com')).toBe('/api/favicons/acme-crm.com');
    expect(faviconUrl('a/b.com')).toBe('/api/favicons/a%2Fb.com');
  });
});

describe('heatmap cells', () => {
  const cell = (state: HeatmapCell['state'], score: number | null, responses: number): HeatmapCell => ({
    date: '2026-11-20',
    state,
    score,
    score_n: responses,
    score_ci95: null,
    responses,
  });

  it('colour each state apart', () => {
    const colours = (['correct', 'almost-correct', 'wrong', 'no-data'] as const).map(heatmapCellColor);
    expect(new Set(colours).size).toBe(4);
    expect(heatmapCellColor('correct')).toContain('teal');
    expect(heatmapCellColor('wrong')).toContain('red');
  });

  it('tell the score out of 10 and the response count', () => {
    expect(heatmapTooltip('ChatGPT', 'Nov 20', cell('correct', 8.25, 3))).toBe(
      'ChatGPT, Nov 20: Correct, score 8.3/10, 3 responses',
    );
    expect(heatmapTooltip('Claude', 'Nov 20', cell('wrong', 1, 1))).toBe(
      'Claude, Nov 20: Wrong, score 1/10, 1 response',
    );
    expect(heatmapTooltip('Claude', 'Nov 21', cell('no-data', null, 0))).toBe('Claude, Nov 21: No Data');
  });

  it('tell a score’s 95 % interval when the reply has one', () => {
    expect(
      heatmapTooltip('ChatGPT', 'Nov 20', {
        ...cell('correct', 8.25, 3),
        score_n: 3,
        score_ci95: [7.1, 9.4],
      }),
    ).toBe(`ChatGPT, Nov 20: Correct, score 8.3/10, 3 responses; ${il.hover('7.1–9.4', 3)}`);
  });
});

describe('source details', () => {
  const long = `https://example.com/${'a'.repeat(120)}`;
  const source: ImportantSource = {
    domain: 'example.com',
    count: 6,
    is_client_domain: false,
    trend: 'up',
    trendPercentage: 50,
    usedByProviders: ['claude', 'chatgpt', 'zeta'],
    providerEndpoints: {
      zeta: [{ url: 'https://example.com/z', count: 1 }],
      claude: [{ url: 'https://example.com/c', count: 1 }],
      chatgpt: [
        { url: 'https://example.com/short', count: 1 },
        { url: long, count: 3 },
      ],
    },
    frequency: 'High',
  };

  it('group endpoints by provider in the brand’s engine order, most referenced first, URLs cut at 100', () => {
    const groups = endpointGroups(source, ['chatgpt', 'claude']);
    expect(groups.map((g) => g.provider)).toEqual(['chatgpt', 'claude', 'zeta']);
    expect(groups[0].total).toBe(4);
    expect(groups[0].endpoints[0].url).toBe(long);
    expect(groups[0].endpoints[0].label).toBe(`${long.slice(0, 100)}…`);
    expect(groups[0].endpoints[1].label).toBe('https://example.com/short');
  });

  it('count the providers a source could be used by: the filter, else the brand’s engines', () => {
    expect(providerCount([], ['chatgpt', 'claude', 'gemini', 'perplexity'])).toBe(4);
    expect(providerCount(['claude'], ['chatgpt', 'claude'])).toBe(1);
  });
});
