import { refusalOf } from '@elearn/platform';
import { ErrorState, LoadingState, RefusalState, ScopedStyle, useSession } from '@elearn/ui';
import { AntdScope } from '@elearn/ui/antd';
import { useQuery } from '@tanstack/react-query';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { commonCss } from '../common/common.styles';
import { UserAvatar } from '../common/user-avatar.component';
import { fullNameOf } from '../common/user-name';
import { ticketsCss } from '../tickets/tickets.styles';
import { BadgesSection } from './badges.component';
import { NotificationPrefs } from './notification-prefs.component';
import { PasswordForm } from './password-form.component';
import { PhotoUpload } from './photo-upload.component';
import { PlanSection } from './plan.component';
import { preferencesQuery, profileQuery } from './profile.resource';
import { accountCss, profileCss } from './profile.styles';
import { ProfileForm } from './profile-form.component';

/** /{lang}/profile: who the user is, their plan, their details, password and notification preferences. */
export function ProfilePage() {
  const { t } = useTranslation('mf-header', { keyPrefix: 'profile' });
  const { t: ta } = useTranslation('mf-header', { keyPrefix: 'account' });
  const user = useSession();
  const profile = useQuery(profileQuery);
  const preferences = useQuery(preferencesQuery);
  // The shell guards this route; between sign-out and its redirect there is no one to show.
  if (!user) return null;
  const failed = profile.isError || preferences.isError;
  const refused = refusalOf(profile.error) ?? refusalOf(preferences.error);
  return (
    <AntdScope>
      <ScopedStyle name="common" css={commonCss} />
      <ScopedStyle name="profile" css={profileCss} />
      <ScopedStyle name="tickets" css={ticketsCss} />
      <ScopedStyle name="account" css={accountCss} />
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
            <PhotoUpload />
          </div>
        </section>
        <PlanSection plan={user.plan} />
        {user.role === 'Learner' && <BadgesSection user={user} />}
        {profile.data && preferences.data ? (
          <>
            <ProfileForm profile={profile.data} />
            <NotificationPrefs preferences={preferences.data} />
            <PasswordForm />
          </>
        ) : refused ? (
          <RefusalState status={refused} />
        ) : failed ? (
          <ErrorState
            message={ta('failed')}
            retryLabel={ta('retry')}
            onRetry={() => {
              void profile.refetch();
              void preferences.refetch();
            }}
            busy={profile.isFetching || preferences.isFetching}
          />
        ) : (
          <LoadingState label={ta('loading')} />
        )}
      </div>
    </AntdScope>
  );
}
