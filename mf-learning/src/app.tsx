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

const CourseProgressPage = lazyPage(
  () => import('./progress/course-progress.page'),
  (module) => module.CourseProgressPage,
);
const StudyPage = lazyPage(
  () => import('./progress/study.page'),
  (module) => module.StudyPage,
);
const CertificatePage = lazyPage(
  () => import('./progress/certificate.page'),
  (module) => module.CertificatePage,
);

const StudyLogPage = lazyPage(
  () => import('./learner/studylog.page'),
  (module) => module.StudyLogPage,
);
const LearnerProgressPage = lazyPage(
  () => import('./learner/learner-progress.page'),
  (module) => module.LearnerProgressPage,
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
  'course-progress': CourseProgressPage,
  study: StudyPage,
  certificate: CertificatePage,
  studylog: StudyLogPage,
  'learner-progress': LearnerProgressPage,
};

export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
