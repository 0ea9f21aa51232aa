import { queryOptions } from '@tanstack/react-query';
import { getNewForumPosts } from './forum-link.resource';

/** Fetched again whenever a page with a forum link mounts: the count changes as others post. */
export const newForumPostsQuery = (course: string) =>
  queryOptions({
    queryKey: ['learning', 'forum-new-posts', course],
    queryFn: ({ signal }) => getNewForumPosts(course, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
