import type { CourseContentTree } from '@elearn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { treeApi } from './tree.resource';

/** The server refused the page: 403 (not the course's instructor nor staff) or 404 (no such course). */
export class TreeRefusal extends Error {
  constructor(readonly status: 403 | 404) {
    super(`content tree answered ${status}`);
  }
}

export const treeKeys = { tree: (courseId: string) => ['authoring', 'tree', courseId] as const };

export const contentTreeQuery = (courseId: string) =>
  queryOptions<CourseContentTree>({
    queryKey: treeKeys.tree(courseId),
    queryFn: async () => {
      const result = await treeApi.getContentTree(courseId);
      if (!result.ok) throw new TreeRefusal(result.status === 403 ? 403 : 404);
      return result.tree;
    },
    // A refusal does not change by asking again.
    retry: (count, error) => !(error instanceof TreeRefusal) && count < 2,
  });
