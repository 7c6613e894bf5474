import { describe, expect, it } from 'vitest';
import { mergeEngineDays, mergeEntityParts, sumRows } from './imported-merge.ts';

const sums = (position_sum: number, position_count: number, position_sq_sum: number) => ({
  position_sum,
  position_count,
  position_sq_sum,
});

describe('merging imported answers into the API figures', () => {
  it('adds the counts and sums of rows with the same key and keeps the others apart', () => {
    const api = [
      { engine: 'chatgpt', day: '2026-05-01', answers: 4, mentions: 3, ...sums(5, 3, 9) },
      { engine: 'gemini', day: '2026-05-01', answers: 2, mentions: 0, ...sums(0, 0, 0) },
    ];
    const app = [
      { engine: 'chatgpt', day: '2026-05-01', answers: 3, mentions: 2, ...sums(4, 2, 10) },
      { engine: 'chatgpt', day: '2026-05-02', answers: 1, mentions: 1, ...sums(2, 1, 4) },
    ];
    expect(mergeEngineDays(api, app)).toEqual([
      // Positions 1, 2, 2 and 1, 3: five positions summing to 9, squares 1+4+4+1+9 = 19.
      { engine: 'chatgpt', day: '2026-05-01', answers: 7, mentions: 5, ...sums(9, 5, 19) },
      api[1],
      app[1],
    ]);
    // The inputs are left as they were.
    expect(api[0]).toMatchObject({ answers: 4, position_sum: 5 });
  });

  it('merges entities per span on their key, whatever their name in each origin', () => {
    const row = (part: number, name: string, mentions: number) => ({
      entity_key: 'pipedrive',
      name,
      is_brand: false,
      part,
      mentions,
      ...sums(mentions * 2, mentions, mentions * 4),
    });
    const merged = mergeEntityParts(
      [row(0, 'Pipedrive', 1), row(1, 'Pipedrive', 2)],
      [row(1, 'PipeDrive', 3)],
    );
    expect(merged).toEqual([row(0, 'Pipedrive', 1), { ...row(1, 'Pipedrive', 5) }]);
  });

  it('sums only the fields named', () => {
    expect(
      sumRows(
        [
          { k: 'a', n: 1, m: 5 },
          { k: 'a', n: 2, m: 7 },
        ],
        (r) => r.k,
        ['n'],
      ),
    ).toEqual([{ k: 'a', n: 3, m: 5 }]);
  });
});
