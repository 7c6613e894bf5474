// A figure with its interval rendered to HTML: the hover text with the interval and the answers, the
// small-sample mark below 20 answers, the printed "value (low–high)" and a zero-width interval that
// prints as the value alone.
import { MantineProvider } from '@mantine/core';
import { intervalLabels as il } from '@sightline/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { metricFormats } from '../lib/metric-interval.ts';
import { MetricValue } from './MetricValue.tsx';

const html = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

describe('MetricValue', () => {
  it('carries the interval and the answers behind the value for the hover', () => {
    const markup = html(
      <MetricValue metric={{ value: 42, n: 120, ci95: [35, 49] }} format={metricFormats.percent} />,
    );
    expect(markup).toContain('>42%<');
    expect(markup).toContain(`data-interval="${il.hover('35%–49%', 120)}"`);
    expect(il.hover(il.range('35%', '49%'), 120)).toBe('95\u00a0% interval 35%–49%, from 120 answers');
    expect(markup).not.toContain('data-testid="small-sample"');
  });

  it('marks fewer than 20 answers as a small sample, dimmed', () => {
    const markup = html(
      <MetricValue metric={{ value: 3.2, n: 12, ci95: [2.8, 3.6] }} format={metricFormats.decimal} />,
    );
    expect(markup).toContain('data-testid="small-sample"');
    expect(markup).toContain(il.smallSample);
    expect(markup).toContain('data-small-sample="true"');
    expect(markup).toContain('mantine-color-dimmed');
  });

  it('tells a small sample on hover instead of a badge when compact', () => {
    const markup = html(
      <MetricValue metric={{ value: 2, n: 3, ci95: [1, 3] }} format={metricFormats.decimal} compact />,
    );
    expect(markup).not.toContain('data-testid="small-sample"');
    expect(markup).toContain('data-small-sample="true"');
    expect(markup).toContain(`${il.hover('1–3', 3)}. ${il.smallSample}: ${il.smallSampleHint}`);
  });

  it('says nothing of an interval a reply does not carry', () => {
    const markup = html(<MetricValue metric={{ value: 7 }} format={metricFormats.decimal} />);
    expect(markup).toContain('>7<');
    expect(markup).not.toContain('data-interval');
    expect(markup).not.toContain('data-testid="small-sample"');
  });

  it('keeps the screen’s own way of writing the value', () => {
    const markup = html(
      <MetricValue metric={{ value: 3, n: 30, ci95: [2.5, 3.5] }} format={metricFormats.decimal}>
        #3
      </MetricValue>,
    );
    expect(markup).toContain('>#3<');
    expect(markup).toContain(`data-interval="${il.hover('2.5–3.5', 30)}"`);
  });

  it('prints the interval as text, and a zero-width one as the value alone', () => {
    const print = (metric: Parameters<typeof MetricValue>[0]['metric'], format = metricFormats.decimal) =>
      html(<MetricValue metric={metric} format={format} print />);
    expect(print({ value: 3.24, n: 40, ci95: [2.81, 3.63] })).toContain('>3.2 (2.8–3.6)<');
    expect(print({ value: 42, n: 40, ci95: [35, 49] }, metricFormats.percent)).toContain('>42% (35–49%)<');
    expect(print({ value: 1, n: 40, ci95: [1, 1] })).toContain('>1<');
    expect(print({ value: 1, n: 40, ci95: [0.98, 1.02] })).toContain('>1<');
    const small = print({ value: 50, n: 8, ci95: [22, 78] }, metricFormats.percent);
    expect(small).toContain('>50% (22–78%)<');
    expect(small).toContain(`${il.smallSample} · ${il.answers(8)}`);
    expect(print({ value: null, n: 0, ci95: null })).toContain('>—<');
  });
});
