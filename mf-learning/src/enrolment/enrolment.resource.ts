import type { MyCourseRole } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/** The signed-in user's role in a course (null: none). */
export async function getMyCourseRole(courseId: string, signal?: AbortSignal): Promise<MyCourseRole> {
  return readData<MyCourseRole>(http.get(`/course/myRole/${encodeURIComponent(courseId)}`, { signal }));
}
