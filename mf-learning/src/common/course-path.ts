import { forumPath, isRouteAvailable } from '@elearn/platform';

/**
 * Where a course card leads (the path after the language): the course page
 * once a remote serves it, until then the course's forum, so every card
 * reaches something; null when neither is deployed.
 */
export function coursePath(seoTxt: string): string | null {
  const page = `/course/${encodeURIComponent(seoTxt)}`;
  if (isRouteAvailable(page)) return page;
  const forum = forumPath(seoTxt);
  return isRouteAvailable(forum) ? forum : null;
}
