import { describe, expect, it } from 'vitest';
import { brandsPage } from './brands-page.ts';

const brands = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('brandsPage', () => {
  it('shows no pager up to 10 brands', () => {
    expect(brandsPage(brands(10), 1)).toEqual({ rows: brands(10), pages: 0, page: 1, first: 1 });
  });

  it('pages by 10 above 10 brands', () => {
    expect(brandsPage(brands(11), 2)).toEqual({ rows: [11], pages: 2, page: 2, first: 11 });
    expect(brandsPage(brands(25), 1).rows).toHaveLength(10);
  });

  it('clamps a page that no longer exists', () => {
    expect(brandsPage(brands(11), 3).page).toBe(2);
    expect(brandsPage(brands(11), 0).page).toBe(1);
  });
});
