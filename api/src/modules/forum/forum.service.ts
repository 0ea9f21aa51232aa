import type {
  ForumComment,
  ForumDeletedEvent,
  ForumItemType,
  ForumLikesEvent,
  ForumLiveEvent,
  ForumLocation,
  ForumNewPosts,
  ForumPost,
  ForumPostPage,
  ForumReply,
  User,
} from '@elearn/contracts';
import { FORUM_CURSOR, FORUM_PAGE, forumItemRights, hasCourseRole, isStaff } from '@elearn/contracts';
import type { AppContext } from '../../context';
import { inTransaction, type Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { isEmptyHtml, sanitizeStoredHtml } from '../../storage/stored-html';
import type { RequestCourse } from '../auth/access';
import { findCourse, findCourseRole } from '../courses/courses.queries';
import { notificationsService } from '../notifications/notifications.service';
import * as q from './forum.queries';
import { postSlug } from './forum.slug';

const forbidden = () => new HttpError(403, 'FORBIDDEN', 'Not allowed in this forum.');
const missing = (what: string) => new HttpError(404, 'NOT_FOUND', `No such ${what}.`);

/** The room of the readers of one post (joined with the socket event `join-post`). */
export const postRoom = (postId: string) => `forum-post:${postId}`;
/** The room of the readers of a course's post list (joined with the socket event `join-forum`). */
export const courseRoom = (courseId: string) => `forum-course:${courseId}`;

function cleanContent(content: string, origin: string): string {
  const clean = sanitizeStoredHtml(content, origin);
  if (isEmptyHtml(clean)) {
    throw new HttpError(422, 'VALIDATION', 'Content is empty.', {
      errors: { content: 'validation.forum.empty' },
    });
  }
  return clean;
}

/** A cursor's time is a real instant (month 13 or hour 99 match the pattern, not the calendar). */
const isInstant = (text: string) => {
  const millis = `${text.slice(0, 23)}Z`;
  return !Number.isNaN(Date.parse(millis)) && new Date(millis).toISOString() === millis;
};

/** Timestamps come as Date from columns and as ISO text from json_agg. */
const iso = (d: Date | string) => new Date(d).toISOString();

export type EmitToRoom = (rooms: string | string[], event: string, payload: unknown) => void;

export function forumService(ctx: AppContext, emitToRoom: EmitToRoom) {
  const db = ctx.database.pool;
  const notifications = notificationsService(ctx);

  const author = (r: q.ItemRow) => ({
    id: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    image: r.image,
  });
  /** A viewer's rights on an item; null: a reader who is not its author and not staff (live events). */
  const rights = (r: q.ItemRow, viewer: User | null) => forumItemRights(r.user_id, viewer);
  /** A row just inserted by `user`, with the author columns the queries join. */
  const byAuthor = (row: q.Inserted, user: User): q.ItemRow => ({
    ...row,
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    image: user.image,
  });
  const toReply = (r: q.ReplyRow, viewer: User | null): ForumReply => ({
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

  const toComment = (r: q.CommentRow, viewer: User | null): ForumComment => ({
    id: r.id,
    postId: r.post_id,
    content: r.content,
    author: author(r),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    repliesCount: r.replies_count,
    replies: r.replies.map((x) => toReply(x, viewer)),
    ...rights(r, viewer),
  });

  async function comments(user: User, postId: string, skip: number, limit: number): Promise<ForumComment[]> {
    const page = { skip, limit, firstReplies: FORUM_PAGE.firstReplies };
    return (await q.listComments(db, user.id, postId, page)).map((r) => toComment(r, user));
  }

  /**
   * Tells the post's readers once the transaction commits, with the item as any other reader sees it;
   * a comment also goes to the course's list readers, whose list counts a post's comments.
   */
  function live(
    tx: Tx,
    courseId: string,
    event: ForumLiveEvent & ({ comment: ForumComment } | { reply: ForumReply }),
  ) {
    if ('reply' in event) tx.afterCommit(() => emitToRoom(postRoom(event.postId), 'forum:reply', event));
    else
      tx.afterCommit(() =>
        emitToRoom([postRoom(event.postId), courseRoom(courseId)], 'forum:comment', event),
      );
  }

  /** Tells the post's readers and the course's list readers once the transaction commits. */
  function news(tx: Tx, name: 'forum:deleted', event: ForumDeletedEvent): void;
  function news(tx: Tx, name: 'forum:likes', event: ForumLikesEvent): void;
  function news(tx: Tx, name: string, event: ForumDeletedEvent | ForumLikesEvent) {
    tx.afterCommit(() => emitToRoom([postRoom(event.postId), courseRoom(event.courseId)], name, event));
  }

  /** Tells a post's author about someone else's comment or reply, linking straight to it (part of `tx`). */
  async function notifyAuthor(
    tx: Tx,
    item: { post_author: string; post_seo_txt: string; post_id: string },
    actor: User,
    what: 'comment' | 'reply',
    ids: { commentId: string; replyId: string | null },
    courseSeoTxt: string,
  ) {
    if (item.post_author === actor.id) return;
    const query = new URLSearchParams({ comment: ids.commentId });
    if (ids.replyId) query.set('reply', ids.replyId);
    await notifications.notify(
      item.post_author,
      {
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
      },
      tx,
    );
  }

  async function courseSeoOf(courseId: string) {
    return (await findCourse(ctx.database.db, courseId))?.seoTxt ?? '';
  }

  return {
    /** `course` is resolved and checked by the route (requireCourseRole). */
    async listPosts(
      user: User,
      course: RequestCourse,
      page: { skip: number; limit: number; cursor?: string },
    ): Promise<ForumPost[]> {
      const [, createdAt, id] = page.cursor ? (FORUM_CURSOR.exec(page.cursor) ?? []) : [];
      const before = createdAt && id && isUuid(id) && isInstant(createdAt) ? { createdAt, id } : undefined;
      if (page.cursor && !before) {
        throw new HttpError(422, 'VALIDATION', 'Not a place in the list.', {
          errors: { cursor: 'validation.invalid' },
        });
      }
      // Opening the list (its first page) is a visit: what it shows is no longer new.
      const visit = !before && page.skip === 0;
      const rows = await q.listPosts(
        db,
        user.id,
        course.id,
        { skip: page.skip, limit: page.limit, before },
        visit,
      );
      return rows.map((r) => ({ ...toPost(r, user), cursor: r.cursor }));
    },

    /** How many posts are new to the member since their last visit; `course` is checked by the route. */
    async newPosts(user: User, course: RequestCourse): Promise<ForumNewPosts> {
      return { count: await q.countNewPosts(db, user.id, course.id) };
    },

    async postPage(
      user: User,
      seoTxt: string,
      commentsSkip: number,
      commentsLimit: number,
    ): Promise<ForumPostPage> {
      const row = await q.findPostBySeo(db, user.id, seoTxt);
      if (!row) {
        // Distinguish "not a member" (403) from "gone or reported" (404).
        const courseId = await q.courseOfPost(db, seoTxt);
        if (courseId) await assertMember(user, courseId);
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

    /** Likes or unlikes; the other readers get the new likes with `forum:likes`. */
    async like(user: User, postId: string, liked: boolean) {
      const post = await visibleItem(user, 'Post', postId);
      return inTransaction(ctx, async (tx) => {
        if (liked) await q.like(tx.client, postId, user.id);
        else await q.unlike(tx.client, postId, user.id);
        const likes = await q.likesOf(tx.client, postId);
        news(tx, 'forum:likes', { courseId: post.course_id, postId, likes });
        return likes;
      });
    },

    async addPost(user: User, course: RequestCourse, content: string): Promise<ForumPost> {
      const clean = cleanContent(content, ctx.config.publicOrigin);
      const seoTxt = postSlug(clean);
      const row = await q.insertPost(db, { seoTxt, courseId: course.id, userId: user.id, content: clean });
      return toPost(
        {
          ...byAuthor(row, user),
          seo_txt: seoTxt,
          course_id: course.id,
          course_seo_txt: course.seoTxt,
          likes: [],
          comments_count: 0,
        },
        user,
      );
    },

    /** Saves a comment, its notification and its live event together; answers the new comment. */
    async addComment(user: User, postId: string, content: string): Promise<ForumComment> {
      const post = await visibleItem(user, 'Post', postId);
      const clean = cleanContent(content, ctx.config.publicOrigin);
      const courseSeoTxt = await courseSeoOf(post.course_id);
      return inTransaction(ctx, async (tx) => {
        const inserted = await q.insertComment(tx.client, postId, user.id, clean);
        const row: q.CommentRow = {
          ...byAuthor(inserted, user),
          post_id: postId,
          replies_count: 0,
          replies: [],
        };
        const ids = { commentId: row.id, replyId: null };
        await notifyAuthor(tx, post, user, 'comment', ids, courseSeoTxt);
        live(tx, post.course_id, { postId, ...ids, comment: toComment(row, null) });
        return toComment(row, user);
      });
    },

    /** Saves a reply, its notification and its live event together; answers the new reply. */
    async addReply(user: User, commentId: string, content: string): Promise<ForumReply> {
      const comment = await visibleItem(user, 'Comment', commentId);
      const clean = cleanContent(content, ctx.config.publicOrigin);
      const courseSeoTxt = await courseSeoOf(comment.course_id);
      return inTransaction(ctx, async (tx) => {
        const inserted = await q.insertReply(tx.client, commentId, user.id, clean);
        const row: q.ReplyRow = { ...byAuthor(inserted, user), comment_id: commentId };
        const ids = { commentId, replyId: row.id };
        await notifyAuthor(tx, comment, user, 'reply', ids, courseSeoTxt);
        live(tx, comment.course_id, { postId: comment.post_id, ...ids, reply: toReply(row, null) });
        return toReply(row, user);
      });
    },

    async update(user: User, type: ForumItemType, id: string, content: string) {
      await editable(user, type, id);
      const clean = cleanContent(content, ctx.config.publicOrigin);
      await q.updateContent(db, type, id, clean);
      return { id, content: clean };
    },

    /** Deletes; the other readers drop it with `forum:deleted`. */
    async remove(user: User, type: ForumItemType, id: string) {
      const found = await editable(user, type, id);
      await inTransaction(ctx, async (tx) => {
        await q.deleteItem(tx.client, type, id);
        news(tx, 'forum:deleted', {
          courseId: found.course_id,
          postId: found.post_id,
          type,
          id,
          commentId: type === 'Reply' ? found.comment_id : null,
        });
      });
    },

    async report(user: User, type: ForumItemType, id: string) {
      const found = await visibleItem(user, type, id);
      if (found.user_id === user.id) throw forbidden();
      await q.report(db, type, id, user.id);
    },
  };
}
