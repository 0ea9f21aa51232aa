import { type RemoteProps, RouteSwitch } from '@elearn/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './header/site-header.component';

// The header ships with the entry; each page (with formik and the antd parts it
// uses) loads only when someone opens it.
const LoginPage = lazy(() => import('./auth/login.page').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() =>
  import('./auth/register.page').then((module) => ({ default: module.RegisterPage })),
);
const ProfilePage = lazy(() =>
  import('./profile/profile.page').then((module) => ({ default: module.ProfilePage })),
);

const AnnouncementsPage = lazy(() =>
  import('./announcements/announcements.page').then((module) => ({ default: module.AnnouncementsPage })),
);

const RankingRewardPage = lazy(() =>
  import('./ranking/ranking-reward.page').then((module) => ({ default: module.RankingRewardPage })),
);

const routes = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/profile': ProfilePage,
  '/dashboard/announcements': AnnouncementsPage,
  '/dashboard/ranking-reward/:rewardId': RankingRewardPage,
};

function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" style={{ padding: '48px 16px', color: '#4a5363', textAlign: 'center' }}>
      {t('loading')}
    </div>
  );
}

/** mf-header renders the header region, and its own pages in the main region. */
export function App({ region }: RemoteProps & { region?: string }) {
  if (region === 'header') return <SiteHeader />;
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteSwitch routes={routes} />
    </Suspense>
  );
}
