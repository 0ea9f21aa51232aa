import { eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseDetails, courses, questions } from '../../db/schema';
import { DEMO_QUESTION_BANK, type SeedQuestion } from './question-bank';

/** A seed question as a bank row (tf: [1] true, [0] false). */
function toRow(q: SeedQuestion) {
  return {
    type: q.t,
    prompt: q.q,
    options: q.t === 'mcq' ? q.o : [],
    correct: q.t === 'mcq' ? q.a : q.t === 'tf' ? [q.a ? 1 : 0] : [],
    explanation: q.e,
    difficultyLevel: q.d,
    cognitiveLevel: q.c,
  };
}

/**
 * The demo question bank, lesson by lesson, placed by the ids the catalogue
 * seed gave the lessons. Runs in seedDemo's transaction after seedCatalogueDemo.
 */
export async function seedQuestionBankDemo(tx: Queryable): Promise<void> {
  const rows = await tx
    .select({ id: courses.id, seoTxt: courses.seoTxt, modules: courseDetails.modules })
    .from(courses)
    .innerJoin(courseDetails, eq(courseDetails.courseId, courses.id))
    .where(inArray(courses.seoTxt, Object.keys(DEMO_QUESTION_BANK)));
  const values = rows.flatMap((course) =>
    course.modules.flatMap((module) =>
      module.lessons.flatMap((lesson) =>
        (DEMO_QUESTION_BANK[course.seoTxt]?.[lesson.name] ?? []).map((q) => ({
          courseId: course.id,
          learningOutcomeId: module.learningOutcomeId,
          moduleId: module.id,
          lessonId: lesson.id,
          ...toRow(q),
        })),
      ),
    ),
  );
  if (values.length > 0) await tx.insert(questions).values(values);
}
