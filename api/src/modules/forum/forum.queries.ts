import type { ForumItemType } from '@elearn/contracts';
import type { Run } from '../../db/transaction';

/*
 * SQL of the forum, plain and parameterised: the queries lean on correlated
 * subqueries and row comparisons that read more clearly as SQL.
 */

export interface ItemRow {
  id: string;
  content: string;
  user_id: string;
  first_name: string;
  last_name: string;
  image: string | null;
  created_at: Date;
  updated_at: Date;
}
export interface PostRow extends ItemRow {
  seo_txt: string;
  course_id: string;
  course_seo_txt: string;
  likes: string[];
  comments_count: number;
  /** On list pages only: created_at (UTC, microseconds) and id, joined by "~". */
  cursor?: string;
}
export interface ReplyRow extends ItemRow {
  comment_id: string;
}
export interface CommentRow extends ItemRow {
  post_id: string;
  replies_count: number;
  /** The first replies, from the same query (json_agg: dates as ISO text). */
  replies: ReplyRow[];
}

const AUTHOR = 'u.first_name, u.last_name, u.image';
const notReported = (type: ForumItemType, alias: string, viewer: string) =>
  `NOT EXISTS (SELECT 1 FROM forum_reports r WHERE r.item_type = '${type}' AND r.item_id = ${alias}.id AND r.reporter_id = ${viewer})`;

/**
 * Likes and the comment count are kept on the post (triggers, migration 0008);
 * the comments the viewer reported are taken off the count with one lookup of
 * their own reports, not a count per post.
 */
const postSelect = (extra = '') => `
  SELECT ${extra ? `${extra}, ` : ''}p.id, p.seo_txt, p.course_id, c.seo_txt AS course_seo_txt, p.user_id, p.content, p.created_at, p.updated_at, ${AUTHOR},
    p.likes::text[] AS likes, p.comments_count - COALESCE(mine.reported, 0) AS comments_count
  FROM forum_posts p JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id
  LEFT JOIN (
    SELECT fc.post_id, count(*)::int AS reported FROM forum_reports r JOIN forum_comments fc ON fc.id = r.item_id
    WHERE r.reporter_id = $1 AND r.item_type = 'Comment' GROUP BY fc.post_id
  ) mine ON mine.post_id = p.id`;

/** Where a post sits in the list, as text that keeps every microsecond of created_at. */
const CURSOR = `to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || p.id AS cursor`;

/**
 * A page of a course's posts, newest first (id breaks ties). With `before` (a post's
 * created_at and id, its cursor) the page holds the posts below that place: keyset paging,
 * which reads only the page through forum_posts_course_created whatever the depth, and
 * which posts published or deleted meanwhile never shift (the place is a value, not a row).
 */
export async function listPosts(
  db: Run,
  viewer: string,
  courseId: string,
  page: { skip: number; limit: number; before?: { createdAt: string; id: string } },
  /** The viewer opened the list now: posts before this are no longer new to them (same statement). */
  visit: boolean,
) {
  const below = page.before ? 'AND (p.created_at, p.id) < ($5::timestamptz, $6::uuid)' : '';
  const visited = visit
    ? `WITH visit AS (INSERT INTO forum_visits (user_id, course_id) VALUES ($1, $2)
         ON CONFLICT (user_id, course_id) DO UPDATE SET visited_at = now() RETURNING 1)`
    : '';
  const { rows } = await db.query<PostRow>(
    `${visited} ${postSelect(CURSOR)}
     WHERE p.course_id = $2 ${below} AND ${notReported('Post', 'p', '$1')}
     ORDER BY p.created_at DESC, p.id DESC OFFSET $3 LIMIT $4`,
    [
      viewer,
      courseId,
      page.before ? 0 : page.skip,
      page.limit,
      ...(page.before ? [page.before.createdAt, page.before.id] : []),
    ],
  );
  return rows;
}

/**
 * Posts of the course by others, since the viewer last opened its forum list (all of them
 * before their first visit), less those they reported: read through forum_posts_course_created.
 */
