// Page and page size of a server-paged table; back to page 1 whenever its filters change.
import { DASHBOARD_DEFAULT_PAGE_SIZE } from '@sightline/contracts';
import { useState } from 'react';

export const useServerPaging = (filtersKey: string) => {
  const [state, setState] = useState({ key: filtersKey, page: 1, pageSize: DASHBOARD_DEFAULT_PAGE_SIZE });
  // New filters: derive page 1 during render instead of an effect (no request for the stale page).
  const current = state.key === filtersKey ? state : { ...state, key: filtersKey, page: 1 };
  if (current !== state) setState(current);
  return {
    page: current.page,
    pageSize: current.pageSize,
    setPage: (page: number) => setState({ ...current, page }),
    /** A new size starts again on page 1. */
    setPageSize: (pageSize: number) => setState({ ...current, page: 1, pageSize }),
  };
};
