import { z } from 'zod';
import type { LearningOutcome, Lesson, Module } from '../../db/schema';

/*
 * A lesson's content and sample questions, built in the background after the
 * wizard (authoring §4). The offline answer is derived from the lesson's place
 * in the course: its name, its lesson outcomes, its module, the course outcome
 * with scope, domain and performance criteria. Same input, same lesson.
 */

export const builtLessonSchema = z.object({
  content: z.string().min(1),
  sampleQuestions: z
    .array(
      z.object({
        type: z.string().min(1),
        questions: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
      }),
    )
    .min(1),
});
export type BuiltLesson = z.infer<typeof builtLessonSchema>;

export interface LessonPlace {
  courseTitle: string;
  outcome: LearningOutcome | undefined;
  module: Pick<Module, 'name' | 'number'>;
  lesson: Pick<Lesson, 'name' | 'number' | 'learningOutcomes'>;
}

const noStop = (text: string) => text.trim().replace(/[.!?]+$/, '');
const lower = (text: string) =>
  text === text.toUpperCase() ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** The offline lesson: paragraphs separated by blank lines (what the study page and Eve's retrieval read). */
export function buildLessonOffline({ courseTitle, outcome, module, lesson }: LessonPlace): BuiltLesson {
  const aims = lesson.learningOutcomes.map(noStop).filter(Boolean);
  const criteria = (outcome?.performanceCriteria ?? []).map((c) => noStop(c.description)).filter(Boolean);
  const paragraphs = [
    `${lesson.name} is lesson ${lesson.number} of module ${module.number}, "${module.name}", in ${courseTitle}.` +
      (outcome ? ` It works towards the course outcome: ${noStop(outcome.statement)}.` : ''),
    aims.length ? `By the end of this lesson you will be able to: ${aims.map(lower).join('; ')}.` : '',
    outcome ? `Scope: ${noStop(outcome.scope)}. Domain: ${noStop(outcome.domain)}.` : '',
    ...aims.map(
      (aim, i) =>
        `Step ${i + 1}: ${aim}. Start from what you already know about ${lower(noStop(lesson.name))}, ` +
        `work through an example of your own, then check it against the criteria below.`,
    ),
    criteria.length ? `You have succeeded when: ${criteria.map(lower).join('; ')}.` : '',
  ].filter(Boolean);
  const reflect = aims.map((aim) => ({
    question: `How would you ${lower(aim)}? Give an example from ${courseTitle}.`,
    answer: `A good answer shows that you can ${lower(aim)}, with an example and the steps taken.`,
  }));
  const check = criteria.map((criterion) => ({
    question: `Is this true of your work: ${lower(criterion)}?`,
    answer: `Yes when your example meets it: ${lower(criterion)}.`,
  }));
  const sampleQuestions = [
    ...(reflect.length ? [{ type: 'Short answer', questions: reflect }] : []),
    ...(check.length ? [{ type: 'Self-check', questions: check }] : []),
  ];
  if (!sampleQuestions.length)
    sampleQuestions.push({
      type: 'Short answer',
      questions: [
        {
          question: `What is ${lower(noStop(lesson.name))} about?`,
          answer: `It is lesson ${lesson.number} of "${module.name}" in ${courseTitle}.`,
        },
      ],
    });
  return { content: paragraphs.join('\n\n'), sampleQuestions };
}