export async function countNewPosts(db: Run, viewer: string, courseId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM forum_posts p
     WHERE p.course_id = $2 AND p.user_id <> $1
       AND p.created_at > COALESCE(
         (SELECT v.visited_at FROM forum_visits v WHERE v.user_id = $1 AND v.course_id = $2), '-infinity')
       AND ${notReported('Post', 'p', '$1')}`,
    [viewer, courseId],
  );
  return rows[0]?.n ?? 0;
}

/** A post by its seoTxt, as its viewer sees it; null when it is gone or they reported it. */
export async function findPostBySeo(db: Run, viewer: string, seoTxt: string) {
  const { rows } = await db.query<PostRow>(
    `${postSelect()} WHERE p.seo_txt = $2 AND ${notReported('Post', 'p', '$1')}`,
    [viewer, seoTxt],
  );
  return rows[0] ?? null;
}

/** The course of a post by its seoTxt, whoever reported it (to tell 403 from 404). */
export async function courseOfPost(db: Run, seoTxt: string): Promise<string | null> {
  const { rows } = await db.query<{ course_id: string }>(
    'SELECT course_id FROM forum_posts WHERE seo_txt = $1',
    [seoTxt],
  );
  return rows[0]?.course_id ?? null;
}

const REPLY_COLUMNS = `fr.id, fr.comment_id, fr.user_id, fr.content, fr.created_at, fr.updated_at, ${AUTHOR}`;

/**
 * A page of a post's comments as their viewer sees them, each with its reply
 * count and first `firstReplies` replies: one query, whatever the page size.
 */
export async function listComments(
  db: Run,
  viewer: string,
  postId: string,
  page: { skip: number; limit: number; firstReplies: number },
) {
  const { rows } = await db.query<CommentRow>(
    `SELECT fc.id, fc.post_id, fc.user_id, fc.content, fc.created_at, fc.updated_at, ${AUTHOR},
       (SELECT count(*)::int FROM forum_replies fr WHERE fr.comment_id = fc.id AND ${notReported('Reply', 'fr', '$1')}) AS replies_count,
       COALESCE(first_replies.list, '[]') AS replies
     FROM forum_comments fc JOIN users u ON u.id = fc.user_id
     LEFT JOIN LATERAL (
       SELECT json_agg(r ORDER BY r.created_at, r.id) AS list FROM (
         SELECT ${REPLY_COLUMNS} FROM forum_replies fr JOIN users u ON u.id = fr.user_id
         WHERE fr.comment_id = fc.id AND ${notReported('Reply', 'fr', '$1')}
         ORDER BY fr.created_at, fr.id LIMIT $5
       ) r
     ) first_replies ON true
     WHERE fc.post_id = $2 AND ${notReported('Comment', 'fc', '$1')}
     ORDER BY fc.created_at, fc.id OFFSET $3 LIMIT $4`,
    [viewer, postId, page.skip, page.limit, page.firstReplies],
  );
  return rows;
}

export async function listReplies(db: Run, viewer: string, commentId: string, skip: number, limit: number) {
  const { rows } = await db.query<ReplyRow>(
    `SELECT ${REPLY_COLUMNS}
     FROM forum_replies fr JOIN users u ON u.id = fr.user_id
     WHERE fr.comment_id = $2 AND ${notReported('Reply', 'fr', '$1')}
     ORDER BY fr.created_at, fr.id OFFSET $3 LIMIT $4`,
    [viewer, commentId, skip, limit],
  );
  return rows;
}

/** The owner and course of any forum item, or null when it does not exist. `id` is a uuid (checked by the caller). */
export async function findItem(db: Run, type: ForumItemType, id: string) {
  const sql = {
    Post: `SELECT p.user_id, p.course_id, p.id AS post_id, p.seo_txt AS post_seo_txt, p.user_id AS post_author, NULL::uuid AS comment_id
           FROM forum_posts p WHERE p.id = $1`,
    Comment: `SELECT fc.user_id, p.course_id, p.id AS post_id, p.seo_txt AS post_seo_txt, p.user_id AS post_author, fc.id AS comment_id
              FROM forum_comments fc JOIN forum_posts p ON p.id = fc.post_id WHERE fc.id = $1`,
    Reply: `SELECT fr.user_id, p.course_id, p.id AS post_id, p.seo_txt AS post_seo_txt, p.user_id AS post_author, fc.id AS comment_id
            FROM forum_replies fr JOIN forum_comments fc ON fc.id = fr.comment_id JOIN forum_posts p ON p.id = fc.post_id
            WHERE fr.id = $1`,
  }[type];
  const { rows } = await db.query<{
    user_id: string;
    course_id: string;
    post_id: string;
    post_seo_txt: string;
    post_author: string;
    comment_id: string | null;
  }>(sql, [id]);
  return rows[0] ?? null;
}

const TABLE: Record<ForumItemType, string> = {
  Post: 'forum_posts',
  Comment: 'forum_comments',
  Reply: 'forum_replies',
};

/** What an insert gives back: the new row's own columns (its author is the caller). */
export interface Inserted {
  id: string;
  content: string;
  created_at: Date;
  updated_at: Date;
}
const INSERTED = 'RETURNING id, content, created_at, updated_at';

export async function insertPost(
  db: Run,
  row: { seoTxt: string; courseId: string; userId: string; content: string },
) {
  const { rows } = await db.query<Inserted>(
    `INSERT INTO forum_posts (seo_txt, course_id, user_id, content) VALUES ($1, $2, $3, $4) ${INSERTED}`,
    [row.seoTxt, row.courseId, row.userId, row.content],
  );
  return rows[0]!;
}

export async function insertComment(db: Run, postId: string, userId: string, content: string) {
  const { rows } = await db.query<Inserted>(
    `INSERT INTO forum_comments (post_id, user_id, content) VALUES ($1, $2, $3) ${INSERTED}`,
    [postId, userId, content],
  );
  return rows[0]!;
}

export async function insertReply(db: Run, commentId: string, userId: string, content: string) {
  const { rows } = await db.query<Inserted>(
    `INSERT INTO forum_replies (comment_id, user_id, content) VALUES ($1, $2, $3) ${INSERTED}`,
    [commentId, userId, content],
  );
  return rows[0]!;
}

export async function updateContent(db: Run, type: ForumItemType, id: string, content: string) {
  await db.query(`UPDATE ${TABLE[type]} SET content = $2, updated_at = now() WHERE id = $1`, [id, content]);
}

export async function deleteItem(db: Run, type: ForumItemType, id: string) {
  await db.query(`DELETE FROM ${TABLE[type]} WHERE id = $1`, [id]);
}

export async function readContent(db: Run, type: ForumItemType, id: string): Promise<string | null> {
  const { rows } = await db.query<{ content: string }>(`SELECT content FROM ${TABLE[type]} WHERE id = $1`, [
    id,
  ]);
  return rows[0]?.content ?? null;
}

export async function like(db: Run, postId: string, userId: string) {
  await db.query(`INSERT INTO forum_likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    postId,
    userId,
  ]);
}

