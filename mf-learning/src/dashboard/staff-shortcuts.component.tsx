import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { isRouteAvailable, withLang } from '@elearn/platform';
import { Link, useLang } from '@elearn/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type StaffRole = 'instructor' | 'editor' | 'admin' | 'other';

type ShortcutKey =
  | 'courses'
  | 'newCourse'
  | 'jobAnalysis'
  | 'calendar'
  | 'tickets'
  | 'profile'
  | 'users'
  | 'plans'
  | 'rewards'
  | 'store';

const SHORTCUTS: Record<ShortcutKey, { path: string; icon: ReactNode }> = {
  courses: { path: '/dashboard/courses', icon: <ReadOutlined /> },
  newCourse: { path: '/dashboard/courses/new', icon: <FileAddOutlined /> },
  jobAnalysis: { path: '/dashboard/job-analysis', icon: <NodeIndexOutlined /> },
  calendar: { path: '/calendar', icon: <CalendarOutlined /> },
  tickets: { path: '/tickets', icon: <CustomerServiceOutlined /> },
  profile: { path: '/profile', icon: <IdcardOutlined /> },
  users: { path: '/dashboard/admin/users', icon: <TeamOutlined /> },
  plans: { path: '/dashboard/admin/plans', icon: <TagsOutlined /> },
  rewards: { path: '/dashboard/admin/rank-rewards', icon: <GiftOutlined /> },
  store: { path: '/dashboard/admin/store-items', icon: <ShopOutlined /> },
};

/** What each role works on, most used first. */
const BY_ROLE: Record<StaffRole, ShortcutKey[]> = {
  instructor: ['courses', 'calendar', 'tickets', 'profile'],
  editor: ['courses', 'newCourse', 'jobAnalysis', 'calendar', 'profile'],
  admin: ['courses', 'users', 'plans', 'rewards', 'store', 'tickets', 'profile'],
  other: ['calendar', 'profile'],
};

/** The role's shortcuts, limited to routes some deployed remote serves (no link to a 404). */
export function StaffShortcuts({ role }: { role: StaffRole }) {
  const { t } = useTranslation('mf-learning', { keyPrefix: 'dashboard.staff' });
  const lang = useLang();
  const keys = BY_ROLE[role].filter((key) => isRouteAvailable(SHORTCUTS[key].path));
  return (
    <section className="ml-dash__block" aria-labelledby="ml-shortcuts-title">
      <div className="ml-dash__block-head">
        <h2 id="ml-shortcuts-title">{t('shortcuts')}</h2>
      </div>
      {keys.length === 0 ? (
        <p className="ml-panel">{t('none')}</p>
      ) : (
        <ul className="ml-shortcuts ml-reset-list">
          {keys.map((key) => (
            <li key={key}>
              <Link className="ml-shortcut" to={withLang(lang, SHORTCUTS[key].path)}>
                <span className="ml-icon-tile" aria-hidden="true">
                  {SHORTCUTS[key].icon}
                </span>
                <span>
                  <strong>{t(`links.${key}.title`)}</strong>
                  <span className="ml-shortcut__text">{t(`links.${key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
