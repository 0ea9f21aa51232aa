import { randomUUID } from 'node:crypto';
import type { CourseForm, StoredCourseForm } from '@elearn/contracts';
import { COURSE_RULES } from '@elearn/contracts/course-authoring';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courseDetails, courses, type LearningOutcome, type Lesson, type Module } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { withStoredLessonContent } from '../../storage/stored-html';
import { courseTitleTaken } from './authoring.queries';

/** Questions are edited one per line; a question kept word for word keeps its stored answer. */
const questionLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Keeps a record's id when it is one of the course's own and not used twice; else a new one. */
function idKeeper(existing: Iterable<string>) {
  const known = new Set(existing);
  const used = new Set<string>();
  return (id: string | undefined) => {
    const kept = id && known.has(id) && !used.has(id) ? id : randomUUID();
    used.add(kept);
    return kept;
  };
}

/** The stored content as the form's values (ids kept so a save changes records in place). */
function toForm(row: {
  title: string;
  description: string | null;
  keywords: string[];
  additionalFeesPiastres: number | null;
  learningOutcomes: LearningOutcome[];
  modules: Module[];
}): StoredCourseForm {
  return {
    title: row.title,
    description: row.description ?? '',
    keywords: row.keywords,
    additionalFees: row.additionalFeesPiastres ? row.additionalFeesPiastres / 100 : '',
    learningOutcomes: row.learningOutcomes.map((o) => ({
      id: o.id,
      statement: o.statement,
      scope: o.scope,
      domain: o.domain,
      performanceCriteria: o.performanceCriteria.map((c) => ({ id: c.id, description: c.description })),
    })),
    modules: row.modules.map((m) => ({
      id: m.id,
      number: m.number,
      name: m.name,
      outcome: Math.max(
        0,
        row.learningOutcomes.findIndex((o) => o.id === m.learningOutcomeId),
      ),
      lessons: m.lessons.map((l) => ({
        id: l.id,
        number: l.number,
        name: l.name,
        learningOutcomes: l.learningOutcomes,
        content: l.content,
        sampleQuestions: l.sampleQuestions.map((s) => ({
          type: s.type,
          questions: s.questions.map((q) => q.question).join('\n'),
        })),
        otherInfo: l.otherInfo ?? '',
      })),
    })),
  };
}

/** The form's outcomes and modules as stored content, keeping known ids and the answers of unchanged questions. */
export function fromForm(
  form: CourseForm,
  stored: { learningOutcomes: LearningOutcome[]; modules: Module[] },
) {
  const outcomeId = idKeeper(stored.learningOutcomes.map((o) => o.id));
  const criterionId = idKeeper(
    stored.learningOutcomes.flatMap((o) => o.performanceCriteria.map((c) => c.id)),
  );
  const moduleId = idKeeper(stored.modules.map((m) => m.id));
  const storedLessons = new Map(stored.modules.flatMap((m) => m.lessons.map((l) => [l.id, l] as const)));
  const lessonId = idKeeper(storedLessons.keys());

  const learningOutcomes: LearningOutcome[] = form.learningOutcomes.map((o) => ({
    id: outcomeId(o.id),
    statement: o.statement,
    scope: o.scope,
    domain: o.domain,
    performanceCriteria: o.performanceCriteria.map((c) => ({
      id: criterionId(c.id),
      description: c.description,
    })),
  }));
  const modules: Module[] = form.modules.map((m) => ({
    id: moduleId(m.id),
    number: m.number,
    name: m.name,
    learningOutcomeId: learningOutcomes[m.outcome]!.id,
    lessons: m.lessons.map((l): Lesson => {
      const id = lessonId(l.id);
      const answers = new Map(
        storedLessons
          .get(id)
          ?.sampleQuestions.flatMap((s) => s.questions.map((q) => [q.question, q.answer])) ?? [],
      );
      return {
        id,
        number: l.number,
        name: l.name,
        learningOutcomes: l.learningOutcomes,
        content: l.content,
        sampleQuestions: l.sampleQuestions.map((s) => ({
          type: s.type,
          questions: questionLines(s.questions).map((question) => ({
            question,
            answer: answers.get(question) ?? '',
          })),
        })),
        ...(l.otherInfo?.trim() ? { otherInfo: l.otherInfo.trim() } : {}),
      };
    }),
  }));
  return { learningOutcomes, modules };
}

const piastres = (fees: CourseForm['additionalFees']) =>
  typeof fees === 'number' && fees > 0 ? Math.round(fees * 100) : null;

/** The full course form's read and save (authoring §2 "Course form"); callers are checked by the route. */
export function courseFormService(ctx: AppContext) {
  const read = async (db: AppContext['database']['db'], courseId: string, lock: boolean) => {
    const query = db
      .select({
        title: courses.title,
        description: courses.description,
        keywords: courses.keywords,
        additionalFeesPiastres: courses.additionalFeesPiastres,
        learningOutcomes: courseDetails.learningOutcomes,
        modules: courseDetails.modules,
      })
      .from(courses)
      .innerJoin(courseDetails, eq(courseDetails.courseId, courses.id))
      .where(eq(courses.id, courseId));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new HttpError(404, 'NOT_FOUND', 'No such course.');
    return row;
  };

  return {
    get: async (courseId: string) => toForm(await read(ctx.database.db, courseId, false)),

    /** Writes the form in one transaction; search and Eve's passages follow by the course_details triggers. */
    update: (courseId: string, form: CourseForm) =>
      inTransaction(ctx, async (tx) => {
        const stored = await read(tx.db, courseId, true);
        // Another course's title is refused here as in the wizard (authoring §5 rules).
        if (await courseTitleTaken(tx.db, form.title, courseId))
          throw new HttpError(422, 'VALIDATION', 'Some fields are not valid.', {
            errors: { title: COURSE_RULES.titleTaken },
          });
        const formed = fromForm(form, stored);
        const content = {
          ...formed,
          modules: withStoredLessonContent(formed.modules, ctx.config.publicOrigin),
        };
        await tx.db
          .update(courses)
          .set({
            title: form.title,
            description: form.description || null,
            keywords: form.keywords,
            additionalFeesPiastres: piastres(form.additionalFees),
          })
          .where(eq(courses.id, courseId));
        await tx.db.update(courseDetails).set(content).where(eq(courseDetails.courseId, courseId));
        return toForm({
          ...stored,
          ...form,
          additionalFeesPiastres: piastres(form.additionalFees),
          ...content,
        });
      }),
  };
}
