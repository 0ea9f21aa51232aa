import { lazyPage, preloadPageAt, type RemoteProps, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import { withToolStrings } from './locales/tool-strings';
import routesJson from './routes.json';
import { Toolbox } from './toolbox/toolbox.component';

// Each page is a chunk of its own: the tools region on every page never carries them.
const StudyCornersPage = lazyPage(
  withToolStrings(() => import('./corners/study-corners.page')),
  (m) => m.StudyCornersPage,
);
const StudyCornerPage = lazyPage(
  withToolStrings(() => import('./corners/study-corner.page')),
  (m) => m.StudyCornerPage,
);

/** Pages by route id of src/routes.json: the study corners (issue 17). */
export const pages: Record<string, RouteComponent> = {
  'study-corners': StudyCornersPage,
  'study-corner': StudyCornerPage,
};
export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

/** The floating toolbox in the tools region (signed in, every page), and the study corner pages in the main region. */
export function App({ region }: RemoteProps & { region?: string }) {
  if (region === 'tools') return <Toolbox />;
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
