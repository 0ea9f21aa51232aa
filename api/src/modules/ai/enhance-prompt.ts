import { z } from 'zod';
import type { Ai } from './ai.provider';

export const enhancedPromptSchema = z.object({ prompt: z.string().min(1) });

const FRAMES: Record<string, (question: string) => string> = {
  en: (q) =>
    `${q}\n\nPlease explain it step by step, quote the lesson that covers it, and end with a short question to check my understanding.`,
  ar: (q) =>
    `${q}\n\nمن فضلك اشرح ذلك خطوة بخطوة، واقتبس الدرس الذي يتناوله، واختم بسؤال قصير لأتأكد من فهمي.`,
  fr: (q) =>
    `${q}\n\nExplique-le étape par étape, cite la leçon qui en parle et termine par une courte question pour vérifier ma compréhension.`,
  de: (q) =>
    `${q}\n\nBitte erkläre es Schritt für Schritt, zitiere die Lektion dazu und stelle am Ende eine kurze Frage, um mein Verständnis zu prüfen.`,
};

/**
 * "Enhance prompt" (spec §5): a clearer question for Eve. Offline it keeps the learner's words and
 * asks for steps, a quote and a check question (deterministic); a model may rephrase it.
 */
export async function enhancePrompt(ai: Ai, prompt: string, lang: string): Promise<string> {
  const question = prompt.trim().replace(/\s+\n/g, '\n');
  const frame = FRAMES[lang] ?? FRAMES.en!;
  const { prompt: enhanced } = await ai.complete({
    messages: [
      {
        role: 'system',
        content:
          'Rewrite the learner question for a tutor: keep its meaning and language, make it specific, ask for steps and a quote from the lesson. Reply as {"prompt": "..."}',
      },
      { role: 'user', content: question },
    ],
    schema: enhancedPromptSchema,
    offline: () => ({ prompt: frame(question) }),
  });
  return enhanced;
}
