import { lazyPage, preloadPageAt, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import routesJson from './routes.json';

// Each page is a chunk of its own: the list never carries the wizard's forms and zod.
const CoursesPage = lazyPage(
  () => import('./courses/courses.page'),
  (module) => module.CoursesPage,
);
const PreviewPage = lazyPage(
  () => import('./preview/preview.page'),
  (module) => module.PreviewPage,
);

const WizardStartPage = lazyPage(
  () => import('./wizard/wizard-start.page'),
  (module) => module.WizardStartPage,
);
const WizardPage = lazyPage(
  () => import('./wizard/wizard.page'),
  (module) => module.WizardPage,
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = {
  courses: CoursesPage,
  'preview-course': PreviewPage,
  'course-wizard-start': WizardStartPage,
  'course-wizard': WizardPage,
};

export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
