import type { Run } from '../../db/transaction';
import {
  type Ai,
  AiError,
  type Answer,
  type CompleteRequest,
  type StreamRequest,
  tokensOf,
} from './ai.provider';
import { citationsOf, composeAnswer } from './compose-answer';
import { composeHints } from './compose-hints';
import { courseHasPassages, lessonOf } from './course-passages';
import { retrievePassages } from './retrieval';

const unavailable = () =>
  new AiError(
    'AI_UNAVAILABLE',
    'No AI model is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL) and this call has no offline answer.',
  );

/**
 * The default provider: no network, no keys. Structured calls return their deterministic offline
 * answer (checked by the same schema); Eve answers from the course's lessons by full-text retrieval.
 */
export function offlineAi(db: Run): Ai {
  return {
    kind: 'offline',
    async complete<T>({ schema, offline }: CompleteRequest<T>): Promise<T> {
      if (!offline) throw unavailable();
      return schema.parse(offline());
    },
    stream({ offline }: StreamRequest): AsyncIterable<string> {
      if (!offline) throw unavailable();
      return tokensOf(offline());
    },
    async answerQuestion({ courseId, question, lang, liveQuestion }): Promise<Answer> {
      if (liveQuestion) {
        const lesson = await lessonOf(db, courseId, lang, liveQuestion);
        return {
          grounded: true,
          hintsOnly: true,
          citations: lesson ? [lesson] : [],
          tokens: tokensOf(composeHints(liveQuestion, lesson, lang)),
        };
      }
      const passages = await retrievePassages(db, courseId, question);
      const citations = citationsOf(passages, courseId, lang);
      const hasLessons = citations.length > 0 || (await courseHasPassages(db, courseId));
      return {
        grounded: citations.length > 0,
        hintsOnly: false,
        citations,
        tokens: tokensOf(composeAnswer(citations, lang, hasLessons)),
      };
    },
  };
}
