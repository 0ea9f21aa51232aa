import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Run } from '../../db/transaction';
import {
  type Ai,
  AiError,
  type AiMessage,
  type Answer,
  type CompleteRequest,
  type LiveQuestion,
  type StreamRequest,
} from './ai.provider';
import { answerStrings } from './answer-strings';
import { citationsOf, lessonHref } from './compose-answer';
import { lessonOf } from './course-passages';
import { retrievePassages } from './retrieval';

type AiSettings = NonNullable<Config['ai']>;

const toOpenAi = (m: AiMessage): ChatCompletionMessageParam =>
  m.image && m.role === 'user'
    ? {
        role: 'user',
        content: [
          { type: 'text', text: m.content },
          { type: 'image_url', image_url: { url: m.image } },
        ],
      }
    : ({ role: m.role, content: m.content } as ChatCompletionMessageParam);

/** The client's errors as the product's: a timeout, or a failure with the server's message. */
function failure(error: unknown, timedOut: boolean): AiError {
  if (error instanceof AiError) return error;
  // The client's own abort on timeout surfaces as a bare "Connection error." on some runtimes: the
  // time spent tells them apart.
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError)
    return new AiError('AI_TIMEOUT', 'The AI model did not answer in time.');
  if (error instanceof OpenAI.APIError)
    return new AiError('AI_FAILED', `The AI model failed: ${error.message}`);
  return new AiError('AI_FAILED', `The AI model failed: ${(error as Error)?.message ?? String(error)}`);
}

/** The answer's JSON checked by the schema: the value, or the problems to send back for a repair. */
function check<T>(
  schema: z.ZodType<T>,
  text: string,
): { ok: true; value: T } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'The reply was not JSON.' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, problem: z.prettifyError(parsed.error) };
}

/**
 * Eve's instructions: answer from the passages only, cite lessons by their links, lead with questions
 * rather than hand over answers, and say so plainly when the course does not cover the question.
 */
/** The tutor's instructions when the learner asks about a question of the test they are taking. */
function hintPrompt(lang: string, question: LiveQuestion, context: string): string {
  return [
    'You are Eve, a patient tutor. The learner is asking about a question of a test they are taking right now:',
    `"${question.prompt}"`,
    'Do not give the answer, do not say which option is right or wrong, and do not solve it.',
    'Reply with three or four short Socratic questions and hints that lead the learner to find it themselves,',
    'pointing to the lesson as a Markdown link with the given href. Do not quote the passages.',
    `Write in the language with code "${lang}". Never output HTML.`,
    '',
    context || '(no passages matched)',
  ].join('\n');
}

function tutorPrompt(lang: string, context: string, currentUrl?: string): string {
  return [
    'You are Eve, a patient tutor. Answer the learner only from the course passages below.',
    'Quote the relevant words as a Markdown blockquote and cite each lesson as a Markdown link with the given href.',
    `If the passages do not cover the question, say exactly: "${answerStrings(lang).notFound}" and do not answer from elsewhere.`,
    `Write in the language with code "${lang}". Never output HTML.`,
    currentUrl ? `The learner is on the page ${currentUrl}.` : '',
    '',
    context || '(no passages matched)',
  ].join('\n');
}

/** Any OpenAI-compatible chat-completions server, through the official client. */
export function openAiProvider(settings: AiSettings, db: Run, client?: OpenAI): Ai {
  const openai =
    client ??
    new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      timeout: settings.timeoutMs,
      maxRetries: settings.maxRetries,
    });

  /** Whether a call that started at `started` ran into the timeout (the last attempt's, at least). */
  const late = (started: number) => Date.now() - started >= settings.timeoutMs;

  async function* stream({ messages }: StreamRequest): AsyncIterable<string> {
    const started = Date.now();
    let chunks: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
    try {
      chunks = await openai.chat.completions.create({
        model: settings.model,
        messages: messages.map(toOpenAi),
        stream: true,
      });
    } catch (error) {
      throw failure(error, late(started));
    }
    try {
      for await (const chunk of chunks) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) yield text;
      }
    } catch (error) {
      throw failure(error, late(started));
    }
  }

  return {
    kind: 'openai',
    async complete<T>({ messages, schema }: CompleteRequest<T>): Promise<T> {
      const shape = JSON.stringify(z.toJSONSchema(schema));
      const conversation: ChatCompletionMessageParam[] = [
        { role: 'system', content: `Reply with one JSON value only, matching this JSON Schema: ${shape}` },
        ...messages.map(toOpenAi),
      ];
      // One repair attempt: the model sees what was wrong with its first reply.
      for (let attempt = 0; attempt < 2; attempt++) {
        let text: string;
        const started = Date.now();
        try {
          const reply = await openai.chat.completions.create({
            model: settings.model,
            messages: conversation,
            response_format: { type: 'json_object' },
          });
          text = reply.choices[0]?.message?.content ?? '';
        } catch (error) {
          throw failure(error, late(started));
        }
        const result = check(schema, text);
        if (result.ok) return result.value;
        conversation.push(
          { role: 'assistant', content: text },
          {
            role: 'user',
            content: `That reply is invalid: ${result.problem}\nReply again with corrected JSON only.`,
          },
        );
      }
      throw new AiError('AI_BAD_OUTPUT', 'The AI model did not return a valid answer.');
    },
    stream,
    async answerQuestion({
      courseId,
      question,
      lang,
      currentUrl,
      screenshot,
      liveQuestion,
    }): Promise<Answer> {
      if (liveQuestion) {
        const lesson = await lessonOf(db, courseId, lang, liveQuestion);
        const passages = (await retrievePassages(db, courseId, liveQuestion.prompt, 6)).filter(
          (p) => p.lessonId === liveQuestion.lessonId,
        );
        const context = passages
          .map((p) => `[${p.lessonName}](${lessonHref(lang, courseId, p)})\n${p.body}`)
          .join('\n\n');
        return {
          grounded: true,
          hintsOnly: true,
          citations: lesson ? [lesson] : [],
          tokens: stream({
            messages: [
              { role: 'system', content: hintPrompt(lang, liveQuestion, context) },
              { role: 'user', content: question },
            ],
          }),
        };
      }
      const passages = await retrievePassages(db, courseId, question, 6);
      const citations = citationsOf(passages, courseId, lang);
      const context = passages
        .map((p) => `[${p.lessonName}](${lessonHref(lang, courseId, p)})\n${p.body}`)
        .join('\n\n');
      return {
        grounded: passages.length > 0,
        hintsOnly: false,
        citations,
        tokens: stream({
          messages: [
            { role: 'system', content: tutorPrompt(lang, context, currentUrl) },
            { role: 'user', content: question, image: screenshot },
          ],
        }),
      };
    },
  };
}
