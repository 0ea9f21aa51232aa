import { setLanguage } from '@elearn/i18n';
import { bus, parseLangPath, session$, setMenuLinks, setRoutePatterns } from '@elearn/platform';
import { setRemoteModuleLoader } from '@elearn/ui';
import { registerApplication, start, triggerAppChange } from 'single-spa';
import { mountErrorDialog } from '../regions/mount-error-dialog';
import { appElement, type RegionName } from '../regions/region-element';
import { exposedModuleLoader, registerFailureLayers, registerRemoteEntries } from '../registry/load-remote';
import type { RemoteEntry } from '../registry/remote-config';
import { resilientLifecycles } from '../registry/resilient-lifecycles';
import { redirectFor } from '../routing/guard';
import { menuLinksOf } from '../routing/menu-links';
import { findRouteOwner } from '../routing/route-table';

const signedIn = () => session$.value !== null;

function regionProps(region: RegionName) {
  return (name: string) => ({ domElement: appElement(region, name), region });
}

/** Applies the route guard to the current URL; true when it redirected. */
function guard(remotes: RemoteEntry[]): boolean {
  const target = redirectFor(new URL(window.location.href), remotes, signedIn());
  if (!target) return false;
  // single-spa patches replaceState: the redirect reroutes like any navigation.
  window.history.replaceState(null, '', target);
  return true;
}

/** Phase 4 (ready): registers every remote's regions and routes with single-spa and starts routing. */
export function startComposition(remotes: RemoteEntry[]): void {
  registerFailureLayers();
  registerRemoteEntries(remotes);
  setRemoteModuleLoader(exposedModuleLoader(remotes));
  setRoutePatterns(remotes.flatMap((remote) => remote.routes.map((route) => route.path)));
  // The header's menus come from the routes the remotes declare: a new remote's page appears without editing mf-header.
  setMenuLinks(menuLinksOf(remotes));
  document.getElementById('region-main')?.replaceChildren();
  mountErrorDialog(document.getElementById('region-dialogs')!);

  for (const remote of remotes) {
    for (const { region, when } of remote.regions) {
      registerApplication({
        name: `${remote.name}:${region}`,
        app: async () => resilientLifecycles(remote, region),
        activeWhen: () => when === 'always' || signedIn(),
        customProps: regionProps(region),
      });
    }
    if (remote.routes.length > 0) {
      registerApplication({
        name: `${remote.name}:main`,
        app: async () => resilientLifecycles(remote, 'main'),
        activeWhen: (location) =>
          findRouteOwner(remotes, location.pathname)?.remote === remote &&
          redirectFor(new URL(location.href), remotes, signedIn()) === null,
        customProps: regionProps('main'),
      });
    }
  }
  registerApplication({
    name: 'shell:not-found',
    // The 404 page (antd's Result and its picture) loads only when someone hits one.
    app: async () => (await import('../regions/not-found')).notFoundLifecycles(),
    activeWhen: (location) =>
      parseLangPath(location.pathname) !== null && !findRouteOwner(remotes, location.pathname),
    customProps: regionProps('main'),
  });

  window.addEventListener('single-spa:before-routing-event', () => {
    const lang = parseLangPath(window.location.pathname)?.lang;
    if (lang && lang !== document.documentElement.lang) {
      void setLanguage(lang).then(() => bus.emit('ui:language-changed', { lang }));
    }
  });
  window.addEventListener('single-spa:routing-event', () => guard(remotes));
  session$.subscribe(() => {
    if (!guard(remotes)) void triggerAppChange();
  });
  guard(remotes);
  start({ urlRerouteOnly: true });
}
