import { Link, useLang, useSession } from '@elearn/ui';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/**
 * The PDF viewer's profile side panel (authoring §2 "PDF viewer"): who is reading,
 * their role and plan, and a link to their profile page. Beside the page on a wide
 * screen, above it on a narrow one.
 */
export function ProfilePanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('mf-materials');
  const lang = useLang();
  const user = useSession();
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
  const renew = user.plan ? new Date(user.plan.renewDate).toLocaleDateString(lang) : null;
  return (
    <aside id={id} className="materials-profile" aria-labelledby={`${id}-title`}>
      <div className="materials-profile-head">
        <h3 id={`${id}-title`}>{t('viewer.profile.title')}</h3>
        <Button size="small" onClick={onClose}>
          {t('viewer.profile.hide')}
        </Button>
      </div>
      {user.image ? (
        <img className="materials-profile-photo" src={user.image} alt="" />
      ) : (
        <span className="materials-profile-photo" aria-hidden="true">
          {initials}
        </span>
      )}
      <dl>
        <dt>{t('viewer.profile.name')}</dt>
        <dd>
          <bdi>{name}</bdi>
        </dd>
        <dt>{t('viewer.profile.email')}</dt>
        <dd dir="ltr">{user.email}</dd>
        <dt>{t('viewer.profile.role')}</dt>
        <dd>{t(`viewer.profile.roles.${user.role}`)}</dd>
        <dt>{t('viewer.profile.plan')}</dt>
        <dd>
          {user.plan
            ? t('viewer.profile.planUntil', { plan: user.plan.name, date: renew })
            : t('viewer.profile.noPlan')}
        </dd>
      </dl>
      <Link to={`/${lang}/profile`}>{t('viewer.profile.edit')}</Link>
    </aside>
  );
}
