import type { CourseFormValues } from '@elearn/contracts';
import { courseTitleRule, numberRule, COURSE_RULES as R } from '@elearn/contracts/course-authoring';
import { z } from 'zod';

/*
 * The Course outline file that prefills the course form (authoring §3,
 * "Course outline shape"): name, grade_level, learning_outcomes and modules
 * with lessons, all required but other_lesson_info. An invalid file answers
 * every problem with its path in the file, so the author can fix them all.
 */

const filled = (message: string) => z.string({ error: message }).trim().min(1, message);
/** A list of at least one item; also the message when the list is missing or not a list. */
const atLeastOne = <T extends z.ZodType>(item: T, message: string) =>
  z.array(item, { error: message }).min(1, message);
/** One entry or a list of them (files write a lesson's single sample questions entry either way). */
const oneOrMore = <T extends z.ZodType>(item: T, message: string) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? [v] : v), atLeastOne(item, message));

const criterion = z.union(
  [filled(R.descriptionRequired), z.object({ description: filled(R.descriptionRequired) })],
  {
    error: R.descriptionRequired,
  },
);

export const courseOutlineSchema = z.object({
  name: courseTitleRule,
  grade_level: filled(R.required),
  learning_outcomes: atLeastOne(
    z.object({
      statement: filled(R.statementRequired),
      scope: filled(R.scopeRequired),
      domain: filled(R.domainRequired),
      performanceCriteria: atLeastOne(criterion, R.criteriaMin),
    }),
    R.outcomesMin,
  ),
  modules: atLeastOne(
    z.object({
      module_number: numberRule,
      module_name: filled(R.nameRequired),
      lessons: atLeastOne(
        z.object({
          lesson_number: numberRule,
          lesson_name: filled(R.nameRequired),
          learning_outcomes: atLeastOne(filled(R.lessonOutcomeRequired), R.lessonOutcomesMin),
          content: filled(R.required),
          sample_questions: oneOrMore(
            z.object({
              type: filled(R.required),
              questions: z.union([filled(R.required), atLeastOne(filled(R.required), R.required)], {
                error: R.required,
              }),
            }),
            R.sampleQuestionsMin,
          ),
          other_lesson_info: z.string().optional(),
        }),
        R.lessonsMin,
      ),
    }),
    R.modulesMin,
  ),
});
export type CourseOutline = z.output<typeof courseOutlineSchema>;

/** One problem of a file: where (a dotted path, "file" for the file itself) and the message key. */
export interface OutlineError {
  path: string;
  message: string;
}

export type OutlineResult =
  | { ok: true; outline: CourseOutline; gradeLevel: string }
  | { ok: false; errors: OutlineError[] };

/** Reads an outline file's text: the outline, or every error by path. */
export function parseOutline(text: string): OutlineResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ path: 'file', message: 'form.outline.notJson' }] };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return { ok: false, errors: [{ path: 'file', message: 'form.outline.notObject' }] };
  const parsed = courseOutlineSchema.safeParse(json);
  if (parsed.success) return { ok: true, outline: parsed.data, gradeLevel: parsed.data.grade_level };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || 'file',
      message: issue.message.startsWith('rules.') ? issue.message : R.required,
    })),
  };
}

/** The form's values with the outline's parts put in (description, keywords and fees are the form's own). */
export function prefillFromOutline(values: CourseFormValues, outline: CourseOutline): CourseFormValues {
  return {
    ...values,
    title: outline.name,
    learningOutcomes: outline.learning_outcomes.map((o) => ({
      statement: o.statement,
      scope: o.scope,
      domain: o.domain,
      performanceCriteria: o.performanceCriteria.map((c) => ({
        description: typeof c === 'string' ? c : c.description,
      })),
    })),
    // The file does not say which outcome a module serves: modules follow the outcomes in order.
    modules: outline.modules.map((m, index) => ({
      number: m.module_number,
      name: m.module_name,
      outcome: Math.min(index, outline.learning_outcomes.length - 1),
      lessons: m.lessons.map((l) => ({
        number: l.lesson_number,
        name: l.lesson_name,
        learningOutcomes: l.learning_outcomes,
        content: l.content,
        sampleQuestions: l.sample_questions.map((s) => ({
          type: s.type,
          questions: Array.isArray(s.questions) ? s.questions.join('\n') : s.questions,
        })),
        otherInfo: l.other_lesson_info ?? '',
      })),
    })),
  };
}

/**
 * The create mode's grade levels after a file: the one named as the file's grade_level
 * (case and spaces aside) when the course is academic and one is; else as they were.
 */
export function gradeLevelsFromOutline<V extends object>(
  values: V,
  gradeLevel: string,
  grades: readonly { id: string; name: string }[],
): V {
  const wanted = gradeLevel.trim().toLowerCase();
  const grade = grades.find((g) => g.name.trim().toLowerCase() === wanted);
  const academic = (values as { type?: string }).type === 'academic';
  return academic && grade ? { ...values, gradeLevels: [grade.id] } : values;
}
