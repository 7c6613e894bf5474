import { describe, expect, it } from 'vitest';
import { sortRows, toggleDirection } from './table-sort.ts';

const rows = [
  { id: 'a', n: 3 },
  { id: 'b', n: null },
  { id: 'c', n: 10 },
  { id: 'd', n: 3 },
];
const ids = (list: { id: string }[]) => list.map((r) => r.id).join('');

describe('sortRows', () => {
  it('sorts descending and ascending, keeping ties in order', () => {
    expect(ids(sortRows(rows, (r) => r.n, 'desc'))).toBe('cadb');
    expect(ids(sortRows(rows, (r) => r.n, 'asc'))).toBe('adcb');
  });

  it('puts rows without a value last either way and leaves the input alone', () => {
    expect(sortRows(rows, (r) => r.n, 'asc').at(-1)?.id).toBe('b');
    expect(ids(rows)).toBe('abcd');
  });
});

describe('toggleDirection', () => {
  it('starts descending, then flips', () => {
    expect(toggleDirection(null)).toBe('desc');
    expect(toggleDirection('desc')).toBe('asc');
    expect(toggleDirection('asc')).toBe('desc');
  });
});
