import type { AuditEntry, AuditQuery } from '@elearn/contracts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@elearn/contracts/constants';
import { QueryState, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import Pagination from 'antd/es/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditQuery } from '../common/admin.queries';
import { AdminPage } from '../common/admin-page.component';
import { NativeSelect } from '../common/form-fields';

const PAGE = 20;

/** A record as the log keeps it, readable. */
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);

/** /{lang}/dashboard/admin/audit: every admin change (who, what, when, before and after), for admins. */
export function AuditPage() {
  const { t } = useTranslation('mf-admin');
  const lang = useLang();
  const [filters, setFilters] = useState<Pick<AuditQuery, 'entity' | 'action' | 'from' | 'to'>>({});
  const [page, setPage] = useState(1);
  const query = useQuery(auditQuery({ ...filters, skip: (page - 1) * PAGE, limit: PAGE }));
  const filter = (change: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  // A day picked in the date field covers that whole local day.
  const dayBound = (day: string, end: boolean) =>
    day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : undefined;
  return (
    <AdminPage section="audit">
      <div className="ad-filters">
        <label htmlFor="ad-audit-entity">
          {t('audit.entity')}
          <NativeSelect
            id="ad-audit-entity"
            value={filters.entity ?? ''}
            onChange={(e) => filter({ entity: (e.target.value || undefined) as AuditQuery['entity'] })}
            options={[
              { value: '', label: t('audit.any') },
              ...AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) })),
            ]}
          />
        </label>
        <label htmlFor="ad-audit-action">
          {t('audit.action')}
          <NativeSelect
            id="ad-audit-action"
            value={filters.action ?? ''}
            onChange={(e) => filter({ action: (e.target.value || undefined) as AuditQuery['action'] })}
            options={[
              { value: '', label: t('audit.any') },
              ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
            ]}
          />
        </label>
        <label>
          {t('audit.from')}
          <input
            className="ad-select"
            type="date"
            onChange={(e) => filter({ from: dayBound(e.target.value, false) })}
          />
        </label>
        <label>
          {t('audit.to')}
          <input
            className="ad-select"
            type="date"
            onChange={(e) => filter({ to: dayBound(e.target.value, true) })}
          />
        </label>
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={<p role="status">{t('audit.empty')}</p>}
        errorMessage={t('list.failed')}
        retryLabel={t('list.retry')}
      >
        {(data) => (
          <>
            <div className="ad-table-wrap">
              <table className="ad-table">
                <caption className="ad-vh">{t('sections.audit.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.when')}</th>
                    <th scope="col">{t('audit.who')}</th>
                    <th scope="col">{t('audit.what')}</th>
                    <th scope="col">{t('audit.before')}</th>
                    <th scope="col">{t('audit.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((entry: AuditEntry) => (
                    <tr key={entry.id}>
                      <td>{new Date(entry.createdAt).toLocaleString(lang)}</td>
                      <td dir="auto">
                        {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('audit.removed')}
                      </td>
                      <td>
                        {t(`audit.actions.${entry.action}`)} · {t(`audit.entities.${entry.entity}`)}
                      </td>
                      <td>
                        <JsonBox label={t('audit.before')} value={entry.before} />
                      </td>
                      <td>
                        <JsonBox label={t('audit.after')} value={entry.after} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {data.total > PAGE && (
              <div className="ad-pager">
                <Pagination
                  current={page}
                  pageSize={PAGE}
                  total={data.total}
                  onChange={setPage}
                  showSizeChanger={false}
                />
              </div>
            )}
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}

/**
 * A record's JSON, scrolled inside its cell when long: a named region in the tab order,
 * so a keyboard user can reach it and scroll it with the arrow keys (axe
 * "scrollable-region-focusable").
 */
function JsonBox({ label, value }: { label: string; value: unknown }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to be scrolled by keyboard
    <section className="ad-json" dir="ltr" tabIndex={0} aria-label={label}>
      <pre>{shown(value)}</pre>
    </section>
  );
}
