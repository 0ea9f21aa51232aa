import { lazyPage, preloadPageAt, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import routesJson from './routes.json';

// Each screen is a chunk of its own: its form, antd entries and zod schemas load with it.
const AdminHomePage = lazyPage(
  () => import('./home/admin-home.page'),
  (m) => m.AdminHomePage,
);
const PlansPage = lazyPage(
  () => import('./plans/plans.page'),
  (m) => m.PlansPage,
);
const UsersPage = lazyPage(
  () => import('./users/users.page'),
  (m) => m.UsersPage,
);
const RankRewardsPage = lazyPage(
  () => import('./rank-rewards/rank-rewards.page'),
  (m) => m.RankRewardsPage,
);
const StoreItemsPage = lazyPage(
  () => import('./store/store-items.page'),
  (m) => m.StoreItemsPage,
);
const StoreCategoriesPage = lazyPage(
  () => import('./store/store-categories.page'),
  (m) => m.StoreCategoriesPage,
);
const AssignCoursesPage = lazyPage(
  () => import('./assign-courses/assign-courses.page'),
  (m) => m.AssignCoursesPage,
);
const CompetitionsPage = lazyPage(
  () => import('./competitions/competitions.page'),
  (m) => m.CompetitionsPage,
);
const DictionaryPage = lazyPage(
  () => import('./dictionary/dictionary.page'),
  (m) => m.DictionaryPage,
);
const AuditPage = lazyPage(
  () => import('./audit/audit.page'),
  (m) => m.AuditPage,
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = {
  'admin-home': AdminHomePage,
  'admin-plans': PlansPage,
  'admin-users': UsersPage,
  'admin-rank-rewards': RankRewardsPage,
  'admin-store-items': StoreItemsPage,
  'admin-store-categories': StoreCategoriesPage,
  'admin-assign-courses': AssignCoursesPage,
  'admin-competitions': CompetitionsPage,
  'admin-dictionary': DictionaryPage,
  'admin-audit': AuditPage,
};

export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
