import { ScopedStyle, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { UserAvatar } from '../common/user-avatar.component';
import { fullNameOf } from '../common/user-name';
import { PlanSection } from './plan.component';
import { profileCss } from './profile.styles';

/** /{lang}/profile: the signed-in user's name, picture, email, role and plan. */
export function ProfilePage() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'profile' });
  const user = useSession();
  // The shell guards this route; between sign-out and its redirect there is no one to show.
  if (!user) return null;
  return (
    <AntdScope>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="profile" css={profileCss} />
      <div className="mh-profile">
        <section className="mh-profile__card mh-profile__who" aria-labelledby="mh-profile-name">
          <UserAvatar user={user} size={88} />
          <div>
            <h1 className="mh-profile__name" id="mh-profile-name">
              <bdi>{fullNameOf(user)}</bdi>
            </h1>
            <p className="mh-profile__email">
              <span className="mh-vh">{t('email')}: </span>
              <bdi>{user.email}</bdi>
            </p>
            <Tag className="mh-tag mh-tag--info">
              <span className="mh-vh">{t('role')}: </span>
              {t(`roles.${user.role}`, { defaultValue: user.role })}
            </Tag>
          </div>
        </section>
        <PlanSection plan={user.plan} />
      </div>
    </AntdScope>
  );
}
