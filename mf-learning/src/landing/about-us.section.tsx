import AimOutlined from '@ant-design/icons/AimOutlined';
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const POINTS: { key: 'tracks' | 'outcomes' | 'languages'; icon: ReactNode }[] = [
  { key: 'tracks', icon: <ApartmentOutlined /> },
  { key: 'outcomes', icon: <AimOutlined /> },
  { key: 'languages', icon: <GlobalOutlined /> },
];

export function AboutUsSection() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.about' });
  return (
    <section id="about-us" className="ml-section" aria-labelledby="about-us-title">
      <div className="ml-container ml-about">
        <div>
          <h2 id="about-us-title">{t('title')}</h2>
          <p className="ml-about__lead">{t('lead')}</p>
          <p className="ml-about__body">{t('body')}</p>
        </div>
        <ul className="ml-points">
          {POINTS.map(({ key, icon }) => (
            <li key={key} className="ml-point">
              <span className="ml-icon-tile" aria-hidden="true">
                {icon}
              </span>
              <div>
                <h3>{t(`points.${key}.title`)}</h3>
                <p>{t(`points.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
