import type { Citation, LiveQuestion } from './ai.provider';
import { linkText } from './compose-answer';
import { hintStrings } from './hint-strings';

/**
 * Socratic hints for a question of the learner's running test: what to find, the lesson to reread
 * (a link, not its words: the passage may hold the answer), how to test the options of this kind of
 * question, and a check. Never the answer, never which option.
 */
export function composeHints(question: LiveQuestion, lesson: Citation | undefined, lang: string): string {
  const s = hintStrings(lang);
  const kind =
    question.type === 'essay'
      ? s.essay
      : question.type === 'tf'
        ? s.tf
        : question.multiple
          ? s.mcqMultiple
          : s.mcq;
  const reread = lesson
    ? s.lesson.replace('{lesson}', `[${linkText(lesson.lessonName)}](${lesson.href})`)
    : s.noLesson;
  return [s.intro, '', `1. ${s.goal}`, `2. ${reread}`, `3. ${kind}`, `4. ${s.check}`].join('\n');
}
