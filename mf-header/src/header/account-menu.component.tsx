import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DownOutlined from '@ant-design/icons/DownOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { User } from '@elearn/contracts';
import { bus, isRtl, type Lang, logout, navigate, withLang } from '@elearn/platform';
import { useLang } from '@elearn/ui';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MenuProps } from 'antd/es/menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stopLearnerActivity } from '../activity/activity-session';
import { UserAvatar } from '../common/user-avatar.component';
import { fullNameOf } from '../common/user-name';
import { pushSupported, turnPushOff } from '../profile/browser-push';
import { accountItems } from './header-links';
import { useMenuButton } from './use-menu-button';

// Pictures for the entries the spec names; another remote's entry shows without one.
const ICONS: Record<string, ReactNode> = {
  '/dashboard': <DashboardOutlined aria-hidden="true" />,
  '/calendar': <CalendarOutlined aria-hidden="true" />,
  ranking: <CrownOutlined aria-hidden="true" />,
  '/tickets': <CustomerServiceOutlined aria-hidden="true" />,
  '/dashboard/billing-history': <WalletOutlined aria-hidden="true" />,
  '/profile': <UserOutlined aria-hidden="true" />,
  logout: <LogoutOutlined aria-hidden="true" />,
};

/**
 * Signs out and goes home. Home first: signing out on a protected page would
 * otherwise send the user to the login page with a way back to it.
 */
export async function signOut(lang: Lang): Promise<void> {
  // The last activity report goes out while the socket is still open.
  stopLearnerActivity();
  navigate(withLang(lang, '/'));
  // A signed-out browser shows nobody's notifications (a shared computer): forget its push first.
  if (pushSupported()) await turnPushOff().catch(() => undefined);
  try {
    await logout();
  } catch {
    // The session has ended on this page whatever the server answered.
  }
}

/** The profile menu (spec 2): the user's picture or initials opening the declared profile links, Ranking and Log out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation('mf-header', { keyPrefix: 'header.account' });
  const lang = useLang();
  const { open, onOpenChange, close, triggerRef, popupRef, onTriggerKeyDown } = useMenuButton();
  const entries = accountItems(user, lang);
  const name = fullNameOf(user);

  const items = entries.flatMap<NonNullable<MenuProps['items']>[number]>((entry) => {
    const label = entry.kind === 'link' ? entry.label : t(entry.key);
    // A page a newer remote declares gets a plain mark until the header knows its icon: the labels stay aligned.
    const item = { key: entry.key, label, icon: ICONS[entry.key] ?? <AppstoreOutlined aria-hidden="true" /> };
    return entry.kind === 'logout' ? [{ type: 'divider' as const }, { ...item, danger: true }] : [item];
  });
  const choose: MenuProps['onClick'] = ({ key }) => {
    close();
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry?.kind === 'link') navigate(withLang(lang, entry.rest));
    else if (entry?.kind === 'event') bus.emit(entry.event);
    else if (entry?.kind === 'logout') void signOut(lang);
  };

  return (
    <Dropdown
      menu={{ items, onClick: choose }}
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      placement={isRtl(lang) ? 'bottomLeft' : 'bottomRight'}
      popupRender={(menu) => (
        <div className="mh-account-pop" ref={popupRef}>
          <div className="mh-account-pop__who">
            <UserAvatar user={user} size={40} />
            <div>
              {/* bdi: a Latin name keeps its own direction yet lines up with an Arabic page. */}
              <div className="mh-account-pop__name">
                <bdi>{name}</bdi>
              </div>
              <div className="mh-account-pop__email">
                <bdi>{user.email}</bdi>
              </div>
            </div>
          </div>
          {menu}
        </div>
      )}
    >
      <Button
        ref={triggerRef}
        onKeyDown={onTriggerKeyDown}
        type="text"
        className="mh-trigger mh-trigger--account"
        aria-haspopup="menu"
        aria-expanded={open}
      >
        {/* Named by its content, not aria-label: axe reads the avatar's initials as visible text. */}
        <UserAvatar user={user} />
        <span className="mh-vh">{t('button', { name })}</span>
        <bdi className="mh-trigger__name" aria-hidden="true">
          {user.firstName}
        </bdi>
        <DownOutlined className="mh-trigger__caret" aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
