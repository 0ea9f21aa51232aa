import { Link, useLang } from '@elearn/ui';
import Result from 'antd/es/result';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Step 5: the course exists; the assistant builds its lessons and will notify the author. */
export function SuccessStep({ courseId, onRestart }: { courseId: string | null; onRestart: () => void }) {
  const { t } = useTranslation('mf-authoring');
  const lang = useLang();
  // With no saved course there is nothing to celebrate: back to general.
  useEffect(() => {
    if (!courseId) onRestart();
  }, [courseId, onRestart]);
  if (!courseId) return null;
  return (
    <section aria-labelledby="wizard-step-heading">
      <Result
        status="success"
        title={
          <h2 id="wizard-step-heading" tabIndex={-1}>
            {t('success.title')}
          </h2>
        }
        subTitle={t('success.created')}
      />
      <div className="wizard-assistant" role="note">
        <span aria-hidden="true" className="wizard-assistant-face">
          🤖
        </span>
        <p>{t('success.assistant')}</p>
      </div>
      <nav className="authoring-course-links" aria-label={t('success.next')}>
        <Link to={`/${lang}/dashboard/courses`}>{t('success.courses')}</Link>
        <Link to={`/${lang}/dashboard/preview-course/${courseId}`}>{t('success.preview')}</Link>
        <Link to={`/${lang}/dashboard`}>{t('success.dashboard')}</Link>
      </nav>
    </section>
  );
}
