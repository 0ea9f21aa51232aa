import { z } from 'zod';
import { FORUM_PAGE } from './constants';
import { pageLimitSchema, pageSkipSchema } from './paging';
import { htmlHasContent } from './text/visible-text';

/** Longest forum body, in characters of HTML. */
export const FORUM_CONTENT_MAX = 50_000;

export const forumItemTypeSchema = z.enum(['Post', 'Comment', 'Reply']);
export type ForumItemType = z.infer<typeof forumItemTypeSchema>;

/** Body of every create and edit: HTML, sanitised on the server; it must show something (spec: not empty). */
export const forumContentSchema = z.object({
  content: z
    .string()
    .max(FORUM_CONTENT_MAX, 'validation.forum.tooLong')
    .refine(htmlHasContent, 'validation.forum.empty'),
});
export type ForumContent = z.infer<typeof forumContentSchema>;

export const forumAuthorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

const item = {
  id: z.string(),
  content: z.string(),
  author: forumAuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The viewer may edit and delete it (own, or permissionLevel > 2). */
  canEdit: z.boolean(),
  /** The viewer may report it (someone else's). */
  canReport: z.boolean(),
};

export const forumReplySchema = z.object({ ...item, commentId: z.string() });
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumCommentSchema = z.object({
  ...item,
  postId: z.string(),
  repliesCount: z.number().int(),
  /** The first replies (1 at first). */
  replies: z.array(forumReplySchema),
});
export type ForumComment = z.infer<typeof forumCommentSchema>;

export const forumPostSchema = z.object({
  ...item,
  seoTxt: z.string(),
  courseId: z.string(),
  courseSeoTxt: z.string(),
  /** User ids who like the post. */
  likes: z.array(z.string()),
  commentsCount: z.number().int(),
  /**
   * Where the post sits in its course's list (created_at to the microsecond, and id), given
   * by GET /forum/listPosts: the `cursor` that asks for the posts below it.
   */
  cursor: z.string().optional(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

/** GET /forum/post/{postSeoTxt}: the post with its first comments. */
export const forumPostPageSchema = z.object({ post: forumPostSchema, comments: z.array(forumCommentSchema) });
export type ForumPostPage = z.infer<typeof forumPostPageSchema>;

/** GET /forum/comments/{postId}, /forum/replies/{commentId}?skip&limit. */
export const forumPageQuerySchema = (fallback: number) =>
  z.object({ skip: pageSkipSchema, limit: pageLimitSchema(fallback) });

/** A post's place in its course's list: its created_at (UTC, microseconds) and id. */
export const FORUM_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([0-9a-f-]{36})$/;

/**
 * GET /forum/listPosts/{course}?limit&cursor: newest first; `cursor` is the `cursor` of
 * the last post the caller has, and the page holds the posts below it (keyset paging by
 * created_at and id: posts published or deleted meanwhile never make a page skip or end
 * early). `skip` is the older offset form.
 */
export const forumPostListQuerySchema = z.object({
  skip: pageSkipSchema,
  limit: pageLimitSchema(FORUM_PAGE.posts),
  cursor: z.string().max(80).regex(FORUM_CURSOR, 'validation.invalid').optional(),
});

/**
 * GET /forum/newPosts/{course}: posts by others since the caller last opened the course's
 * forum list (its first page), for its members and staff.
 */
export const forumNewPostsSchema = z.object({ count: z.number().int() });
export type ForumNewPosts = z.infer<typeof forumNewPostsSchema>;

/** GET /forum/post/{seoTxt}?commentsSkip&commentsLimit. */
export const forumPostPageQuerySchema = z.object({
  commentsSkip: pageSkipSchema,
  commentsLimit: pageLimitSchema(FORUM_PAGE.firstComments),
});

/** GET /forum/locate/{Comment|Reply}/{id}: where an item sits, for deep links. */
export const forumLocationSchema = z.object({
  postSeoTxt: z.string(),
  commentId: z.string(),
  /** 0-based position of the comment among the post's visible comments. */
  commentIndex: z.number().int(),
  replyId: z.string().nullable(),
  replyIndex: z.number().int().nullable(),
});
export type ForumLocation = z.infer<typeof forumLocationSchema>;

/** POST /forum/uploadImage. */
export const forumUploadSchema = z.object({ url: z.string() });

/**
 * Socket events: `forum:comment` / `forum:reply` to the readers of a post
 * (room joined with `join-post`), sent once the item is saved; `forum:comment`
 * also to the course's list readers (`join-forum`), whose list counts comments. They carry
 * the new item, so a reader needs no call: `comment` with `forum:comment`,
 * `reply` with `forum:reply`. The item is as a reader who is not its author
 * sees it (`canEdit: false`, `canReport: true`): each reader recomputes both
 * for themself (own item, or staff).
 */
export const forumLiveEventSchema = z.object({
  postId: z.string(),
  commentId: z.string(),
  replyId: z.string().nullable(),
  comment: forumCommentSchema.optional(),
  reply: forumReplySchema.optional(),
});
export type ForumLiveEvent = z.infer<typeof forumLiveEventSchema>;

/**
 * `forum:deleted`: a post, comment or reply is gone (sent after COMMIT to the
 * post's readers and to the course's forum list, room joined with
 * `join-forum`). `commentId` is the comment a reply was under (null for a post
 * or comment), so a reader drops it from the right list without a call.
 */
export const forumDeletedEventSchema = z.object({
  courseId: z.string(),
  postId: z.string(),
  type: forumItemTypeSchema,
  id: z.string(),
  commentId: z.string().nullable(),
});
export type ForumDeletedEvent = z.infer<typeof forumDeletedEventSchema>;

/** `forum:likes`: a post's likes after a like or unlike (same rooms), the whole list as the call answers it. */
export const forumLikesEventSchema = z.object({
  courseId: z.string(),
  postId: z.string(),
  likes: z.array(z.string()),
});
export type ForumLikesEvent = z.infer<typeof forumLikesEventSchema>;
