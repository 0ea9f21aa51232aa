import { isStaff } from '@elearn/contracts/access';
import { withLang } from '@elearn/platform';
import { Link, ScopedStyle, useLang, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Result from 'antd/es/result';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_CSS } from './admin.styles';
import { type SectionKey, sectionsFor } from './admin-sections';

/**
 * The frame of every admin screen: the title, the sections the user may open
 * and the screen. A learner or an instructor who follows a link here sees a
 * refusal, not a screen whose calls would all fail with 403.
 */
export function AdminPage({ section, children }: { section: SectionKey | 'home'; children: ReactNode }) {
  const { t } = useTranslation('mf-admin');
  const user = useSession();
  const lang = useLang();
  const sections = sectionsFor(user?.role);
  const allowed = isStaff(user) && (section === 'home' || sections.some((s) => s.key === section));
  return (
    <AntdScope>
      <ScopedStyle name="admin" css={ADMIN_CSS} />
      <main className="ad-page">
        <h1>{t(`sections.${section}.title`)}</h1>
        {allowed ? (
          <>
            {section !== 'home' && (
              <nav aria-label={t('nav.label')}>
                <ul className="ad-nav">
                  {sections.map((s) => (
                    <li key={s.key}>
                      <Link to={withLang(lang, s.path)} aria-current={s.key === section ? 'page' : undefined}>
                        {t(`sections.${s.key}.title`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
            {children}
          </>
        ) : (
          <Result status="403" title={t('forbidden.title')} subTitle={t('forbidden.body')} />
        )}
      </main>
    </AntdScope>
  );
}
