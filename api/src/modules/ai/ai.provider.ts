import type { z } from 'zod';

/*
 * The one AI interface of the product (docs/adr/0012-ai-provider.md). Eve uses it now; course
 * authoring, material enhancement, essay scoring and translation call the same `ctx.ai`.
 * Two implementations: offline (retrieval over the course's own lessons, deterministic, no network)
 * and an OpenAI-compatible server (AI_BASE_URL, AI_API_KEY, AI_MODEL) through the official client.
 */

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** A data: URL image sent with the message (vision models only; never stored). */
  image?: string;
}

export interface CompleteRequest<T> {
  messages: AiMessage[];
  /** The answer's shape: the model's JSON is checked against it (one repair attempt). */
  schema: z.ZodType<T>;
  /**
   * The deterministic answer used when no model is configured (offline). A call without one
   * fails offline with AI_UNAVAILABLE: a feature says what it does without a model.
   */
  offline?: () => T;
}

export interface StreamRequest {
  messages: AiMessage[];
  /** The text streamed when no model is configured; without it, AI_UNAVAILABLE. */
  offline?: () => string;
}

/** A lesson passage an answer quotes, with where it lives in the course. */
export interface Citation {
  lessonId: string;
  lessonName: string;
  learningOutcomeId: string;
  moduleId: string;
  /** The study page of the lesson: /{lang}/dashboard/study/{courseId}/{lo}/{mod}/{lesson}. */
  href: string;
  quote: string;
}

export interface QuestionRequest {
  courseId: string;
  question: string;
  /** The language of the page the learner is on (answers' framing text). */
  lang: string;
  /** The page the learner is on, as context. */
  currentUrl?: string;
  screenshot?: string;
  /** A question of the learner's test in progress that the question asks about: hints, never the answer. */
  liveQuestion?: LiveQuestion;
}

/** A question of a test the learner is taking now (chat/live-question.ts finds it). */
export interface LiveQuestion {
  type: 'mcq' | 'tf' | 'essay';
  prompt: string;
  /** Whether several options are right (mcq). */
  multiple: boolean;
  learningOutcomeId: string;
  moduleId: string;
  lessonId: string;
}

export interface Answer {
  /** Whether the course's lessons had anything on the question (else the answer says so). */
  grounded: boolean;
  citations: Citation[];
  /** Socratic hints about a live test question: leads to the lesson, never gives the answer. */
  hintsOnly: boolean;
  /** The answer in Markdown, token by token. */
  tokens: AsyncIterable<string>;
}

export interface Ai {
  /** Which implementation answers: shown nowhere, logged and measured. */
  readonly kind: 'offline' | 'openai';
  complete<T>(request: CompleteRequest<T>): Promise<T>;
  stream(request: StreamRequest): AsyncIterable<string>;
  /** Eve: a question about a course, answered from its lessons with citations. */
  answerQuestion(request: QuestionRequest): Promise<Answer>;
}

/** An AI call that failed in a way the caller reports (status 502/503 on the API). */
export class AiError extends Error {
  constructor(
    readonly code: 'AI_UNAVAILABLE' | 'AI_TIMEOUT' | 'AI_BAD_OUTPUT' | 'AI_FAILED',
    message: string,
  ) {
    super(message);
  }
}

/** Splits text into streamable tokens: words with their following spaces (what a model streams). */
export async function* tokensOf(text: string): AsyncIterable<string> {
  for (const token of text.match(/\S+\s*|\s+/g) ?? []) yield token;
}
