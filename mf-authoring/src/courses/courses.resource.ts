import type { AuthoredCourse, CoursePreview } from '@elearn/contracts';
import { GONE_IS_AN_ANSWER, http, readData } from '@elearn/platform';

export const coursesApi = {
  getAuthoredCourses: () => readData<AuthoredCourse[]>(http.get('/course/authoredCourses')),
  // 403 (a course the caller does not teach) and 404 (no such course) are page states.
  getCoursePreview: (courseId: string) =>
    readData<CoursePreview>(http.get(`/course/preview/${encodeURIComponent(courseId)}`, GONE_IS_AN_ANSWER)),
};
