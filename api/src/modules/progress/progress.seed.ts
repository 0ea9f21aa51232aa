import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { refreshCourseCompletion } from './completion';
import { nextFireAt } from './learning-times.schedule';

/** The demo learner's course with answers: the progress page shows partial mastery on a fresh start. */
const DEMO_COURSE = 'algebra-foundations';
const DEMO_EMAIL = 'learner@demo.test';
/** Passed difficulties per outcome, in course order: the first mastered (mask 7), the second started (mask 1). */
const DEMO_PASSED = [[1, 2, 3], [1]];
const DEMO_TIMES = [{ alarmTime: '18:30', repeatDays: [1, 3, 6] }];

/**
 * Answers and a learning time for the demo learner on one course. Runs in
 * seedDemo's first-start transaction, after the catalogue's content.
 */
export async function seedProgressDemo(tx: Queryable, now: Date): Promise<void> {
  const { rows } = await tx.execute<{
    progressId: string;
    userId: string;
    courseId: string;
    outcomes: { id: string }[];
    modules: { id: string; learningOutcomeId: string; lessons: { id: string }[] }[];
    timezone: string;
  }>(sql`
    SELECT p.id AS "progressId", p.user_id AS "userId", p.course_id AS "courseId",
           d.learning_outcomes AS outcomes, d.modules, u.timezone
    FROM course_progress p JOIN users u ON u.id = p.user_id JOIN courses c ON c.id = p.course_id
    JOIN course_details d ON d.course_id = c.id
    WHERE u.email = ${DEMO_EMAIL} AND c.seo_txt = ${DEMO_COURSE}`);
  const demo = rows[0];
  if (!demo) return;
  for (const [i, difficulties] of DEMO_PASSED.entries()) {
    const outcome = demo.outcomes[i];
    const module = demo.modules.find((m) => m.learningOutcomeId === outcome?.id);
    const lesson = module?.lessons[0];
    if (!outcome || !module || !lesson) continue;
    for (const difficulty of difficulties) {
      await tx.execute(sql`
        INSERT INTO learning_performance (progress_id, user_id, course_id, learning_outcome_id, module_id, lesson_id,
          passed, difficulty_level, cognitive_level, time_spent_seconds, created_at)
        VALUES (${demo.progressId}, ${demo.userId}, ${demo.courseId}, ${outcome.id}, ${module.id}, ${lesson.id},
          true, ${difficulty}, ${difficulty + 1}, 40, ${now})`);
    }
    await tx.execute(sql`
      INSERT INTO lesson_time (progress_id, lesson_id, seconds) VALUES (${demo.progressId}, ${lesson.id}, ${600 + i * 300})
      ON CONFLICT DO NOTHING`);
  }
  for (const [position, time] of DEMO_TIMES.entries()) {
    const next = nextFireAt(time.alarmTime, time.repeatDays, demo.timezone, now);
    await tx.execute(sql`
      INSERT INTO learning_times (progress_id, position, alarm_time, repeat_days, time_zone, next_fire_at)
      VALUES (${demo.progressId}, ${position}, ${time.alarmTime}, ${`{${time.repeatDays.join(',')}}`}::smallint[],
        ${demo.timezone}, ${next})`);
  }
  await refreshCourseCompletion(tx, demo.progressId);
}
