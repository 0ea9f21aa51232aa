import type { Question, QuestionInput } from '@elearn/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { questions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isUuid } from '../../http/uuid';
import { courseContent, findLesson } from './course-content';

type Row = typeof questions.$inferSelect;
const toQuestion = (r: Row): Question => ({
  id: r.id,
  courseId: r.courseId,
  learningOutcomeId: r.learningOutcomeId,
  moduleId: r.moduleId,
  lessonId: r.lessonId,
  type: r.type as Question['type'],
  prompt: r.prompt,
  options: r.options,
  correct: r.correct,
  explanation: r.explanation,
  difficultyLevel: r.difficultyLevel,
  cognitiveLevel: r.cognitiveLevel,
});

const noQuestion = () => new HttpError(404, 'NOT_FOUND', 'No such question.');

/** The question bank of a course, edited by its instructors (and staff); routes check the role. */
export function questionBankService(ctx: AppContext) {
  const db = ctx.database.db;

  /** A question must sit on a lesson of the course (outcome, module and lesson that belong together). */
  async function checkPlace(courseId: string, input: QuestionInput) {
    const content = await courseContent(db, courseId);
    if (!content || !findLesson(content, input.learningOutcomeId, input.moduleId, input.lessonId))
      throw new HttpError(422, 'VALIDATION', 'The lesson is not part of this course.');
  }

  return {
    async list(courseId: string, lessonId?: string): Promise<Question[]> {
      const rows = await db
        .select()
        .from(questions)
        .where(and(eq(questions.courseId, courseId), lessonId ? eq(questions.lessonId, lessonId) : undefined))
        .orderBy(asc(questions.lessonId), asc(questions.difficultyLevel), asc(questions.createdAt));
      return rows.map(toQuestion);
    },
    async create(courseId: string, input: QuestionInput): Promise<Question> {
      await checkPlace(courseId, input);
      const [row] = await db
        .insert(questions)
        .values({ ...input, courseId })
        .returning();
      return toQuestion(row!);
    },
    async update(courseId: string, id: string, input: QuestionInput): Promise<Question> {
      if (!isUuid(id)) throw noQuestion();
      await checkPlace(courseId, input);
      const [row] = await db
        .update(questions)
        .set(input)
        .where(and(eq(questions.id, id), eq(questions.courseId, courseId)))
        .returning();
      if (!row) throw noQuestion();
      return toQuestion(row);
    },
    async remove(courseId: string, id: string) {
      if (!isUuid(id)) throw noQuestion();
      const gone = await db
        .delete(questions)
        .where(and(eq(questions.id, id), eq(questions.courseId, courseId)))
        .returning({ id: questions.id });
      if (gone.length === 0) throw noQuestion();
      return { ok: true as const };
    },
  };
}
