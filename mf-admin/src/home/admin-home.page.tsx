import { withLang } from '@elearn/platform';
import { Link, useLang, useSession } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../common/admin-page.component';
import { sectionsFor } from '../common/admin-sections';

/** /{lang}/dashboard/admin: the Administration menu entry's page, one card per screen the user may open. */
export function AdminHomePage() {
  const { t } = useTranslation('mf-admin');
  const lang = useLang();
  const user = useSession();
  return (
    <AdminPage section="home">
      <ul className="ad-home">
        {sectionsFor(user?.role).map((s) => (
          <li key={s.key}>
            <Link to={withLang(lang, s.path)}>
              <strong>{t(`sections.${s.key}.title`)}</strong>
              <span>{t(`sections.${s.key}.about`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
