import { type RemoteProps, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './header/site-header.component';
import { withMemberStrings } from './locales/member-strings';
import routesJson from './routes.json';

// The header ships with the entry; each page (with formik and the antd parts it
// uses) loads only when someone opens it.
const LoginPage = lazy(() => import('./auth/login.page').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() =>
  import('./auth/register.page').then((module) => ({ default: module.RegisterPage })),
);
const ProfilePage = lazy(
  withMemberStrings(() =>
    import('./profile/profile.page').then((module) => ({ default: module.ProfilePage })),
  ),
);

const TicketsPage = lazy(
  withMemberStrings(() =>
    import('./tickets/tickets.page').then((module) => ({ default: module.TicketsPage })),
  ),
);

const AnnouncementsPage = lazy(
  withMemberStrings(() =>
    import('./announcements/announcements.page').then((module) => ({ default: module.AnnouncementsPage })),
  ),
);

const RankingRewardPage = lazy(
  withMemberStrings(() =>
    import('./ranking/ranking-reward.page').then((module) => ({ default: module.RankingRewardPage })),
  ),
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = {
  login: LoginPage,
  register: RegisterPage,
  profile: ProfilePage,
  tickets: TicketsPage,
  announcements: AnnouncementsPage,
  'ranking-reward': RankingRewardPage,
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
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
