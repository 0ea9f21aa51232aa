import { lazyPage, preloadPageAt, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import { withStrings } from './locales/parts';
import routesJson from './routes.json';

// Each page is a chunk of its own: the dashboard does not carry the landing's sections and icons.
// The one the URL shows starts loading with the remote's strings (see spa.tsx); each page's
// loader also loads its own strings (locales/parts.ts).
const LandingPage = lazyPage(
  withStrings(() => import('./landing/landing.page'), 'landing'),
  (module) => module.LandingPage,
);
const DashboardPage = lazyPage(
  withStrings(() => import('./dashboard/dashboard.page'), 'dashboard', 'progress', 'assessment'),
  (module) => module.DashboardPage,
);

const SubscriptionOptionsPage = lazyPage(
  withStrings(() => import('./payments/subscription-options.page'), 'payments'),
  (module) => module.SubscriptionOptionsPage,
);
const PaymentResultPage = lazyPage(
  withStrings(() => import('./payments/payment-result.page'), 'payments'),
  (module) => module.PaymentResultPage,
);
const BillingHistoryPage = lazyPage(
  withStrings(() => import('./payments/billing-history.page'), 'payments'),
  (module) => module.BillingHistoryPage,
);
const SearchCoursesPage = lazyPage(
  withStrings(() => import('./catalogue/search-courses.page'), 'catalogue'),
  (module) => module.SearchCoursesPage,
);
const SearchPathwaysPage = lazyPage(
  withStrings(() => import('./catalogue/search-pathways.page'), 'catalogue'),
  (module) => module.SearchPathwaysPage,
);
const CoursePage = lazyPage(
  withStrings(() => import('./course/course.page'), 'catalogue', 'payments'),
  (module) => module.CoursePage,
);

const CourseProgressPage = lazyPage(
  withStrings(() => import('./progress/course-progress.page'), 'progress'),
  (module) => module.CourseProgressPage,
);
const StudyPage = lazyPage(
  withStrings(() => import('./progress/study.page'), 'progress'),
  (module) => module.StudyPage,
);
const CertificatePage = lazyPage(
  withStrings(() => import('./progress/certificate.page'), 'progress'),
  (module) => module.CertificatePage,
);

const StudyLogPage = lazyPage(
  withStrings(() => import('./learner/studylog.page'), 'progress'),
  (module) => module.StudyLogPage,
);
const LearnerProgressPage = lazyPage(
  withStrings(() => import('./learner/learner-progress.page'), 'progress'),
  (module) => module.LearnerProgressPage,
);
const LessonAssessmentPage = lazyPage(
  withStrings(() => import('./assessment/exam.page'), 'assessment'),
  (module) => module.LessonAssessmentPage,
);
const GeneratedTestPage = lazyPage(
  withStrings(() => import('./assessment/exam.page'), 'assessment'),
  (module) => module.GeneratedTestPage,
);
const PlacementPage = lazyPage(
  withStrings(() => import('./assessment/placement.page'), 'assessment'),
  (module) => module.PlacementPage,
);
const EssayMarkingPage = lazyPage(
  withStrings(() => import('./assessment/essay-marking.page'), 'assessment'),
  (module) => module.EssayMarkingPage,
);
const LearnerPerformancePage = lazyPage(
  withStrings(() => import('./assessment/performance.page'), 'assessment', 'progress'),
  (module) => module.LearnerPerformancePage,
);
const MyPerformancePage = lazyPage(
  // The learner card's strings are in the progress part.
  withStrings(() => import('./assessment/performance.page'), 'assessment', 'progress'),
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
  'course-progress': CourseProgressPage,
  study: StudyPage,
  certificate: CertificatePage,
  studylog: StudyLogPage,
  'learner-progress': LearnerProgressPage,
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
