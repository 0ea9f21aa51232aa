import { Refusal } from '@elearn/platform';
import { queryOptions } from '@tanstack/react-query';
import { mindMapApi } from './mind-map.resource';

export const mindMapKeys = { course: (courseId: string) => ['materials', 'mind-map', courseId] as const };

/** The course's mind map as its members see it (stored, or derived from the outline by the API). */
export const mindMapQuery = (courseId: string) =>
  queryOptions({
    queryKey: mindMapKeys.course(courseId),
    queryFn: async () => {
      const answer = await mindMapApi.get(courseId);
      if (!answer.ok) throw new Refusal(answer.status === 403 ? 403 : 404);
      return answer.data;
    },
  });
