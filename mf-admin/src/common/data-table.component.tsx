import type { Page } from '@elearn/contracts';
import { QueryState } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListState, PAGE_SIZE } from './list-state';

export interface Column<T> {
  key: string;
  label: string;
  /** The API's sort name when the column sorts. */
  sort?: string;
  cell: (row: T) => ReactNode;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  list: ListState;
  query: UseQueryResult<Page<T>>;
  rowKey: (row: T) => string;
  /** Beside the search: the create button. */
  actions?: ReactNode;
}

/** An admin list: search, sortable columns (aria-sort), paging, and its loading, empty and error states. */
export function DataTable<T>({ caption, columns, list, query, rowKey, actions }: Props<T>) {
  const { t } = useTranslation('mf-admin');
  return (
    <section aria-label={caption}>
      <div className="ad-toolbar">
        <Input.Search
          className="ad-toolbar__search"
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          allowClear
          onSearch={list.setSearch}
        />
        <div className="ad-toolbar__end">{actions}</div>
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<p role="status">{list.query.search ? t('list.noMatch') : t('list.empty')}</p>}
        errorMessage={t('list.failed')}
        retryLabel={t('list.retry')}
      >
        {(data) => (
          <>
            <div className="ad-table-wrap">
              <table className="ad-table">
                <caption className="ad-vh">{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => {
                      const sorted = c.sort && list.sort.by === c.sort;
                      const ariaSort = sorted
                        ? list.sort.order === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : undefined;
                      return (
                        <th key={c.key} scope="col" aria-sort={ariaSort}>
                          {c.sort ? (
                            <button type="button" className="ad-sort" onClick={() => list.sortBy(c.sort!)}>
                              {c.label}
                              <span aria-hidden="true">
                                {sorted ? (list.sort.order === 'asc' ? '▲' : '▼') : '↕'}
                              </span>
                            </button>
                          ) : (
                            c.label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((row) => (
                    <tr key={rowKey(row)}>
                      {columns.map((c) => (
                        <td key={c.key}>{c.cell(row)}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.total > PAGE_SIZE && (
              <div className="ad-pager">
                <Pagination
                  current={list.page}
                  pageSize={PAGE_SIZE}
                  total={data.total}
                  onChange={list.setPage}
                  showSizeChanger={false}
                />
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
