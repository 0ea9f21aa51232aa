import { lazyPage, preloadPageAt, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import routesJson from './routes.json';

// The page is a chunk of its own: FullCalendar and the dialog's form load with it, beside the strings.
const CalendarPage = lazyPage(
  () => import('./calendar/calendar.page'),
  (module) => module.CalendarPage,
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = { calendar: CalendarPage };

export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
