import { EmptyState, QueryState } from '@elearn/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { emptyIcon, SkeletonLine } from '../common/skeleton.component';
import type { Plan } from './landing.resource';
import { PlanCard } from './plan-card.component';

function PlansSkeleton() {
  return (
    <div className="ml-plans">
      {[0, 1, 2].map((index) => (
        <div key={index} className="ml-card ml-plan">
          <SkeletonLine width="45%" height={22} />
          <SkeletonLine width="65%" height={36} />
          <SkeletonLine width="35%" />
          {[0, 1, 2, 3].map((row) => (
            <SkeletonLine key={row} width={`${80 - row * 8}%`} />
          ))}
          <SkeletonLine height={46} />
        </div>
      ))}
    </div>
  );
}

function PlansBody({ plans }: { plans: UseQueryResult<Plan[]> }) {
  const { t } = useTranslation('mf-learning');
  return (
    <QueryState
      query={plans}
      loading={<PlansSkeleton />}
      loadingLabel={t('landing.plans.loading')}
      errorMessage={t('landing.plans.error')}
      retryLabel={t('retry')}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={emptyIcon} message={t('landing.plans.empty')} />}
    >
      {(list) => (
        <ul className="ml-plans ml-reset-list">
          {list.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

export function PlansSection({ plans }: { plans: UseQueryResult<Plan[]> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.plans' });
  return (
    <section id="plans" className="ml-section" aria-labelledby="plans-title" aria-busy={plans.isPending}>
      <div className="ml-container">
        <div className="ml-section__head">
          <h2 id="plans-title">{t('title')}</h2>
          <p>{t('lead')}</p>
        </div>
        <PlansBody plans={plans} />
      </div>
    </section>
  );
}
