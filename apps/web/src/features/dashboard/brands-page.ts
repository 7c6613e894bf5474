// Paging of the brands table (spec 1 section 2): 10 rows a page, and no pager up to 10 brands.
import { BRANDS_PAGE_SIZE } from '@sightline/contracts';

export interface BrandsPage<T> {
  rows: T[];
  /** 0 when the pager is hidden. */
  pages: number;
  page: number;
  /** 1-based position of the first row shown. */
  first: number;
}

export const brandsPage = <T>(all: readonly T[], page: number, size = BRANDS_PAGE_SIZE): BrandsPage<T> => {
  if (all.length <= size) return { rows: [...all], pages: 0, page: 1, first: 1 };
  const pages = Math.ceil(all.length / size);
  // A deletion can empty the last page: show the new last page instead.
  const current = Math.min(Math.max(1, page), pages);
  return {
    rows: all.slice((current - 1) * size, current * size),
    pages,
    page: current,
    first: (current - 1) * size + 1,
  };
};
