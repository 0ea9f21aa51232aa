import { randomBytes } from 'node:crypto';
import type {
  ForumComment,
  ForumItemType,
  ForumLocation,
  ForumPost,
  ForumPostPage,
  ForumReply,
  User,
} from '@elearn/contracts';
import { FORUM_PAGE, hasCourseRole, isStaff } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import type { RequestCourse } from '../auth/access';
import { findCourseRole } from '../courses/courses.queries';
import { notificationsService } from '../notifications/notifications.service';
import * as q from './forum.queries';
import { isEmptyHtml, sanitizeForumHtml } from './forum.sanitize';

const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Not allowed in this forum.');
const missing = (what: string) => new HttpError(404, 'NOT_FOUND', `No such ${what}.`);

/** The room of the readers of one post (joined with the socket event `join-post`). */
export const postRoom = (postId: string) => `forum-post:${postId}`;

function cleanContent(content: string): string {
  const clean = sanitizeForumHtml(content);
  if (isEmptyHtml(clean)) {
    throw new HttpError(422, 'VALIDATION', 'Content is empty.', {
      errors: { content: 'validation.forum.empty' },
    });
  }
  return clean;
}

function slug(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${text || 'post'}-${randomBytes(4).toString('hex')}`;
}

const iso = (d: Date) => new Date(d).toISOString();

export type EmitToRoom = (room: string, event: string, payload: unknown) => void;

export function forumService(ctx: AppContext, emitToRoom: EmitToRoom) {
  const db = ctx.database.pool;
  const notifications = notificationsService(ctx);

  const author = (r: q.ItemRow) => ({
    id: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    image: r.image,
  });
  const rights = (r: q.ItemRow, viewer: User) => ({
    canEdit: r.user_id === viewer.id || isStaff(viewer),
    canReport: r.user_id !== viewer.id,
  });
  const toReply = (r: q.ReplyRow, viewer: User): ForumReply => ({
    id: r.id,
    commentId: r.comment_id,
    content: r.content,
    author: author(r),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    ...rights(r, viewer),
  });
  const toPost = (r: q.PostRow, viewer: User): ForumPost => ({
    id: r.id,
    seoTxt: r.seo_txt,
    courseId: r.course_id,
    courseSeoTxt: r.course_seo_txt,
    content: r.content,
    author: author(r),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    likes: r.likes,
    commentsCount: r.comments_count,
    ...rights(r, viewer),
  });

  /** Enrolled learners, the course's instructors and staff (who read, edit and delete anything); 403 for everyone else. */
  async function assertMember(user: User, courseId: string) {
    const role = isStaff(user) ? null : await findCourseRole(ctx.database.db, user.id, courseId);
    if (!hasCourseRole(user, role)) throw forbidden();
  }

  /** An item the user may see (member of its course, not reported by them); 404 when it is gone. */
  async function visibleItem(user: User, type: ForumItemType, id: string) {
    if (!isUuid(id)) throw missing(type);
    const found = await q.findItem(db, type, id);
    if (!found) throw missing(type);
    await assertMember(user, found.course_id);
    if (await q.isReported(db, type, id, user.id)) throw missing(type);
    return found;
  }

  async function editable(user: User, type: ForumItemType, id: string) {
    const found = await visibleItem(user, type, id);
    if (found.user_id !== user.id && !isStaff(user)) throw forbidden();
    return found;
  }

  async function comments(user: User, postId: string, skip: number, limit: number): Promise<ForumComment[]> {
    const rows = await q.listComments(db, user.id, postId, skip, limit);
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        postId: r.post_id,
        content: r.content,
        author: author(r),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        repliesCount: r.replies_count,
        replies: (await q.listReplies(db, user.id, r.id, 0, FORUM_PAGE.firstReplies)).map((x) =>
          toReply(x, user),
        ),
        ...rights(r, user),
      })),
    );
  }

  function live(postId: string, event: 'forum:comment' | 'forum:reply', payload: object) {
    emitToRoom(postRoom(postId), event, payload);
  }

  /** Tells a post's author about someone else's comment or reply, linking straight to it. */
  async function notifyAuthor(
    item: { post_author: string; post_seo_txt: string; post_id: string },
    actor: User,
    what: 'comment' | 'reply',
    ids: { commentId: string; replyId: string | null },
    courseSeoTxt: string,
  ) {
    if (item.post_author === actor.id) return;
    const query = new URLSearchParams({ comment: ids.commentId });
    if (ids.replyId) query.set('reply', ids.replyId);
    await notifications.notify(item.post_author, {
      short: what === 'comment' ? 'forum.comment' : 'forum.reply',
      template: what === 'comment' ? 'notifications.forum.comment' : 'notifications.forum.reply',
      templateType: 'link',
      attributes: {
        actor: `${actor.firstName} ${actor.lastName}`,
        courseSeoTxt,
        postSeoTxt: item.post_seo_txt,
        postId: item.post_id,
        ...ids,
        link: `/course/${courseSeoTxt}/forum/${item.post_seo_txt}?${query}`,
      },
    });
  }

  async function courseSeoOf(courseId: string) {
    return (await q.findCourse(db, courseId))?.seo_txt ?? '';
  }

  return {
    /** `course` is resolved and checked by the route (requireCourseRole). */
    async listPosts(user: User, course: RequestCourse, skip: number, limit: number): Promise<ForumPost[]> {
      return (await q.listPosts(db, user.id, course.id, skip, limit)).map((r) => toPost(r, user));
    },

    async postPage(
      user: User,
      seoTxt: string,
      commentsSkip: number,
      commentsLimit: number,
    ): Promise<ForumPostPage> {
      const row = await q.findPost(db, user.id, { seoTxt });
      if (!row) {
        // Distinguish "not a member" (403) from "gone or reported" (404).
        const any = await db.query<{ course_id: string }>(
          'SELECT course_id FROM forum_posts WHERE seo_txt = $1',
          [seoTxt],
        );
        if (any.rows[0]) await assertMember(user, any.rows[0].course_id);
        throw missing('post');
      }
      await assertMember(user, row.course_id);
      return { post: toPost(row, user), comments: await comments(user, row.id, commentsSkip, commentsLimit) };
    },

    async comments(user: User, postId: string, skip: number, limit: number) {
      await visibleItem(user, 'Post', postId);
      return comments(user, postId, skip, limit);
    },

    async replies(user: User, commentId: string, skip: number, limit: number) {
      await visibleItem(user, 'Comment', commentId);
      return (await q.listReplies(db, user.id, commentId, skip, limit)).map((r) => toReply(r, user));
    },

    async locate(user: User, type: 'Comment' | 'Reply', id: string): Promise<ForumLocation> {
      const found = await visibleItem(user, type, id);
      const commentId = found.comment_id!;
      if (await q.isReported(db, 'Comment', commentId, user.id)) throw missing(type);
      return {
        postSeoTxt: found.post_seo_txt,
        commentId,
        commentIndex: await q.commentIndex(db, user.id, found.post_id, commentId),
        replyId: type === 'Reply' ? id : null,
        replyIndex: type === 'Reply' ? await q.replyIndex(db, user.id, commentId, id) : null,
      };
    },

    async like(user: User, postId: string, liked: boolean) {
      await visibleItem(user, 'Post', postId);
      if (liked) await q.like(db, postId, user.id);
      else await q.unlike(db, postId, user.id);
      return q.likesOf(db, postId);
    },

    async addPost(user: User, course: RequestCourse, content: string): Promise<ForumPost> {
      const clean = cleanContent(content);
      const id = await q.insertPost(db, {
        seoTxt: slug(clean),
        courseId: course.id,
        userId: user.id,
        content: clean,
      });
      return toPost((await q.findPost(db, user.id, { id }))!, user);
    },

    async addComment(user: User, postId: string, content: string): Promise<ForumComment> {
      const post = await visibleItem(user, 'Post', postId);
      const clean = cleanContent(content);
      const id = await q.insertComment(db, postId, user.id, clean);
      live(postId, 'forum:comment', { postId, commentId: id, replyId: null });
      await notifyAuthor(
        post,
        user,
        'comment',
        { commentId: id, replyId: null },
        await courseSeoOf(post.course_id),
      );
      const all = await q.listComments(db, user.id, postId, 0, 1_000_000);
      const row = all.find((r) => r.id === id)!;
      return {
        id,
        postId,
        content: row.content,
        author: author(row),
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
        repliesCount: 0,
        replies: [],
        ...rights(row, user),
      };
    },

    async addReply(user: User, commentId: string, content: string): Promise<ForumReply> {
      const comment = await visibleItem(user, 'Comment', commentId);
      const clean = cleanContent(content);
      const id = await q.insertReply(db, commentId, user.id, clean);
      live(comment.post_id, 'forum:reply', { postId: comment.post_id, commentId, replyId: id });
      await notifyAuthor(
        comment,
        user,
        'reply',
        { commentId, replyId: id },
        await courseSeoOf(comment.course_id),
      );
      const rows = await q.listReplies(db, user.id, commentId, 0, 1_000_000);
      return toReply(rows.find((r) => r.id === id)!, user);
    },

    async update(user: User, type: ForumItemType, id: string, content: string) {
      await editable(user, type, id);
      const clean = cleanContent(content);
      await q.updateContent(db, type, id, clean);
      return { id, content: clean };
    },

    async remove(user: User, type: ForumItemType, id: string) {
      await editable(user, type, id);
      await q.deleteItem(db, type, id);
    },

    async report(user: User, type: ForumItemType, id: string) {
      const found = await visibleItem(user, type, id);
      if (found.user_id === user.id) throw forbidden();
      await q.report(db, type, id, user.id);
    },
  };
}
