import type { Plan } from '@elearn/contracts';
import { isPlanCurrent } from '@elearn/contracts/enrolment';
import { formatEgp, loginPath } from '@elearn/platform';
import { EmptyState, QueryState, ScopedStyle, useLang, useSession } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';
import { commonCss } from '../common/common.styles';
import { plansQuery } from '../landing/landing.queries';
import { checkoutFailureKey, payFor } from './payments.resource';
import { paymentsCss } from './payments.styles';
import { TestPaymentsNotice } from './test-payments.notice';

const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));

function PlanOption({ plan }: { plan: Plan }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments' });
  const { t: tc } = useTranslation('mf-learning');
  const lang = useLang();
  const user = useSession();
  const nameId = useId();
  const [state, setState] = useState<'idle' | 'busy' | { failed: string }>('idle');
  const mine = user?.plan?.name === plan.name ? user.plan : null;
  const current = mine && isPlanCurrent(mine);
  const free = plan.feesPiastres === 0;
  const subscribe = () => {
    setState('busy');
    payFor({ itemType: 'plan', itemId: plan.id, lang: lang as 'en' }).catch((error: unknown) =>
      setState({ failed: checkoutFailureKey(error, 'failed') }),
    );
  };
  return (
    <div className={`ml-card ml-pay__plan${current ? ' ml-pay__plan--current' : ''}`}>
      {mine && <span className="ml-pay__badge">{t('options.current')}</span>}
      {/* The plan's picture, set by staff in the admin remote; decorative: the name follows. */}
      {plan.image && (
        <img className="ml-pay__image" src={plan.image} alt="" width={320} height={120} loading="lazy" />
      )}
      <h2 id={nameId} dir="auto">
        {plan.name}
      </h2>
      <p className="ml-pay__price">{formatEgp(plan.feesPiastres, lang)}</p>
      <p>{tc('plans.duration', { count: plan.defaultDurationInMonth })}</p>
      {mine && (
        <p>
          {current
            ? t('options.renews', { date: formatDate(mine.renewDate, lang) })
            : t('options.expired', { date: formatDate(mine.renewDate, lang) })}
        </p>
      )}
      <ul className="ml-pay__features">
        {plan.features.map((feature) => (
          <li key={feature.name}>
            {/* Named in the page's language by the API (Accept-Language), as on the landing. */}
            <bdi>{feature.displayName}</bdi>
          </li>
        ))}
      </ul>
      {typeof state === 'object' && (
        <p role="alert" className="ml-pay__alert">
          {t(`options.${state.failed}`)}
        </p>
      )}
      {user && current ? null : user ? (
        <button
          type="button"
          className="ml-btn ml-btn--primary ml-btn--block"
          aria-describedby={nameId}
          disabled={state === 'busy'}
          onClick={subscribe}
        >
          {state === 'busy'
            ? t('options.redirecting')
            : free
              ? t('options.takeFree')
              : mine
                ? t('options.renew')
                : t('options.subscribe')}
        </button>
      ) : (
        <ButtonLink
          block
          variant="primary"
          to={loginPath(lang as 'en', `/${lang}/subscription-options`)}
          aria-describedby={nameId}
        >
          {t('options.signInToSubscribe')}
        </ButtonLink>
      )}
    </div>
  );
}

/** /{lang}/subscription-options: every plan with its fees, duration and features; the current one marked. */
export function SubscriptionOptionsPage() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'payments.options' });
  const { t: tc } = useTranslation('mf-learning');
  const plans = useQuery(plansQuery);
  return (
    <div className="ml-pay ml-container">
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="payments" css={paymentsCss} />
      <h1>{t('title')}</h1>
      <p className="ml-pay__lead">{t('lead')}</p>
      <TestPaymentsNotice />
      <QueryState
        query={plans}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={tc('retry')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState message={t('empty')} />}
      >
        {(list) => (
          <ul className="ml-pay__plans ml-reset-list">
            {list.map((plan) => (
              <li key={plan.id}>
                <PlanOption plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
