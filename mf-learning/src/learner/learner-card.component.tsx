import { withLang } from '@elearn/platform';
import { Link, QueryState, ScopedStyle, useLang } from '@elearn/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { SkeletonLine } from '../common/skeleton.component';
import { learnerCardQuery } from './learner.queries';
import type { LearnerCard as LearnerCardData } from './learner.resource';
import { learnerCss } from './learner.styles';

function CardView({ learner }: { learner: LearnerCardData }) {
  const { t, i18n } = useTranslation('mf-learning', { keyPrefix: 'learner.card' });
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const infoId = useId();
  const name = `${learner.firstName} ${learner.lastName}`;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  const given = (value: string | null) => value ?? t('notGiven');
  const base = (page: string) => withLang(lang, `/dashboard/${page}/${encodeURIComponent(learner.id)}`);
  return (
    <section className="ml-card ml-learner-card" aria-label={t('label', { name })}>
      <div className="ml-learner-card__head">
        {learner.image ? (
          <img className="ml-learner-card__image" src={learner.image} alt="" width={64} height={64} />
        ) : (
          <span className="ml-learner-card__image ml-learner-card__initials" aria-hidden="true">
            {learner.firstName.charAt(0)}
            {learner.lastName.charAt(0)}
          </span>
        )}
        <div>
          <h2 dir="auto">{name}</h2>
          <p>
            {learner.plan
              ? t('plan', {
                  name: learner.plan.name,
                  start: date(learner.plan.startDate),
                  renew: date(learner.plan.renewDate),
                })
              : t('noPlan')}
          </p>
        </div>
      </div>
      <button
        type="button"
        className="ml-btn ml-btn--link"
        aria-expanded={open}
        aria-controls={infoId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('hideInfo') : t('showInfo')}
      </button>
      <dl id={infoId} hidden={!open} className="ml-learner-card__info">
        <dt>{t('email')}</dt>
        <dd>{learner.email}</dd>
        <dt>{t('phone')}</dt>
        <dd>{given(learner.phone)}</dd>
        <dt>{t('schoolSystem')}</dt>
        <dd>{given(learner.educationalSystem)}</dd>
        <dt>{t('gradeLevel')}</dt>
        <dd>{given(learner.gradeLevel)}</dd>
      </dl>
      <nav className="ml-learner-card__links" aria-label={t('links')}>
        <Link to={base('studylog')}>{t('studyLog')}</Link>
        <Link to={base('learner-progress')}>{t('progress')}</Link>
        <Link to={base('learner-performance')}>{t('performance')}</Link>
      </nav>
    </section>
  );
}

/**
 * The learner card (authoring §2): image, name, current plan, collapsible
 * personal info and links to the learner's study log, progress and
 * performance. Shown only to those the server lets see the learner.
 */
export function LearnerCard({ learnerId }: { learnerId: string }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'learner' });
  const { t: common } = useTranslation('mf-learning');
  const query = useQuery(learnerCardQuery(learnerId));
  return (
    <>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="learner" css={learnerCss} />
      <QueryState
        query={query}
        loading={<SkeletonLine height={96} />}
        loadingLabel={t('loading')}
        errorMessage={t('error')}
        retryLabel={common('retry')}
      >
        {(learner) => (learner ? <CardView learner={learner} /> : <p role="alert">{t('forbidden')}</p>)}
      </QueryState>
    </>
  );
}
