import { describe, expect, it } from 'vitest';
import { BRAND_COLOR, SERIES_COLORS } from './chart-setup.ts';
import { rankChartConfig } from './rank-chart.ts';

describe('rank chart', () => {
  const lines = [
    { label: 'Rival', data: [3, null, 7] },
    { label: 'Acme', data: [1, 2, 20], emphasized: true },
  ];

  it('puts rank 1 on top and fits the axis to the data when none is pinned', () => {
    const { data, options } = rankChartConfig({
      labels: ['a', 'b', 'c'],
      lines,
      legend: false,
      print: false,
    });
    expect(options.scales?.y).toMatchObject({ reverse: true, min: 1, max: undefined, suggestedMax: 5 });
    expect(data.datasets.map((d) => d.data)).toEqual([
      [3, null, 7],
      [1, 2, 20],
    ]);
    expect(data.datasets.map((d) => d.borderColor)).toEqual([SERIES_COLORS[0], BRAND_COLOR]);
  });

  it('draws ranks past a pinned axis on its edge and tells the real rank in the tooltip', () => {
    const { data, options } = rankChartConfig({
      labels: ['a', 'b', 'c'],
      lines,
      axisMax: 10,
      legend: true,
      print: true,
    });
    expect(options.animation).toBe(false);
    expect(data.datasets[1].data).toEqual([1, 2, 10]);
    expect(data.datasets[1]).toMatchObject({
      pointStyle: ['circle', 'circle', 'triangle'],
      pointRotation: [0, 0, 180],
    });
    const label = options.plugins?.tooltip?.callbacks?.label as unknown as (item: object) => string;
    expect(label({ datasetIndex: 1, dataIndex: 2, dataset: { label: 'Acme' } })).toBe('Acme: 20');
    expect(label({ datasetIndex: 0, dataIndex: 1, dataset: { label: 'Rival' } })).toBe('Rival: –');
  });

  it('hands each line its band and tells the interval in the tooltip', () => {
    const { data, options } = rankChartConfig({
      labels: ['a', 'b'],
      lines: [
        {
          label: 'Acme',
          data: [3.2, 1],
          band: [
            [2.8, 3.6],
            [1, 1],
          ],
        },
      ],
      legend: false,
      print: false,
      markers: [{ index: 1, text: 'Model changed on b' }],
    });
    expect(data.datasets[0].band).toEqual([
      [2.8, 3.6],
      [1, 1],
    ]);
    expect(options.plugins?.modelChanges).toEqual({ markers: [{ index: 1, text: 'Model changed on b' }] });
    const label = options.plugins?.tooltip?.callbacks?.label as unknown as (item: object) => string;
    expect(label({ datasetIndex: 0, dataIndex: 0, dataset: { label: 'Acme' } })).toBe('Acme: 3.2 (2.8–3.6)');
    expect(label({ datasetIndex: 0, dataIndex: 1, dataset: { label: 'Acme' } })).toBe('Acme: 1');
  });

  it('lets the brand’s line keep its band among many', () => {
    const band = [[1, 2]] as [number, number][];
    const lines = ['A', 'B'].map((label) => ({ label, data: [1.5], band, emphasized: label === 'B' }));
    const { data } = rankChartConfig({ labels: ['a'], lines, legend: true, print: true });
    expect(data.datasets.map((d) => [d.band, d.keepBand])).toEqual([
      [band, false],
      [band, true],
    ]);
  });
});
