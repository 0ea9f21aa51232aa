import BookOutlined from '@ant-design/icons/BookOutlined';
import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import ExperimentOutlined from '@ant-design/icons/ExperimentOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const SERVICES: { key: string; icon: ReactNode }[] = [
  { key: 'courses', icon: <BookOutlined /> },
  { key: 'mastery', icon: <RiseOutlined /> },
  { key: 'gamification', icon: <TrophyOutlined /> },
  { key: 'eve', icon: <RobotOutlined /> },
  { key: 'placement', icon: <ExperimentOutlined /> },
  { key: 'forums', icon: <CommentOutlined /> },
  { key: 'calendar', icon: <CalendarOutlined /> },
  { key: 'tools', icon: <CalculatorOutlined /> },
];

export function ServicesSection() {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'landing.services' });
  return (
    <section id="services" className="ml-section ml-section--tinted" aria-labelledby="services-title">
      <div className="ml-container">
        <div className="ml-section__head">
          <h2 id="services-title">{t('title')}</h2>
          <p>{t('lead')}</p>
        </div>
        <ul className="ml-services">
          {SERVICES.map(({ key, icon }) => (
            <li key={key}>
              <div className="ml-service">
                <span className="ml-icon-tile" aria-hidden="true">
                  {icon}
                </span>
                <h3>{t(`items.${key}.title`)}</h3>
                <p>{t(`items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
