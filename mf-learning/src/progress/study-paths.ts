import { type Lang, withLang } from '@elearn/platform';

/** Path parts of a lesson inside a course: outcome/module/lesson. */
export interface LessonRef {
  learningOutcomeId: string;
  moduleId: string;
  lessonId: string;
}

const part = encodeURIComponent;
const suffix = (preview: boolean) => (preview ? '?preview=1' : '');

/** /{lang}/dashboard/study/{courseId}/{lo}/{mod}/{lesson} (this remote). */
export const studyPath = (lang: Lang, courseId: string, ref: LessonRef | string, preview = false) =>
  withLang(
    lang,
    `/dashboard/study/${part(courseId)}/${typeof ref === 'string' ? ref : `${part(ref.learningOutcomeId)}/${part(ref.moduleId)}/${part(ref.lessonId)}`}${suffix(preview)}`,
  );

/** /{lang}/dashboard/assessment/{courseId}/{lo}/{mod}/{lesson}: the lesson assessment (the assessments area). */
export const assessmentPath = (lang: Lang, courseId: string, ref: LessonRef) =>
  withLang(
    lang,
    `/dashboard/assessment/${part(courseId)}/${part(ref.learningOutcomeId)}/${part(ref.moduleId)}/${part(ref.lessonId)}`,
  );

/** /{lang}/dashboard/assessment/{courseId}/{hash}: one test by its hash, running or its review once submitted. */
export const testPath = (lang: Lang, courseId: string, hash: string) =>
  withLang(lang, `/dashboard/assessment/${part(courseId)}/${part(hash)}`);

/** /{lang}/dashboard/course-progress/{courseId}. */
export const progressPath = (lang: Lang, courseId: string, preview = false) =>
  withLang(lang, `/dashboard/course-progress/${part(courseId)}${suffix(preview)}`);

/** /{lang}/dashboard/placement/{courseId}: the placement test dialog (the assessments area). */
export const placementPath = (lang: Lang, courseId: string) =>
  withLang(lang, `/dashboard/placement/${part(courseId)}`);

/** Minutes shown for a number of seconds (a started minute counts once half gone). */
export const minutesOf = (seconds: number) => Math.round(seconds / 60);
