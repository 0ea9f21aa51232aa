import type { User } from '@elearn/contracts';
import { withLang } from '@elearn/platform';
import { Link, useLang, useRestPath } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useTranslation } from 'react-i18next';
import { AnnouncementsBell } from '../announcements/announcements-bell.component';
import { NotificationsBell } from '../notifications/notifications-bell.component';
import { LearnerRewards } from '../rewards/learner-rewards.component';
import { AccountMenu } from './account-menu.component';
import { Brand } from './brand.component';
import { EveButton } from './eve-button.component';
import { headerLinks } from './header-links';
import { LanguageMenu } from './language-menu.component';
import { LearnerStats } from './learner-stats.component';
import { MobileMenu } from './mobile-menu.component';

/**
 * The header of a signed-in user: navigation, learner statistics (learners
 * only), language switch and profile menu. Loaded only once someone signs in,
 * with the antd parts it needs.
 */
export function MemberHeader({ user }: { user: User }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header' });
  const lang = useLang();
  const rest = useRestPath();
  const links = headerLinks('nav', user, lang);
  return (
    <AntdScope>
      <div className="mh-bar mh-bar--member">
        <MobileMenu links={links} />
        <Brand />
        {links.length > 0 && (
          <nav className="mh-nav" aria-label={t('mainNav')}>
            <ul>
              {links.map((link) => (
                <li key={link.rest}>
                  <Link to={withLang(lang, link.rest)} aria-current={rest === link.rest ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="mh-bar__end">
          {user.role === 'Learner' && <LearnerStats userId={user.id} />}
          <div className="mh-wide-only">
            <LanguageMenu />
          </div>
          <EveButton />
          <AnnouncementsBell />
          <NotificationsBell />
          <AccountMenu user={user} />
        </div>
      </div>
      {user.role === 'Learner' && <LearnerRewards userId={user.id} />}
    </AntdScope>
  );
}
