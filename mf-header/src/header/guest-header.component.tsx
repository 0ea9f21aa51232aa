import { Link, useLang, useLocationHref, useRestPath } from '@elearn/ui';
import { useTranslation } from 'react-i18next';
import { authPaths } from '../auth/auth-paths';
import { Brand } from './brand.component';
import { GuestLanguageMenu } from './guest-language-menu.component';

/**
 * What a visitor who is not signed in sees: the brand, the language switch
 * (on the login and register pages too), Log in and Register (spec 2). Plain
 * HTML and CSS: the guest path carries no antd (docs/adr/0004).
 */
export function GuestHeader() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header' });
  const lang = useLang();
  const rest = useRestPath();
  const paths = authPaths(lang, useLocationHref());
  return (
    <div className="mh-bar">
      <Brand />
      <div className="mh-bar__end">
        <GuestLanguageMenu />
        <Link
          className="mh-btn mh-btn--ghost"
          to={paths.login}
          aria-current={rest === '/login' ? 'page' : undefined}
        >
          {t('login')}
        </Link>
        <Link
          className="mh-btn mh-btn--primary"
          to={paths.register}
          aria-current={rest === '/register' ? 'page' : undefined}
        >
          {t('register')}
        </Link>
      </div>
    </div>
  );
}
