import type { AdminListQuery } from '@elearn/contracts';
import { useState } from 'react';

export const PAGE_SIZE = 10;

/** What an admin list shows: the search, the sort and the page, kept while a dialog opens and closes. */
export function useListState(defaultSort: string) {
  const [search, setSearchText] = useState('');
  const [sort, setSort] = useState<{ by: string; order: 'asc' | 'desc' }>({ by: defaultSort, order: 'asc' });
  const [page, setPage] = useState(1);
  const query: AdminListQuery = {
    search,
    sort: sort.by,
    order: sort.order,
    skip: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  return {
    query,
    sort,
    page,
    setPage,
    /** A new search starts at the first page. */
    setSearch: (text: string) => {
      setSearchText(text.trim());
      setPage(1);
    },
    /** A column clicked again turns its order around. */
    sortBy: (by: string) => {
      setSort((current) => ({ by, order: current.by === by && current.order === 'asc' ? 'desc' : 'asc' }));
      setPage(1);
    },
  };
}
export type ListState = ReturnType<typeof useListState>;
