import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { courses, createdAt, ts, users } from './foundation';
import { columnCheck, compositeKey, references, uniqueKeyName } from './postgres-names';

// The course forum, a course's instructors and the notifications (migration 0001).

const updatedAt = () => ts('updated_at').notNull().defaultNow();

export const courseInstructors = pgTable(
  'course_instructors',
  { courseId: uuid('course_id').notNull(), userId: uuid('user_id').notNull() },
  (t) => [
    compositeKey(t.courseId, t.userId),
    references(t.courseId, courses.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
  ],
);

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seoTxt: text('seo_txt').notNull().unique(uniqueKeyName('forum_posts', 'seo_txt')),
    courseId: uuid('course_id').notNull(),
    userId: uuid('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who liked it, in order: kept by a trigger on forum_likes (migration 0008), read with the post. */
    likes: uuid('likes').array().notNull().default(sql`'{}'`),
    /** Its comments, all of them: kept by a trigger on forum_comments (migration 0008). */
    commentsCount: integer('comments_count').notNull().default(0),
  },
  (t) => [
    references(t.courseId, courses.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
    // Serves a page of posts in order, and the keyset paging below a post (ORDER BY created_at DESC, id DESC).
    index('forum_posts_course_created').on(
      t.courseId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const forumComments = pgTable(
  'forum_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').notNull(),
    userId: uuid('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    references(t.postId, forumPosts.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
    index('forum_comments_post_created').on(t.postId, t.createdAt, t.id),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id').notNull(),
    userId: uuid('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    references(t.commentId, forumComments.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
    index('forum_replies_comment_created').on(t.commentId, t.createdAt, t.id),
  ],
);

export const forumLikes = pgTable(
  'forum_likes',
  { postId: uuid('post_id').notNull(), userId: uuid('user_id').notNull(), createdAt: createdAt() },
  (t) => [
    compositeKey(t.postId, t.userId),
    references(t.postId, forumPosts.id, 'cascade'),
    references(t.userId, users.id, 'cascade'),
  ],
);

/**
 * When each member last opened a course's forum list (its first page), so the course page,
 * progress page and dashboard can say how many posts are new since (GET /forum/newPosts).
 */
export const forumVisits = pgTable(
  'forum_visits',
  {
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id').notNull(),
    visitedAt: ts('visited_at').notNull().defaultNow(),
  },
  (t) => [
    compositeKey(t.userId, t.courseId),
    references(t.userId, users.id, 'cascade'),
    references(t.courseId, courses.id, 'cascade'),
  ],
);

/** A reader's report hides the item from that reader only. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemType: text('item_type').$type<'Post' | 'Comment' | 'Reply'>().notNull(),
    itemId: uuid('item_id').notNull(),
    reporterId: uuid('reporter_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    columnCheck(t.itemType, sql`${t.itemType} IN ('Post', 'Comment', 'Reply')`),
    references(t.reporterId, users.id, 'cascade'),
    unique('forum_reports_reporter_item').on(t.reporterId, t.itemType, t.itemId),
  ],
);

/**
 * Each uploaded forum image (its file is DATA_DIR/uploads/{name}): who uploaded it to which
 * course's forum, for the per-user rate and quota, and for the job that removes files no
 * post, comment or reply refers to once their grace period is over.
 */
export const forumUploads = pgTable(
  'forum_uploads',
  {
    name: text('name').primaryKey(),
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    references(t.courseId, courses.id, 'cascade'),
    index('forum_uploads_user_created').on(t.userId, t.createdAt),
    index('forum_uploads_created').on(t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    eventShort: text('event_short').notNull(),
    template: text('template').notNull(),
    templateType: text('template_type').$type<'link' | 'text' | 'custom'>().notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    seenAt: ts('seen_at'),
  },
  (t) => [
    references(t.userId, users.id, 'cascade'),
    columnCheck(t.templateType, sql`${t.templateType} IN ('link', 'text', 'custom')`),
    index('notifications_user_created').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * How many notifications each user has, and how many unseen: kept by a trigger
 * on notifications (migration 0006) in the transaction of each change, so a
 * page of the bell never counts the whole list.
 */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    userId: uuid('user_id').primaryKey(),
    total: integer('total').notNull().default(0),
    notSeen: integer('not_seen').notNull().default(0),
  },
  (t) => [references(t.userId, users.id, 'cascade')],
);
