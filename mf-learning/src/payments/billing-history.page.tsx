import { formatEgp } from '@elearn/platform';
import { EmptyState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { billingHistoryQuery } from './payments.queries';
import { paymentsCss } from './payments.styles';

const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * /{lang}/dashboard/billing-history: the signed-in user's payments (date, item,
 * amount, gateway, status). On a narrow screen each payment is a card of
 * labelled lines (the styles), so nothing runs off the side.
 */
export function BillingHistoryPage() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.history' });
  const { t: tc } = useTranslation('mf-learning');
  const lang = useLang();
  const history = useQuery(billingHistoryQuery);
  return (
    <div className="ml-pay ml-container">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="payments" css={paymentsCss} />
      <h1 id="billing-title">{t('title')}</h1>
      <p className="ml-pay__lead">{t('lead')}</p>
      <QueryState
        query={history}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={tc('retry')}
        isEmpty={(data) => data.orders.length === 0}
        empty={<EmptyState message={t('empty')} />}
      >
        {({ orders }) => (
          <table className="ml-pay__table" aria-labelledby="billing-title">
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('item')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('gateway')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td data-label={t('date')}>{formatDate(order.paidAt ?? order.createdAt, lang)}</td>
                  <td data-label={t('item')}>
                    {/* One box: on a phone the cell is a label column and a value column. */}
                    <span>
                      {t(`types.${order.itemType}`)}: <bdi>{order.itemName}</bdi>
                    </span>
                  </td>
                  <td data-label={t('amount')}>{formatEgp(order.amountPiastres, lang)}</td>
                  <td data-label={t('gateway')}>{t(`gateways.${order.gateway}`)}</td>
                  <td data-label={t('status')} className={`ml-pay__status--${order.status}`}>
                    {t(`statuses.${order.status}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </div>
  );
}
