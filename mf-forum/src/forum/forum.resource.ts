import type {
  ForumComment,
  ForumItemType,
  ForumLocation,
  ForumPost,
  ForumPostPage,
  ForumReply,
} from '@elearn/contracts';
import { FORUM_PAGE } from '@elearn/contracts/constants';
import { http } from '@elearn/platform';

export type { ForumComment, ForumItemType, ForumLocation, ForumPost, ForumPostPage, ForumReply };
export { FORUM_PAGE };

/** An answer of the forum API: the data, or why not (403 not a member, 404 gone, 422 invalid, its error code). */
export type Answer<T> = { ok: true; data: T } | { ok: false; status: number; key?: string; code?: string };

async function answer<T>(call: Promise<{ status: number; data: unknown }>): Promise<Answer<T>> {
  const response = await call;
  if (response.status >= 200 && response.status < 300) return { ok: true, data: response.data as T };
  const body = response.data as { code?: string; errors?: Record<string, string> } | undefined;
  return {
    ok: false,
    status: response.status,
    key: body?.errors?.content ?? body?.errors?.image,
    code: body?.code,
  };
}

const enc = encodeURIComponent;
// Reading something deleted (or a wrong link) is an outcome the page shows, not a failure to report.
const goneIsAnAnswer = { answers: [404] };
export const forumApi = {
  /** A page of the course's posts: the first, or those below `cursor` (the last post's `cursor`). */
  listPosts: (course: string, cursor?: string) =>
    answer<ForumPost[]>(
      http.get(`/forum/listPosts/${enc(course)}`, {
        ...goneIsAnAnswer,
        params: { limit: FORUM_PAGE.posts, ...(cursor ? { cursor } : {}) },
      }),
    ),
  post: (seoTxt: string, commentsLimit: number) =>
    answer<ForumPostPage>(
      http.get(`/forum/post/${enc(seoTxt)}`, { ...goneIsAnAnswer, params: { commentsLimit } }),
    ),
  comments: (postId: string, skip: number, limit: number = FORUM_PAGE.moreComments) =>
    answer<ForumComment[]>(
      http.get(`/forum/comments/${postId}`, { ...goneIsAnAnswer, params: { skip, limit } }),
    ),
  replies: (commentId: string, skip: number, limit: number = FORUM_PAGE.moreReplies) =>
    answer<ForumReply[]>(
      http.get(`/forum/replies/${commentId}`, { ...goneIsAnAnswer, params: { skip, limit } }),
    ),
  locate: (type: 'Comment' | 'Reply', id: string) =>
    answer<ForumLocation>(http.get(`/forum/locate/${type}/${enc(id)}`, goneIsAnAnswer)),
  like: (postId: string, liked: boolean) =>
    answer<string[]>(http.post(`/forum/${liked ? 'like' : 'unlike'}/${postId}`)),
  addPost: (course: string, content: string) =>
    answer<ForumPost>(http.post(`/forum/addPost/${enc(course)}`, { content })),
  addComment: (postId: string, content: string) =>
    answer<ForumComment>(http.post(`/forum/addComment/${postId}`, { content })),
  addReply: (commentId: string, content: string) =>
    answer<ForumReply>(http.post(`/forum/replyComment/${commentId}`, { content })),
  update: (type: ForumItemType, id: string, content: string) =>
    answer<{ id: string; content: string }>(http.put(`/forum/update${type}/${id}`, { content })),
  remove: (type: ForumItemType, id: string) => answer<unknown>(http.delete(`/forum/delete${type}/${id}`)),
  report: (type: ForumItemType, id: string) => answer<unknown>(http.post(`/forum/report/${type}/${id}`)),
  /** Into the course's forum; too many in a minute (429) is an answer the editor shows. */
  uploadImage: (course: string, file: File) => {
    const form = new FormData();
    form.append('image', file);
    return answer<{ url: string }>(http.post(`/forum/uploadImage/${enc(course)}`, form, { answers: [429] }));
  },
};
