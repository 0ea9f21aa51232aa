import {
  isMastered,
  type LearnerCard,
  type LearnerProgress,
  type StudyLog,
  shownCompletion,
} from '@elearn/contracts';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import type { LearnerScope } from '../auth/learner-access';
import { answersOf } from './progress.queries';

/** How much of the study log one page shows. */
const STUDY_DAYS = 60;
const ACTIVITY_ROWS = 100;

/** `NULL` (everything) or the course ids an instructor may see, as a SQL parameter. */
const scopeParam = (scope: LearnerScope) => (scope.all ? null : scope.courseIds);

/** What a learner viewer (requireLearnerViewer) reads: the card, the study log, the course progress. */
export function learnerService(ctx: AppContext) {
  const pool = ctx.database.pool;
  return {
    async card(learnerId: string): Promise<LearnerCard> {
      const { rows } = await pool.query<{
        id: string;
        first_name: string;
        last_name: string;
        image: string | null;
        email: string;
        phone: string | null;
        system: string | null;
        grade: string | null;
      }>(
        `SELECT u.id, u.first_name, u.last_name, u.image, u.email, p.phone, s.name AS system, g.name AS grade
         FROM users u LEFT JOIN learner_profiles p ON p.user_id = u.id
         LEFT JOIN educational_systems s ON s.id = p.educational_system_id
         LEFT JOIN grade_levels g ON g.id = p.grade_level_id
         WHERE u.id = $1`,
        [learnerId],
      );
      const u = rows[0];
      if (!u) throw new HttpError(404, 'NOT_FOUND', 'No such learner.');
      const plan = await pool.query<{ name: string; start_date: Date; renew_date: Date }>(
        `SELECT p.name, up.start_date, up.renew_date FROM user_plans up JOIN plans p ON p.id = up.plan_id
         WHERE up.user_id = $1 AND up.start_date <= $2 AND up.renew_date >= $2 ORDER BY up.start_date DESC LIMIT 1`,
        [learnerId, ctx.now()],
      );
      const current = plan.rows[0];
      return {
        id: u.id,
        firstName: u.first_name,
        lastName: u.last_name,
        image: u.image,
        email: u.email,
        phone: u.phone,
        educationalSystem: u.system,
        gradeLevel: u.grade,
        plan: current
          ? {
              name: current.name,
              startDate: new Date(current.start_date).toISOString(),
              renewDate: new Date(current.renew_date).toISOString(),
            }
          : null,
      };
    },

    async studyLog(learnerId: string, scope: LearnerScope): Promise<StudyLog> {
      const days = scope.all
        ? (
            await pool.query<{ day: string; minutes: string }>(
              `SELECT day::text AS day, minutes FROM study_days WHERE user_id = $1 ORDER BY day DESC LIMIT ${STUDY_DAYS}`,
              [learnerId],
            )
          ).rows.map((r) => ({ day: r.day, minutes: Number(r.minutes) }))
        : null;
      const { rows } = await pool.query<{
        created_at: Date;
        route: string;
        minutes: string;
        title: string | null;
      }>(
        `SELECT a.created_at, a.route, a.minutes, c.title FROM activity_log a LEFT JOIN courses c ON c.id = a.course_id
         WHERE a.user_id = $1 AND ($2::uuid[] IS NULL OR a.course_id = ANY($2::uuid[]))
         ORDER BY a.created_at DESC LIMIT ${ACTIVITY_ROWS}`,
        [learnerId, scopeParam(scope)],
      );
      return {
        studyDays: days,
        activity: rows.map((r) => ({
          createdAt: new Date(r.created_at).toISOString(),
          route: r.route,
          minutes: Number(r.minutes),
          courseTitle: r.title,
        })),
      };
    },

    async progress(learnerId: string, scope: LearnerScope): Promise<LearnerProgress> {
      const { rows } = await pool.query<{
        id: string;
        course_id: string;
        title: string;
        completion: number;
        outcomes: { id: string }[] | null;
      }>(
        `SELECT p.id, p.course_id, c.title, p.completion, d.learning_outcomes AS outcomes
         FROM course_progress p JOIN courses c ON c.id = p.course_id LEFT JOIN course_details d ON d.course_id = c.id
         WHERE p.user_id = $1 AND ($2::uuid[] IS NULL OR p.course_id = ANY($2::uuid[]))
         ORDER BY c.title`,
        [learnerId, scopeParam(scope)],
      );
      const result: LearnerProgress = [];
      for (const row of rows) {
        const answers = await answersOf(pool, row.id);
        const outcomes = row.outcomes ?? [];
        const mastered = outcomes.filter((o) =>
          isMastered(
            answers
              .filter((a) => a.outcome === o.id)
              .map((a) => ({ difficultyLevel: a.difficulty, passed: a.passed })),
          ),
        ).length;
        result.push({
          courseId: row.course_id,
          title: row.title,
          completion: shownCompletion(row.completion),
          mastered,
          outcomes: outcomes.length,
        });
      }
      return result;
    },
  };
}
