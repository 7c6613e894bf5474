// The trend mark, rendered to HTML: a first value reads as new, never as improved.
import { MantineProvider } from '@mantine/core';
import {
  intervalLabels as il,
  isFirstValue,
  queryResultsLabels as l,
  positionTrend,
} from '@sightline/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { metricFormats } from '../lib/metric-interval.ts';
import { noClearChangeTip, TrendIndicator } from './TrendIndicator.tsx';

const markOf = (previous: number | null, current: number | null) =>
  renderToStaticMarkup(
    <MantineProvider>
      <TrendIndicator trend={positionTrend(previous, current)} isNew={isFirstValue(previous, current)} />
    </MantineProvider>,
  );

describe('TrendIndicator', () => {
  it('shows a first position as new', () => {
    const markup = markOf(null, 3);
    expect(markup).toContain('data-trend="new"');
    expect(markup).toContain(`aria-label="${l.trendLabels.new}"`);
    expect(markup).not.toContain(l.trendLabels.up);
  });

  it('shows a better position as improved and a worse one as dropped', () => {
    expect(markOf(4, 2)).toContain(`aria-label="${l.trendLabels.up}"`);
    expect(markOf(2, 4)).toContain(`aria-label="${l.trendLabels.down}"`);
    expect(markOf(3, 3)).toContain('data-trend="stable"');
  });

  it('shows any other trend as stable', () => {
    const markup = renderToStaticMarkup(
      <MantineProvider>
        <TrendIndicator trend="unknown" />
      </MantineProvider>,
    );
    expect(markup).toContain('data-trend="stable"');
  });

  it('says "No clear change" in words for a change within noise, and shows the arrow for a significant one', () => {
    const mark = (trend: string, significant?: boolean, isNew = false) =>
      renderToStaticMarkup(
        <MantineProvider>
          <TrendIndicator trend={trend} significant={significant} isNew={isNew} />
        </MantineProvider>,
      );
    const noise = mark('up', false);
    expect(noise).toContain('data-trend="noise"');
    expect(noise).toContain(`>${il.noClearChange}<`);
    expect(noise).not.toContain(l.trendLabels.up);
    expect(mark('down', false)).toContain('data-trend="noise"');
    expect(mark('up', true)).toContain('data-trend="up"');
    expect(mark('stable', false)).toContain('data-trend="stable"');
    expect(mark('up', false, true)).toContain('data-trend="new"');
  });

  it('puts each period’s figure and interval in the hover of "No clear change"', () => {
    const compared = {
      current: { value: 2.4, ci95: [1.8, 3] as [number, number] },
      previous: { value: 3.1, ci95: [2.2, 4] as [number, number] },
      format: metricFormats.decimal,
    };
    expect(noClearChangeTip(compared)).toBe(il.noClearChangeBetween('2.4 (1.8–3)', '3.1 (2.2–4)'));
    expect(noClearChangeTip({ ...compared, previous: { value: null } })).toBe(il.noClearChangeHint);
    expect(noClearChangeTip()).toBe(il.noClearChangeHint);
  });
});
