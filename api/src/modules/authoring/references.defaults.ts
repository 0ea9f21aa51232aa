import { randomUUID } from 'node:crypto';
import type { ListReference } from '@elearn/contracts';
import type { LearningOutcome, Lesson, Module } from '../../db/schema';
import type { CourseContent } from './references.paths';

/*
 * The record each list of the tree editor grows by (authoring §5, "Tree editor
 * defaults for new items"). The server chooses it from the list's kind, so a
 * push can never smuggle a body of its own into the content.
 */

const criterion = () => ({ id: randomUUID(), description: 'New Performance Criteria' });
const question = () => ({ question: 'New Questions List', answer: '' });
const sampleQuestions = () => ({ type: 'New Questions Type', questions: [question()] });

const outcome = (): LearningOutcome => ({
  id: randomUUID(),
  statement: 'New Learning Outcome',
  scope: 'New Scope',
  domain: 'New Domain',
  performanceCriteria: [criterion()],
});

const lesson = (number: number): Lesson => ({
  id: randomUUID(),
  number,
  name: 'New Lesson',
  learningOutcomes: ['New Learning Outcome'],
  content: 'New Lesson Content',
  sampleQuestions: [sampleQuestions()],
  otherInfo: 'New Lesson Info',
});

/** A new module teaches towards the outcome its list ends with (or the course's first outcome). */
const newModule = (content: CourseContent, number: number): Module => ({
  id: randomUUID(),
  number,
  name: 'New Module',
  learningOutcomeId: content.modules.at(-1)?.learningOutcomeId ?? content.learningOutcomes[0]?.id ?? '',
  lessons: [lesson(1)],
});

/** Numbered records continue the list's numbering. */
const nextNumber = (list: readonly unknown[]) =>
  Math.max(0, ...list.map((item) => (item as { number?: number }).number ?? 0)) + 1;

/** The default record to append to `list`, found at `path` of `content`. */
export function defaultRecord(
  content: CourseContent,
  path: ListReference,
  list: readonly unknown[],
): unknown {
  const kind = path.at(-1);
  switch (kind) {
    case 'performanceCriteria':
      return criterion();
    case 'modules':
      return newModule(content, nextNumber(list));
    case 'lessons':
      return lesson(nextNumber(list));
    case 'learningOutcomes':
      // The course's outcomes are records; a lesson's are statements.
      return path.length === 1 ? outcome() : 'New Learning Outcome';
    case 'sampleQuestions':
      return sampleQuestions();
    case 'questions':
      return question();
  }
}
