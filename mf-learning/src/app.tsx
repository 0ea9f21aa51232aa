import { lazyPage, preloadPageAt, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import routesJson from './routes.json';

// Each page is a chunk of its own: the dashboard does not carry the landing's sections and icons.
// The one the URL shows starts loading with the remote's strings (see spa.tsx).
const LandingPage = lazyPage(
  () => import('./landing/landing.page'),
  (module) => module.LandingPage,
);
const DashboardPage = lazyPage(
  () => import('./dashboard/dashboard.page'),
  (module) => module.DashboardPage,
);

const SubscriptionOptionsPage = lazyPage(
  () => import('./payments/subscription-options.page'),
  (module) => module.SubscriptionOptionsPage,
);
const PaymentResultPage = lazyPage(
  () => import('./payments/payment-result.page'),
  (module) => module.PaymentResultPage,
);
const BillingHistoryPage = lazyPage(
  () => import('./payments/billing-history.page'),
  (module) => module.BillingHistoryPage,
);
const SearchCoursesPage = lazyPage(
  () => import('./catalogue/search-courses.page'),
  (module) => module.SearchCoursesPage,
);
const SearchPathwaysPage = lazyPage(
  () => import('./catalogue/search-pathways.page'),
  (module) => module.SearchPathwaysPage,
);
const CoursePage = lazyPage(
  () => import('./course/course.page'),
  (module) => module.CoursePage,
);

const LessonAssessmentPage = lazyPage(
  () => import('./assessment/exam.page'),
  (module) => module.LessonAssessmentPage,
);
const GeneratedTestPage = lazyPage(
  () => import('./assessment/exam.page'),
  (module) => module.GeneratedTestPage,
);
const PlacementPage = lazyPage(
  () => import('./assessment/placement.page'),
  (module) => module.PlacementPage,
);
const EssayMarkingPage = lazyPage(
  () => import('./assessment/essay-marking.page'),
  (module) => module.EssayMarkingPage,
);
const LearnerPerformancePage = lazyPage(
  () => import('./assessment/performance.page'),
  (module) => module.LearnerPerformancePage,
);
const MyPerformancePage = lazyPage(
  () => import('./assessment/performance.page'),
  (module) => module.MyPerformancePage,
);

/** Pages by route id of src/routes.json (the shell mounts this remote for those routes). */
export const pages: Record<string, RouteComponent> = {
  landing: LandingPage,
  dashboard: DashboardPage,
  'subscription-options': SubscriptionOptionsPage,
  'payment-result': PaymentResultPage,
  'billing-history': BillingHistoryPage,
  'search-courses': SearchCoursesPage,
  'search-pathways': SearchPathwaysPage,
  course: CoursePage,
  'assessment-lesson': LessonAssessmentPage,
  'assessment-test': GeneratedTestPage,
  placement: PlacementPage,
  'essay-marking': EssayMarkingPage,
  'learner-performance': LearnerPerformancePage,
  'my-performance': MyPerformancePage,
};

export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
