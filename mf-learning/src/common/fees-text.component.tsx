import { useLang } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { formatEgp } from './format';

/** A course's fees (integer piastres) in Egyptian pounds, or "Free" when it has none (null or 0). */
export function FeesText({ fees, className }: { fees: number | null; className?: string }) {
  const { t } = useTranslation('mf-learning');
  const lang = useLang();
  const paid = fees !== null && fees > 0;
  return (
    <p className={`${className ?? ''} ${paid ? '' : 'ml-free'}`.trim()}>
      {paid ? formatEgp(fees, lang) : t('free')}
    </p>
  );
}
