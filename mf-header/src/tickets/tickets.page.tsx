import type { TicketListQuery } from '@elearn/contracts';
import { isStaff } from '@elearn/contracts/access';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '@elearn/contracts/constants';
import { useBusEvent } from '@elearn/platform';
import { EmptyState, QueryState, ScopedStyle, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { profileCss } from '../profile/profile.styles';
import { TicketForm } from './ticket-form.component';
import { StatusTag, TicketThreadView } from './ticket-thread.component';
import { TICKETS_KEY, ticketListQuery } from './tickets.queries';
import { ticketsCss } from './tickets.styles';

const PAGE = 10;
const initialTicket = () => new URLSearchParams(window.location.search).get('ticket');

/** /{lang}/tickets: a learner's support tickets and a new one; staff see everyone's, with filters. */
export function TicketsPage() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'tickets' });
  const user = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<Pick<TicketListQuery, 'status' | 'category' | 'search'>>({});
  const [selected, setSelected] = useState<string | null>(initialTicket);
  const query = useQuery({
    ...ticketListQuery({ ...filters, skip: (page - 1) * PAGE, limit: PAGE }),
    placeholderData: keepPreviousData,
  });
  // Someone answered or wrote: the list and an open thread reload.
  useBusEvent('server:ticketUpdated', () => void queryClient.invalidateQueries({ queryKey: TICKETS_KEY }));
  if (!user) return null;
  const staff = isStaff(user);
  const filter = (next: typeof filters) => {
    setFilters({ ...filters, ...next });
    setPage(1);
  };

  return (
    <AntdScope>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="profile" css={profileCss} />
      <ScopedStyle name="tickets" css={ticketsCss} />
      <div className="mh-tk">
        <h1 className="mh-tk__title">{staff ? t('staffTitle') : t('title')}</h1>
        <div className="mh-tk__grid">
          <section className="mh-tk-card" aria-labelledby="mh-tk-list">
            <h2 id="mh-tk-list">{t('list')}</h2>
            <div className="mh-tk-filters">
              <label>
                {t('status')}{' '}
                <select
                  className="mh-tk-select"
                  value={filters.status ?? ''}
                  onChange={(e) =>
                    filter({ status: (e.target.value || undefined) as TicketListQuery['status'] })
                  }
                >
                  <option value="">{t('all')}</option>
                  {TICKET_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`statuses.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              {staff && (
                <>
                  <label>
                    {t('category')}{' '}
                    <select
                      className="mh-tk-select"
                      value={filters.category ?? ''}
                      onChange={(e) =>
                        filter({ category: (e.target.value || undefined) as TicketListQuery['category'] })
                      }
                    >
                      <option value="">{t('all')}</option>
                      {TICKET_CATEGORIES.map((c) => (
                        <option key={c} value={c}>
                          {t(`categories.${c}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Input.Search
                    aria-label={t('search')}
                    placeholder={t('search')}
                    allowClear
                    onSearch={(v) => filter({ search: v || undefined })}
                  />
                </>
              )}
            </div>
            <QueryState
              query={query}
              isEmpty={(list) => list.tickets.length === 0}
              empty={<EmptyState>{t('empty')}</EmptyState>}
              loadingLabel={t('loading')}
              errorMessage={t('listFailed')}
              retryLabel={t('retry')}
            >
              {(list) => (
                <>
                  <ul className="mh-tk-list">
                    {list.tickets.map((ticket) => (
                      <li key={ticket.id}>
                        <button
                          type="button"
                          className="mh-tk-item"
                          aria-current={selected === ticket.id ? 'true' : undefined}
                          onClick={() => setSelected(ticket.id)}
                        >
                          <span className="mh-tk-item__subject">
                            <bdi>{ticket.subject}</bdi>
                          </span>
                          <StatusTag status={ticket.status} />
                          {staff && (
                            <span className="mh-tk-meta">
                              <bdi>{`${ticket.author.firstName} ${ticket.author.lastName}`}</bdi>
                            </span>
                          )}
                        </button>
                      </li>
                    ))}
                  </ul>
                  {list.total > PAGE && (
                    <Pagination
                      current={page}
                      pageSize={PAGE}
                      total={list.total}
                      onChange={setPage}
                      showSizeChanger={false}
                    />
                  )}
                </>
              )}
            </QueryState>
          </section>
          <div>
            {selected && <TicketThreadView id={selected} />}
            {!staff && <TicketForm onOpened={(thread) => setSelected(thread.ticket.id)} />}
          </div>
        </div>
      </div>
    </AntdScope>
  );
}
