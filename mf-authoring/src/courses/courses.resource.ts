import type { AuthoredCourse, CoursePreview } from '@elearn/contracts';
import { http } from '@elearn/platform';

export const coursesApi = {
  getAuthoredCourses: async () => (await http.get<AuthoredCourse[]>('/course/authoredCourses')).data,
  getCoursePreview: async (courseId: string) =>
    (await http.get<CoursePreview>(`/course/preview/${encodeURIComponent(courseId)}`)).data,
};
