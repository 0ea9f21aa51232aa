import { RouteSwitch } from '@elearn/ui';
import { LandingPage } from './landing/landing.page';
import { DashboardPage } from './dashboard/dashboard.page';

const routes = { '/': LandingPage, '/dashboard': DashboardPage };

export function App() {
  return <RouteSwitch routes={routes} />;
}
