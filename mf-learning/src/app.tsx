import { RouteSwitch } from '@elearn/ui';
import { lazy, Suspense } from 'react';
import { LandingPage } from './landing/landing.page';

// The landing is the guests' first paint: it ships with the entry. The dashboard
// (and the antd parts it uses) loads only when a signed-in user opens it.
const DashboardPage = lazy(() =>
  import('./dashboard/dashboard.page').then((module) => ({ default: module.DashboardPage })),
);

const routes = { '/': LandingPage, '/dashboard': DashboardPage };

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routes} />
    </Suspense>
  );
}
