import type { ForumNewPosts } from '@elearn/contracts';
import { http } from '@elearn/platform';

/** Posts others published in the course's forum since the caller last opened it (members and staff). */
export async function getNewForumPosts(course: string, signal?: AbortSignal): Promise<number> {
  const response = await http.get<ForumNewPosts>(`/forum/newPosts/${encodeURIComponent(course)}`, { signal });
  return response.data.count;
}
