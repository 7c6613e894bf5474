import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  Ci95Schema,
  intervalFields,
  keyedSeriesIntervalFields,
  type ModelChange,
  ModelChangeSchema,
  seriesIntervalFields,
} from './interval-fields.ts';
import { type IntervalMethod, intervalLabels } from './interval-labels.ts';

describe('interval fields', () => {
  it('names the siblings after the field they belong to', () => {
    const schema = z.object({
      mention_rate: z.number(),
      ...intervalFields('mention_rate'),
      data: z.array(z.number()),
      ...seriesIntervalFields('data'),
      series: z.record(z.string(), z.array(z.number())),
      ...keyedSeriesIntervalFields('series'),
    });
    expect(Object.keys(schema.shape)).toEqual([
      'mention_rate',
      'mention_rate_n',
      'mention_rate_ci95',
      'data',
      'data_n',
      'data_ci95',
      'series',
      'series_n',
      'series_ci95',
    ]);
  });

  it('takes an interval as [low, high] or null, and a model change with its day and both models', () => {
    expect(Ci95Schema.parse([0.2, 0.7])).toEqual([0.2, 0.7]);
    expect(Ci95Schema.parse(null)).toBeNull();
    expect(Ci95Schema.safeParse([0.2]).success).toBe(false);
    const change: ModelChange = {
      date: '2026-03-02',
      engine: 'chatgpt',
      from: 'gpt-5-0801',
      to: 'gpt-5-1002',
    };
    expect(ModelChangeSchema.parse(change)).toEqual(change);
  });
});

describe('interval texts', () => {
  it('explains every method and words n and the interval', () => {
    const methods: IntervalMethod[] = ['rate', 'count', 'shareOfVoice', 'mean', 'llmo'];
    for (const m of methods) expect(intervalLabels.methods[m].length).toBeGreaterThan(40);
    expect(intervalLabels.hover(intervalLabels.range('23', '76 %'), 10)).toBe(
      '95\u00a0% interval 23–76 %, from 10 answers',
    );
    expect(intervalLabels.noInterval(1)).toBe('Too few answers for an interval (1 answer)');
    expect(intervalLabels.modelChanged('2026-03-02')).toBe('Model changed on 2026-03-02');
  });
});
