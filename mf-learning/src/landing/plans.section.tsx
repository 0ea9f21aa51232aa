import { useTranslation } from 'react-i18next';
import { SectionEmpty, SectionError, SectionLoading, SkeletonLine } from '../common/section-state.component';
import type { Resource } from '../common/use-resource';
import type { Plan } from './landing.resource';
import { PlanCard } from './plan-card.component';

function PlansSkeleton() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.plans' });
  return (
    <SectionLoading label={t('loading')}>
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
    </SectionLoading>
  );
}

function PlansBody({ plans }: { plans: Resource<Plan[]> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.plans' });
  if (plans.status === 'loading') return <PlansSkeleton />;
  if (plans.status === 'error') return <SectionError message={t('error')} onRetry={plans.reload} />;
  if (plans.data.length === 0) return <SectionEmpty message={t('empty')} />;
  return (
    <ul className="ml-plans ml-reset-list">
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

export function PlansSection({ plans }: { plans: Resource<Plan[]> }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.plans' });
  return (
    <section
      id="plans"
      className="ml-section"
      aria-labelledby="plans-title"
      aria-busy={plans.status === 'loading'}
    >
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
