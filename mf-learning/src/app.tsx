import { type RouteComponent, RouteSwitch } from '@elearn/ui';
import { lazy, Suspense } from 'react';
import { LandingPage } from './landing/landing.page';
import routesJson from './routes.json';

// The landing is the guests' first paint: it ships with the entry. The dashboard
// (and the antd parts it uses) loads only when a signed-in user opens it.
const DashboardPage = lazy(() =>
  import('./dashboard/dashboard.page').then((module) => ({ default: module.DashboardPage })),
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = { landing: LandingPage, dashboard: DashboardPage };

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
