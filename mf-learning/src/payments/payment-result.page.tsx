import { formatEgp, withLang } from '@elearn/platform';
import { NotFoundState, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { commonCss } from '../common/common.styles';
import { orderQuery } from './payments.queries';
import type { PaymentOrder } from './payments.resource';
import { paymentsCss } from './payments.styles';

/** While the gateway's word has not arrived, ask again every 2 s (the processed callback usually comes first). */
const PENDING_POLL_MS = 2000;

function Paid({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.result' });
  const lang = useLang();
  const onward =
    order.itemType === 'course' && order.courseSeoTxt
      ? { to: withLang(lang, `/course/${order.courseSeoTxt}`), label: t('toCourse') }
      : { to: withLang(lang, '/dashboard'), label: t('toDashboard') };
  return (
    <section className="ml-card ml-pay__notice ml-pay__notice--paid" aria-labelledby="pay-result-title">
      <h1 id="pay-result-title">{t('paid')}</h1>
      {order.amountPiastres > 0 && (
        <p>{t('bought', { amount: formatEgp(order.amountPiastres, lang), item: order.itemName })}</p>
      )}
      <p>
        {order.itemType === 'plan'
          ? t('boughtPlan', { item: order.itemName })
          : t('boughtCourse', { item: order.itemName })}
      </p>
      <div className="ml-pay__actions">
        <ButtonLink variant="primary" to={onward.to}>
          {onward.label}
        </ButtonLink>
        <ButtonLink variant="outline" to={withLang(lang, '/dashboard/billing-history')}>
          {t('history')}
        </ButtonLink>
      </div>
    </section>
  );
}

function Failed({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.result' });
  const lang = useLang();
  const retry =
    order.itemType === 'plan'
      ? '/subscription-options'
      : order.courseSeoTxt
        ? `/course/${order.courseSeoTxt}`
        : '/dashboard';
  return (
    <section className="ml-card ml-pay__notice ml-pay__notice--failed" aria-labelledby="pay-result-title">
      <h1 id="pay-result-title">{t('failed')}</h1>
      <p>{t('failedText')}</p>
      <div className="ml-pay__actions">
        <ButtonLink variant="primary" to={withLang(lang, retry)}>
          {t('retry')}
        </ButtonLink>
      </div>
    </section>
  );
}

/** A refunded or voided payment: the money went back and what it bought was taken back. */
function Reversed({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.result' });
  const lang = useLang();
  return (
    <section className="ml-card ml-pay__notice ml-pay__notice--failed" aria-labelledby="pay-result-title">
      <h1 id="pay-result-title">{order.status === 'voided' ? t('voided') : t('refunded')}</h1>
      <p>{t('reversedText', { item: order.itemName })}</p>
      <div className="ml-pay__actions">
        <ButtonLink variant="outline" to={withLang(lang, '/dashboard/billing-history')}>
          {t('history')}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * /{lang}/payment-result/{orderId}?status=…: the notice of a payment. It
 * shows what the server recorded for the order (and grants nothing); the
 * status in the URL only says what the gateway reported on the way back.
 */
export function PaymentResultPage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.result' });
  const { t: tc } = useTranslation('mf-learning');
  const lang = useLang();
  const order = useQuery(orderQuery(params.orderId ?? ''));
  const pending = order.data?.status === 'pending';
  const { refetch, dataUpdatedAt } = order;
  useEffect(() => {
    if (!pending || !dataUpdatedAt) return;
    const timer = window.setTimeout(() => void refetch(), PENDING_POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, refetch, dataUpdatedAt]);
  return (
    <div className="ml-pay ml-container">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="payments" css={paymentsCss} />
      <QueryState
        query={order}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={tc('retry')}
      >
        {(found) =>
          !found ? (
            <NotFoundState
              message={t('notFound')}
              back={{ to: withLang(lang, '/dashboard'), label: t('toDashboard') }}
            />
          ) : found.status === 'paid' ? (
            <Paid order={found} />
          ) : found.status === 'refunded' || found.status === 'voided' ? (
            <Reversed order={found} />
          ) : found.status === 'pending' ? (
            <p role="status" className="ml-pay__notice">
              {t('pending')}
            </p>
          ) : (
            <Failed order={found} />
          )
        }
      </QueryState>
    </div>
  );
}
