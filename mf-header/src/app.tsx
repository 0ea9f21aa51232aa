import { RouteSwitch, type RemoteProps } from '@elearn/ui';
import { SiteHeader } from './header/site-header.component';
import { LoginPage } from './auth/login.page';
import { RegisterPage } from './auth/register.page';
import { ProfilePage } from './profile/profile.page';

const routes = { '/login': LoginPage, '/register': RegisterPage, '/profile': ProfilePage };

/** mf-header renders the header region, and its own pages in the main region. */
export function App({ region }: RemoteProps & { region?: string }) {
  return region === 'header' ? <SiteHeader /> : <RouteSwitch routes={routes} />;
}
