import type { CustomReport } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { customReportContents, evenGroups, pageTitle, websiteRates } from './custom-report-view.ts';

const report = (types: CustomReport['data_types']): CustomReport =>
  ({
    data_types: types,
    aggregated_data: {
      ranking_prompts: [
        { query_id: 1, query_text: 'best project management software for small remote teams in Spain' },
        { query_id: 2, query_text: 'top task apps' },
      ],
      accuracy_prompts: [{ query_id: 3, query_text: 'Where is Asana based?' }],
    },
  }) as unknown as CustomReport;

describe('the custom report contents', () => {
  it('numbers general metrics 3, ranking prompts from 4, then accuracy, website and recommendations', () => {
    const entries = customReportContents(report(['RANKING', 'ACCURACY', 'WEBSITE', 'RECOMMENDATIONS']));
    expect(entries.map((e) => [e.page, e.title])).toEqual([
      [1, 'Cover'],
      [2, 'Table of Contents'],
      [3, 'General Metrics'],
      [4, 'best project management software for small remote teams…'],
      [5, 'top task apps'],
      [6, 'Where is Asana based?'],
      [7, 'Website Visits'],
      [8, 'Recommendations'],
    ]);
  });

  it('shows only the sections of its data types', () => {
    expect(customReportContents(report(['ACCURACY'])).map((e) => e.id)).toEqual([
      'cover',
      'contents',
      'accuracy-3',
    ]);
  });

  it('cuts page titles to 12 words and computes the website rates', () => {
    expect(pageTitle('a b c d e f g h i j k l m n')).toBe('a b c d e f g h i j k l…');
    expect(websiteRates(200, 37)).toEqual({ rate: 18.5, human: 163 });
    expect(websiteRates(0, 0)).toEqual({ rate: 0, human: 0 });
    expect(websiteRates(5, 9).human).toBe(0);
  });

  it('splits columns into the fewest even groups that fit', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(evenGroups(ten.slice(0, 3), 5)).toEqual([[0, 1, 2]]);
    expect(evenGroups(ten.slice(0, 5), 5)).toEqual([[0, 1, 2, 3, 4]]);
    expect(evenGroups(ten.slice(0, 7), 5)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6],
    ]);
    expect(evenGroups(ten, 5).map((g) => g.length)).toEqual([5, 5]);
    expect(evenGroups([], 5)).toEqual([[]]);
  });
});
