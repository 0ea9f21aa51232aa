import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseDetails, courses, type LearningOutcome, type Module } from '../../db/schema';

export interface CourseContent {
  id: string;
  title: string;
  learningOutcomes: LearningOutcome[];
  modules: Module[];
}

/** A course's outcomes and modules (the ids questions and performance rows refer to); null if unknown. */
export async function courseContent(db: Queryable, courseId: string): Promise<CourseContent | null> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      learningOutcomes: courseDetails.learningOutcomes,
      modules: courseDetails.modules,
    })
    .from(courses)
    .innerJoin(courseDetails, eq(courseDetails.courseId, courses.id))
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/** The lesson at outcome/module/lesson in the content, only if the three ids belong together. */
export function findLesson(content: CourseContent, outcomeId: string, moduleId: string, lessonId: string) {
  const module = content.modules.find((m) => m.id === moduleId && m.learningOutcomeId === outcomeId);
  const lesson = module?.lessons.find((l) => l.id === lessonId);
  return module && lesson ? { module, lesson } : null;
}

/** The scope tree of the placement dialog (GET /course/getLearningOutcomes). */
export function outcomesTree(content: CourseContent) {
  return {
    courseId: content.id,
    title: content.title,
    learningOutcomes: content.learningOutcomes.map((o) => ({
      id: o.id,
      statement: o.statement,
      modules: content.modules
        .filter((m) => m.learningOutcomeId === o.id)
        .map((m) => ({
          id: m.id,
          name: m.name,
          lessons: m.lessons.map((l) => ({ id: l.id, name: l.name })),
        })),
    })),
  };
}
