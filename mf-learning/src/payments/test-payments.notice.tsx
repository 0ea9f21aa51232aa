import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentGatewayQuery } from './payments.queries';

/** "Test payments": shown where a learner starts paying while the sandbox takes the payments. */
export function TestPaymentsNotice() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.options' });
  const gateway = useQuery(paymentGatewayQuery);
  if (!gateway.data?.test) return null;
  return <p className="ml-pay__test">{t('testPayments')}</p>;
}
