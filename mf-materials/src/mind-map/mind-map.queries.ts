import { queryOptions } from '@tanstack/react-query';
import { mindMapApi } from './mind-map.resource';

/** The server refused the map: 403 (not the course's member nor staff) or 404 (no such course). */
export class MindMapRefusal extends Error {
  constructor(readonly status: 403 | 404) {
    super(`mind map answered ${status}`);
  }
}

export const mindMapKeys = { course: (courseId: string) => ['materials', 'mind-map', courseId] as const };

/** The course's mind map as its members see it (stored, or derived from the outline by the API). */
export const mindMapQuery = (courseId: string) =>
  queryOptions({
    queryKey: mindMapKeys.course(courseId),
    queryFn: async () => {
      const answer = await mindMapApi.get(courseId);
      if (!answer.ok) throw new MindMapRefusal(answer.status === 403 ? 403 : 404);
      return answer.data;
    },
  });
