import { lazyPage, preloadPageAt, type RouteComponent, RouteSwitch } from '@elearn/ui';
import { Suspense } from 'react';
import { loadCourseFormStrings } from './course-form/course-form.strings';
import { loadJobAnalysisStrings } from './job-analysis/job-analysis.strings';
import routesJson from './routes.json';
import { loadTreeStrings } from './tree-editor/tree-editor.strings';

// Each page is a chunk of its own: the list never carries the wizard's forms and zod.
const CoursesPage = lazyPage(
  () => import('./courses/courses.page'),
  (module) => module.CoursesPage,
);
// The tree editor's strings are a part loaded with its chunk (its own files, apart from the wizard's).
const TreeEditorPage = lazyPage(
  () => Promise.all([import('./tree-editor/tree-editor.page'), loadTreeStrings()]).then(([module]) => module),
  (module) => module.TreeEditorPage,
);
const CourseFormPage = lazyPage(
  () =>
    Promise.all([import('./course-form/course-form.page'), loadCourseFormStrings()]).then(
      ([module]) => module,
    ),
  (module) => module.CourseFormPage,
);
// Creating a course by the form: the form's strings, and the wizard's general fields.
const NewCourseFormPage = lazyPage(
  () =>
    Promise.all([import('./course-form/new-course-form.page'), loadCourseFormStrings()]).then(
      ([module]) => module,
    ),
  (module) => module.NewCourseFormPage,
);
// The job-role analysis' strings are a part loaded with its pages.
const JobAnalysisListPage = lazyPage(
  () =>
    Promise.all([import('./job-analysis/job-analysis-list.page'), loadJobAnalysisStrings()]).then(
      ([module]) => module,
    ),
  (module) => module.JobAnalysisListPage,
);
const JobAnalysisPage = lazyPage(
  () =>
    Promise.all([import('./job-analysis/job-analysis.page'), loadJobAnalysisStrings()]).then(
      ([module]) => module,
    ),
  (module) => module.JobAnalysisPage,
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
  'course-tree': TreeEditorPage,
  'course-form': CourseFormPage,
  'course-form-new': NewCourseFormPage,
  'job-analysis': JobAnalysisListPage,
  'job-analysis-steps': JobAnalysisPage,
};

export const preloadCurrentPage = () => preloadPageAt(routesJson.routes, pages);

export function App() {
  return (
    <Suspense fallback={null}>
      <RouteSwitch routes={routesJson.routes} pages={pages} />
    </Suspense>
  );
}
