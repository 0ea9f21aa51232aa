import type { User } from '@elearn/contracts';
import { isRouteAvailable, withLang } from '@elearn/platform';
import { Link, useLang } from '@elearn/ui';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type Plan = NonNullable<User['plan']>;

/** A plan date written the page's way (dayjs, in the page's locale; the pattern is a translation). */
function useFormatDate(): (iso: string) => string {
  const { t } = useTranslation('mf-header', { keyPrefix: 'profile' });
  const lang = useLang();
  return (iso) => {
    const date = dayjs(iso);
    return date.isValid() ? date.locale(lang).format(t('dateFormat')) : '—';
  };
}

function CurrentPlan({ plan, now }: { plan: Plan; now: Date }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'profile.plan' });
  const format = useFormatDate();
  const expired = dayjs(plan.renewDate).isBefore(now);
  return (
    <>
      <div className="mh-plan__head">
        <p className="mh-plan__name">
          <bdi>{plan.name}</bdi>
        </p>
        <Tag className={`mh-tag ${expired ? 'mh-tag--bad' : 'mh-tag--ok'}`}>
          {expired ? t('expired') : t('active')}
        </Tag>
      </div>
      <dl className="mh-facts">
        <div>
          <dt>{t('start')}</dt>
          <dd>{format(plan.startDate)}</dd>
        </div>
        <div>
          <dt>{expired ? t('ended') : t('renew')}</dt>
          <dd>{format(plan.renewDate)}</dd>
        </div>
      </dl>
      {plan.features.length > 0 && (
        <ul className="mh-plan__features" aria-label={t('features')}>
          {plan.features.map((feature) => (
            <li key={feature}>
              <Tag className="mh-tag mh-tag--info">
                {t(`featureNames.${feature}`, { defaultValue: feature })}
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The user's current plan with its dates, or "No plan" and where to get one. */
export function PlanSection({ plan, now = new Date() }: { plan: Plan | null; now?: Date }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'profile.plan' });
  const lang = useLang();
  return (
    <section className="mh-profile__card" aria-labelledby="mh-plan-title">
      <h2 id="mh-plan-title">{t('title')}</h2>
      {plan ? (
        <CurrentPlan plan={plan} now={now} />
      ) : (
        <>
          <p className="mh-plan__none">
            <strong>{t('none')}</strong> {t('noneLead')}
          </p>
          {isRouteAvailable('/subscription-options') && (
            <Link className="mh-link-btn" to={withLang(lang, '/subscription-options')}>
              {t('seeOptions')}
            </Link>
          )}
        </>
      )}
    </section>
  );
}
