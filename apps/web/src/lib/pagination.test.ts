import { describe, expect, it } from 'vitest';
import { serverPage, tablePage } from './pagination.ts';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('table paging', () => {
  it('shows no pager up to one full page', () => {
    expect(tablePage(rows(5), 1, 5)).toEqual({ rows: rows(5), pages: 0, page: 1, from: 1, to: 5 });
    expect(tablePage([], 1, 5).pages).toBe(0);
  });

  it('pages above the page size', () => {
    const second = tablePage(rows(12), 2, 5);
    expect(second).toMatchObject({ rows: [6, 7, 8, 9, 10], pages: 3, page: 2, from: 6, to: 10 });
    expect(tablePage(rows(11), 2, 10)).toMatchObject({ rows: [11], pages: 2, from: 11, to: 11 });
  });

  it('falls back to the last page when rows were removed', () => {
    expect(tablePage(rows(6), 9, 5)).toMatchObject({ rows: [6], page: 2 });
    expect(tablePage(rows(6), 0, 5).page).toBe(1);
  });
});

describe('a page the server sent', () => {
  it('places the rows among the total, with a pager only above one page', () => {
    expect(serverPage([11, 12], 3, 5, 12)).toEqual({ rows: [11, 12], pages: 3, page: 3, from: 11, to: 12 });
    expect(serverPage(rows(4), 1, 5, 4).pages).toBe(0);
  });
});
