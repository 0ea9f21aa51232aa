import type { ForumNewPosts } from '@elearn/contracts';
import { http, readData } from '@elearn/platform';

/** Posts others published in the course's forum since the caller last opened it (members and staff). */
export async function getNewForumPosts(course: string, signal?: AbortSignal): Promise<number> {
  return (
    await readData<ForumNewPosts>(http.get(`/forum/newPosts/${encodeURIComponent(course)}`, { signal }))
  ).count;
}
