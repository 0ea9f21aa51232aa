import type { CourseContentTree } from '@elearn/contracts';
import { Refusal } from '@elearn/platform';
import { queryOptions } from '@tanstack/react-query';
import { treeApi } from './tree.resource';

export const treeKeys = { tree: (courseId: string) => ['authoring', 'tree', courseId] as const };

export const contentTreeQuery = (courseId: string) =>
  queryOptions<CourseContentTree>({
    queryKey: treeKeys.tree(courseId),
    queryFn: async () => {
      const result = await treeApi.getContentTree(courseId);
      if (!result.ok) throw new Refusal(result.status === 403 ? 403 : 404);
      return result.tree;
    },
    // A refusal does not change by asking again.
    retry: (count, error) => !(error instanceof Refusal) && count < 2,
  });
