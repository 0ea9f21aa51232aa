import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/**
 * The demo learner's bell: one notification for each comment others wrote on
 * their forum posts, as `notify` would have made it. Runs inside seedDemo's
 * first-start transaction, after the demo forum.
 */
export async function seedNotificationsDemo(tx: Queryable): Promise<void> {
  await tx.execute(sql`
    INSERT INTO notifications (user_id, event_short, template, template_type, attributes, created_at)
    SELECT p.user_id, 'forum.comment', 'notifications.forum.comment', 'link',
      jsonb_build_object(
        'actor', u.first_name || ' ' || u.last_name,
        'courseSeoTxt', c.seo_txt,
        'postSeoTxt', p.seo_txt,
        'postId', p.id::text,
        'commentId', fc.id::text,
        'link', '/course/' || c.seo_txt || '/forum/' || p.seo_txt || '?comment=' || fc.id::text
      ),
      fc.created_at
    FROM forum_comments fc
    JOIN forum_posts p ON p.id = fc.post_id
    JOIN courses c ON c.id = p.course_id
    JOIN users u ON u.id = fc.user_id
    JOIN users learner ON learner.id = p.user_id AND learner.email = 'learner@demo.test'
    WHERE fc.user_id <> p.user_id`);
}
