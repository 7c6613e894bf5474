import { describe, expect, it } from 'vitest';
import { DETAIL_TABS, tabIndexFromParam, typesToMarkOnSwitch } from './tabs.ts';

describe('detail tabs', () => {
  it('orders the tabs by the spec index: 0 overview, 1 reports', () => {
    expect(DETAIL_TABS.map((tab) => tab.key)).toEqual([
      'overview',
      'reports',
      'sources',
      'competitors',
      'agent',
    ]);
  });

  it('reads the tab from an index or a key, defaulting to the overview', () => {
    expect(tabIndexFromParam(null)).toBe(0);
    expect(tabIndexFromParam('1')).toBe(1);
    expect(tabIndexFromParam('competitors')).toBe(3);
    expect(tabIndexFromParam('agent')).toBe(4);
    expect(tabIndexFromParam('9')).toBe(0);
    expect(tabIndexFromParam('x')).toBe(0);
  });

  it('marks report notifications when switching to reports and prompt notifications when switching to the queries', () => {
    expect(typesToMarkOnSwitch(0, 1)).toEqual(['REPORT_EXECUTION']);
    expect(typesToMarkOnSwitch(1, 0)).toEqual(['RANKING_QUERY', 'QUESTION_QUERY']);
    expect(typesToMarkOnSwitch(0, 2)).toEqual([]);
    expect(typesToMarkOnSwitch(1, 1)).toEqual([]);
  });
});
