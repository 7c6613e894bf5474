// The band's geometry and the model-change markers, without a canvas.
import { intervalLabels as il } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { dayLabel } from '../../lib/format.ts';
import { modelChangeMarkers } from '../../lib/model-changes.ts';
import { bandedLines, bandPolygons, LONE_POINT_HALF_WIDTH } from './interval-band.ts';

const x = (i: number) => i * 100;
const y = (v: number) => 1000 - v * 10;

describe('interval band', () => {
  it('draws one polygon per run of points with an interval, upper bounds out and lower back', () => {
    const polygons = bandPolygons([[1, 3], [2, 5], null, [4, 6], [5, 8], [6, 9]], x, y);
    expect(polygons).toHaveLength(2);
    expect(polygons[0]).toEqual([
      { x: 0, y: 970 },
      { x: 100, y: 950 },
      { x: 100, y: 980 },
      { x: 0, y: 990 },
    ]);
    expect(polygons[1].map((p) => p.x)).toEqual([300, 400, 500, 500, 400, 300]);
  });

  it('gives a lone point a narrow bar and draws nothing without intervals', () => {
    const [bar] = bandPolygons([null, [2, 4], null], x, y);
    expect(bar.map((p) => p.x)).toEqual([
      100 - LONE_POINT_HALF_WIDTH,
      100 + LONE_POINT_HALF_WIDTH,
      100 + LONE_POINT_HALF_WIDTH,
      100 - LONE_POINT_HALF_WIDTH,
    ]);
    expect(bar.map((p) => p.y)).toEqual([960, 960, 980, 980]);
    expect(bandPolygons([null, null], x, y)).toEqual([]);
  });

  it('draws every shown band up to three lines, beyond that only the ones kept (the brand’s)', () => {
    const line = (name: string, keepBand = false) => ({ name, keepBand });
    expect(bandedLines([line('a'), line('b'), line('c')]).map((l) => l.name)).toEqual(['a', 'b', 'c']);
    expect(bandedLines([line('a'), line('b', true), line('c'), line('d')]).map((l) => l.name)).toEqual(['b']);
    expect(bandedLines([line('a'), line('b'), line('c'), line('d')])).toEqual([]);
  });

  it('marks a model change on the point whose days hold it, once per point', () => {
    const labels = ['2026-11-02', '2026-11-09', '2026-11-16'];
    const markers = modelChangeMarkers(labels, [
      { date: '2026-11-11', engine: 'chatgpt', from: 'gpt-4o-2024-08-06', to: 'gpt-4o-2024-11-20' },
      { date: '2026-11-12T08:00:00Z', engine: 'claude', from: 'claude-a', to: 'claude-x' },
      { date: '2026-10-01', engine: 'gemini', from: 'a', to: 'b' },
      { date: '2026-11-16', engine: 'gemini', from: 'a', to: 'b' },
    ]);
    expect(markers).toEqual([
      { index: 1, text: il.modelChanged(dayLabel('2026-11-11')) },
      { index: 2, text: il.modelChanged(dayLabel('2026-11-16')) },
    ]);
    expect(modelChangeMarkers(labels, undefined)).toEqual([]);
  });
});
