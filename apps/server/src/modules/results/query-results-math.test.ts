import { describe, expect, it } from 'vitest';
import { accuracyStatus, average, orderedRanking } from './query-results-math.ts';

describe('accuracyStatus', () => {
  it('is Correct without wrong ratings, Almost all correct up to two, else Incorrect', () => {
    expect(accuracyStatus([2, 1, null])).toBe('Correct');
    expect(accuracyStatus([0, 2, 0])).toBe('Almost all correct');
    expect(accuracyStatus([0, 0, 0])).toBe('Incorrect response');
    expect(accuracyStatus([null, null])).toBe('No data');
  });
});

describe('average', () => {
  it('averages the values present to one decimal', () => {
    expect(average([1, 2, null, 2])).toBe(1.7);
    expect(average([null])).toBeNull();
  });
});

describe('orderedRanking', () => {
  it('orders entities by their mean position over engines, the brand under its label', () => {
    const ranked = orderedRanking(
      [
        { name: 'Trello', is_brand: false, position: 1 },
        { name: 'Asana', is_brand: true, position: 2 },
        { name: 'trello', is_brand: false, position: 5 },
        { name: 'Asana', is_brand: true, position: 2 },
        { name: 'Monday', is_brand: false, position: 3 },
      ],
      'Asana Inc.',
    );
    expect(ranked).toEqual([
      { position: 1, name: 'Asana', label: 'Asana Inc.' },
      { position: 2, name: 'Monday', label: 'Monday' },
      { position: 3, name: 'Trello', label: 'Trello' },
    ]);
  });
});