export async function unlike(db: Run, postId: string, userId: string) {
  await db.query(`DELETE FROM forum_likes WHERE post_id = $1 AND user_id = $2`, [postId, userId]);
}

/** The post's likes, in order, as kept on the post (migration 0008): read after a change in its transaction. */
export async function likesOf(db: Run, postId: string): Promise<string[]> {
  const { rows } = await db.query<{ likes: string[] }>(
    'SELECT likes::text[] AS likes FROM forum_posts WHERE id = $1',
    [postId],
  );
  return rows[0]?.likes ?? [];
}

export async function report(db: Run, type: ForumItemType, itemId: string, reporterId: string) {
  await db.query(
    `INSERT INTO forum_reports (item_type, item_id, reporter_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [type, itemId, reporterId],
  );
}

/** 0-based position of a comment among the comments its viewer sees. */
export async function commentIndex(db: Run, viewer: string, postId: string, commentId: string) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM forum_comments fc, forum_comments target
     WHERE target.id = $3 AND fc.post_id = $2 AND ${notReported('Comment', 'fc', '$1')}
       AND (fc.created_at, fc.id) < (target.created_at, target.id)`,
    [viewer, postId, commentId],
  );
  return rows[0]?.n ?? 0;
}

export async function replyIndex(db: Run, viewer: string, commentId: string, replyId: string) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM forum_replies fr, forum_replies target
     WHERE target.id = $3 AND fr.comment_id = $2 AND ${notReported('Reply', 'fr', '$1')}
       AND (fr.created_at, fr.id) < (target.created_at, target.id)`,
    [viewer, commentId, replyId],
  );
  return rows[0]?.n ?? 0;
}

export async function isReported(db: Run, type: ForumItemType, itemId: string, viewer: string) {
  const { rows } = await db.query(
    `SELECT 1 FROM forum_reports WHERE item_type = $1 AND item_id = $2 AND reporter_id = $3`,
    [type, itemId, viewer],
  );
  return rows.length > 0;
}
