import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import FireFilled from '@ant-design/icons/FireFilled';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import { isRouteAvailable, withLang } from '@elearn/platform';
import { useLang, useSession } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../common/button-link.component';

/** A drawn glimpse of the learner dashboard; one image to assistive technology. */
function DashboardPreview() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.hero.preview' });
  return (
    <div className="ml-preview" role="img" aria-label={t('label')}>
      <div className="ml-preview__row">
        <span className="ml-preview__avatar">S</span>
        <span className="ml-preview__chip">{t('level')}</span>
        <span className="ml-preview__chip ml-preview__chip--fire">
          <FireFilled aria-hidden="true" /> {t('streak')}
        </span>
        <span className="ml-preview__chip ml-preview__chip--xp">
          <StarFilled aria-hidden="true" /> {t('xp')}
        </span>
      </div>
      <div className="ml-preview__course">
        <div className="ml-preview__course-title">
          <span>{t('course')}</span>
          <span>68%</span>
        </div>
        <div className="ml-preview__bar">
          <span />
        </div>
      </div>
      <div className="ml-preview__eve">
        <RobotOutlined aria-hidden="true" />
        <span>{t('eve')}</span>
      </div>
    </div>
  );
}

function HeroActions() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.hero' });
  const lang = useLang();
  const user = useSession();
  const arrow = <ArrowRightOutlined aria-hidden="true" className="ml-flip-rtl" />;
  if (user) {
    return (
      <div className="ml-hero__actions">
        <ButtonLink variant="primary" size="lg" to={withLang(lang, '/dashboard')}>
          {t('dashboard')} {arrow}
        </ButtonLink>
        <a className="ml-btn ml-btn--lg" href="#plans">
          {t('seePlans')}
        </a>
      </div>
    );
  }
  return (
    <div className="ml-hero__actions">
      {isRouteAvailable('/register') && (
        <ButtonLink variant="primary" size="lg" to={withLang(lang, '/register')}>
          {t('register')} {arrow}
        </ButtonLink>
      )}
      {isRouteAvailable('/login') && (
        <ButtonLink size="lg" to={withLang(lang, '/login')}>
          {t('signIn')}
        </ButtonLink>
      )}
      <a className="ml-btn ml-btn--link ml-btn--lg" href="#plans">
        {t('seePlans')}
      </a>
    </div>
  );
}

export function HeroSection() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.hero' });
  const highlights = ['mastery', 'eve', 'streaks'] as const;
  return (
    <section className="ml-hero" aria-labelledby="ml-hero-title">
      <div className="ml-container ml-hero__grid">
        <div>
          <span className="ml-hero__eyebrow">{t('eyebrow')}</span>
          <h1 id="ml-hero-title">{t('title')}</h1>
          <p className="ml-hero__lead">{t('lead')}</p>
          <HeroActions />
          <ul className="ml-hero__highlights">
            {highlights.map((key) => (
              <li key={key}>
                <CheckCircleFilled aria-hidden="true" /> {t(`highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
