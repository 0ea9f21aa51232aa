import type { MyCourseRole } from '@elearn/contracts';
import { http } from '@elearn/platform';

/** The signed-in user's role in a course (null: none). */
export async function getMyCourseRole(courseId: string, signal?: AbortSignal): Promise<MyCourseRole> {
  const response = await http.get<MyCourseRole>(`/course/myRole/${encodeURIComponent(courseId)}`, { signal });
  return response.data;
}
