import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { isRouteAvailable, withLang } from '@elearn/platform';
import { useLang, useSession } from '@elearn/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { formatEgp } from '../common/format';
import type { Plan } from './landing.resource';

/** Where a plan's button leads: guests register first, signed-in users compare plans. */
function usePlanTarget(): { to: string; label: 'getStarted' | 'choose' } | null {
  const lang = useLang();
  const user = useSession();
  if (user) {
    return isRouteAvailable('/subscription-options')
      ? { to: withLang(lang, '/subscription-options'), label: 'choose' }
      : null;
  }
  return isRouteAvailable('/register') ? { to: withLang(lang, '/register'), label: 'getStarted' } : null;
}

export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation('mf-learning');
  const lang = useLang();
  const target = usePlanTarget();
  const nameId = useId();
  return (
    <div className="ml-card ml-plan">
      <h3 id={nameId} dir="auto">
        {plan.name}
      </h3>
      <p className="ml-plan__price">
        {plan.feesPiastres > 0 ? formatEgp(plan.feesPiastres, lang) : t('free')}
      </p>
      <p className="ml-plan__duration">{t('plans.duration', { count: plan.defaultDurationInMonth })}</p>
      <ul className="ml-plan__features">
        {plan.features.length === 0 && (
          <li>
            <CheckCircleFilled aria-hidden="true" />
            <span>{t('plans.noFeatures')}</span>
          </li>
        )}
        {plan.features.map((feature) => (
          <li key={feature.name}>
            <CheckCircleFilled aria-hidden="true" />
            <span>
              {/* The name comes from the API in any script: isolate it from the translated quota. */}
              <bdi>{feature.displayName}</bdi>
              {feature.quotaPerDay ? (
                <span className="ml-plan__quota">
                  {' '}
                  ({t('plans.quotaPerDay', { count: feature.quotaPerDay })})
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {target && (
        // Every plan has the same button text: the plan's name tells them apart when read aloud.
        <ButtonLink block size="lg" variant="outline" to={target.to} aria-describedby={nameId}>
          {t(`landing.plans.${target.label}`)}
        </ButtonLink>
      )}
    </div>
  );
}
