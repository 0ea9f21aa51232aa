import type { CourseMindMap } from '@elearn/contracts';
import { http } from '@elearn/platform';

/** The course's map, or why not: 403 (not in the course) or 404 (no such course). */
export type MindMapAnswer = { ok: true; data: CourseMindMap } | { ok: false; status: number };

export const mindMapApi = {
  // A course that is gone (or a wrong link) is an outcome the page shows, not a failure to report.
  get: async (courseId: string): Promise<MindMapAnswer> => {
    const response = await http.get<CourseMindMap>(`/course/mindMap/${encodeURIComponent(courseId)}`, {
      answers: [404],
    });
    return response.status === 200
      ? { ok: true, data: response.data }
      : { ok: false, status: response.status };
  },
};
