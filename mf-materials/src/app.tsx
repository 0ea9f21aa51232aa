import { lazyPage, preloadPageAt, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import routesJson from './routes.json';

// The manager is a chunk of its own; the viewer (pdf.js) loads on a file's first opening.
const ManagerPage = lazyPage(
  () => import('./materials/manager.page'),
  (module) => module.ManagerPage,
);

const MindMapPage = lazyPage(
  () => import('./mind-map/mind-map.page'),
  (module) => module.MindMapPage,
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = {
  'materials-manager': ManagerPage,
  'materials-mind-map': MindMapPage,
};

export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
