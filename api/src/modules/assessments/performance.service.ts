import type { LearnerPerformance } from '@elearn/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { LearnerScope } from '../auth/learner-access';

/**
 * A learner's exams and answered questions for the performance tabs and the
 * matrix, limited to the courses the viewer may see (requireLearnerViewer).
 */
export async function learnerPerformance(
  ctx: AppContext,
  learnerId: string,
  scope: LearnerScope,
): Promise<LearnerPerformance> {
  const db = ctx.database.db;
  // All courses, or the instructor's shared ones: one filter for the three reads.
  const inScope = scope.all ? sql`true` : sql`course_id = ANY(${`{${scope.courseIds.join(',')}}`}::uuid[])`;
  type ExamRow = {
    examId: string;
    hash: string;
    kind: 'lesson' | 'placement' | 'review';
    name: string;
    courseId: string;
    status: 'in_progress' | 'marking' | 'scored';
    percentageScore: number | null;
    totalScore: number;
    outOf: number;
    createdAt: Date;
  };
  const columns = sql`id AS "examId", hash, kind, name, course_id AS "courseId", status,
    percentage_score AS "percentageScore", total_score AS "totalScore", out_of AS "outOf"`;
  const exams = await db.execute<ExamRow>(sql`
    SELECT ${columns}, submitted_at AS "createdAt"
    FROM exams WHERE user_id = ${learnerId} AND status <> 'in_progress' AND ${inScope}
    ORDER BY submitted_at DESC LIMIT 500`);
  // Started and not submitted: listed so the learner can go back to them (a generated test has no other way in).
  const unfinished = await db.execute<ExamRow>(sql`
    SELECT ${columns}, started_at AS "createdAt"
    FROM exams WHERE user_id = ${learnerId} AND status = 'in_progress' AND ${inScope}
    ORDER BY started_at DESC LIMIT 50`);
  const item = (e: ExamRow) => ({
    ...e,
    totalScore: Number(e.totalScore),
    percentageScore: e.percentageScore === null ? null : Number(e.percentageScore),
    createdAt: new Date(e.createdAt).toISOString(),
  });
  const answers = await db.execute<{
    courseId: string;
    learningOutcomeId: string;
    examId: string | null;
    passed: boolean;
    difficultyLevel: number;
    cognitiveLevel: number;
    createdAt: Date;
  }>(sql`
    SELECT course_id AS "courseId", learning_outcome_id AS "learningOutcomeId", exam_id AS "examId", passed,
           difficulty_level AS "difficultyLevel", cognitive_level AS "cognitiveLevel", created_at AS "createdAt"
    FROM learning_performance WHERE user_id = ${learnerId} AND ${inScope}
    ORDER BY created_at LIMIT 5000`);
  const courses = await db.execute<{
    id: string;
    title: string;
    learningOutcomes: { id: string; statement: string }[];
  }>(sql`
    SELECT c.id, c.title,
      COALESCE((SELECT json_agg(json_build_object('id', o->>'id', 'statement', o->>'statement'))
                FROM jsonb_array_elements(d.learning_outcomes) o), '[]') AS "learningOutcomes"
    FROM course_progress p JOIN courses c ON c.id = p.course_id JOIN course_details d ON d.course_id = c.id
    WHERE p.user_id = ${learnerId} AND ${scope.all ? sql`true` : sql`p.course_id = ANY(${`{${scope.courseIds.join(',')}}`}::uuid[])`}
    ORDER BY c.title`);
  return {
    exams: exams.rows.map(item),
    unfinished: unfinished.rows.map(item),
    answers: answers.rows.map((a) => ({ ...a, createdAt: new Date(a.createdAt).toISOString() })),
    courses: courses.rows,
  };
}
