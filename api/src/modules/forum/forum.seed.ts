import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

const HOUR_MS = 3_600_000;

/**
 * Demo forum: instructor@demo.test teaches algebra-foundations, whose forum
 * has a few posts, comments and replies by the demo learner and instructor.
 * Runs inside seedDemo's first-start transaction.
 */
export async function seedForumDemo(tx: Queryable, now: Date): Promise<void> {
  const ids = await tx.execute<{ course: string; learner: string; instructor: string }>(sql`
    SELECT (SELECT id FROM courses WHERE seo_txt = 'algebra-foundations') AS course,
           (SELECT id FROM users WHERE email = 'learner@demo.test') AS learner,
           (SELECT id FROM users WHERE email = 'instructor@demo.test') AS instructor`);
  const { course, learner, instructor } = ids.rows[0] ?? {};
  if (!course || !learner || !instructor) return;
  await tx.execute(
    sql`INSERT INTO course_instructors (course_id, user_id) VALUES (${course}, ${instructor}) ON CONFLICT DO NOTHING`,
  );

  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS).toISOString();
  const posts = [
    {
      seo: 'welcome-to-the-algebra-forum',
      by: instructor,
      ago: 72,
      content:
        '<h3>Welcome to the algebra forum!</h3><p>Ask anything about the lessons here. Please be kind, and show your working so others can learn from it.</p>',
      comments: [
        {
          by: learner,
          ago: 70,
          content: '<p>Thanks! Is there a list of the formulas we need for the quiz?</p>',
          replies: [
            {
              by: instructor,
              ago: 69,
              content: '<p>Yes: the summary at the end of each unit has them all.</p>',
            },
            { by: learner, ago: 68, content: '<p>Found it, thank you.</p>' },
          ],
        },
        { by: learner, ago: 50, content: '<p>Will there be office hours this week?</p>', replies: [] },
        { by: instructor, ago: 49, content: '<p>Office hours are on Thursday at 18:00.</p>', replies: [] },
      ],
    },
    {
      seo: 'why-does-dividing-by-a-negative-flip-the-inequality',
      by: learner,
      ago: 30,
      content:
        '<p>Why does dividing both sides by a negative number flip the inequality sign? For example <code>-2x &lt; 6</code> becomes <code>x &gt; -3</code>.</p>',
      comments: [
        {
          by: instructor,
          ago: 28,
          content:
            '<p>Try it with numbers: 2 &lt; 3, but -2 &gt; -3. Multiplying by a negative mirrors the number line, so the order reverses.</p>',
          replies: [{ by: learner, ago: 27, content: '<p>That makes sense now, thanks!</p>' }],
        },
      ],
    },
    {
      seo: 'tips-for-factoring-quadratics',
      by: learner,
      ago: 5,
      content:
        '<p>Does anyone have tips for factoring quadratics quickly?</p><ul><li>I look for two numbers that multiply to <em>c</em></li><li>and add up to <em>b</em></li></ul>',
      comments: [],
    },
  ];
  for (const post of posts) {
    const inserted = await tx.execute<{ id: string }>(sql`
      INSERT INTO forum_posts (seo_txt, course_id, user_id, content, created_at, updated_at)
      VALUES (${post.seo}, ${course}, ${post.by}, ${post.content}, ${at(post.ago)}, ${at(post.ago)})
      ON CONFLICT (seo_txt) DO NOTHING RETURNING id`);
    const postId = inserted.rows[0]?.id;
    if (!postId) continue;
    for (const comment of post.comments) {
      const c = await tx.execute<{ id: string }>(sql`
        INSERT INTO forum_comments (post_id, user_id, content, created_at, updated_at)
        VALUES (${postId}, ${comment.by}, ${comment.content}, ${at(comment.ago)}, ${at(comment.ago)}) RETURNING id`);
      for (const reply of comment.replies) {
        await tx.execute(sql`
          INSERT INTO forum_replies (comment_id, user_id, content, created_at, updated_at)
          VALUES (${c.rows[0]!.id}, ${reply.by}, ${reply.content}, ${at(reply.ago)}, ${at(reply.ago)})`);
      }
    }
  }
}
