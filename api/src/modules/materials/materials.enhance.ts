import { MATERIAL_FILE_TYPES } from '@elearn/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sanitizeStoredHtml } from '../../storage/stored-html';

export const enhanceMaterialFileSchema = z.object({
  courseId: z.string().min(1).max(200),
  userPrompt: z.string().trim().min(1, 'validation.materials.promptRequired').max(2000),
  fileInfo: z.object({
    name: z.string().trim().min(1).max(200),
    type: z.enum(MATERIAL_FILE_TYPES),
    content: z.string().max(100_000),
  }),
});
export type EnhanceMaterialFile = z.infer<typeof enhanceMaterialFileSchema>;

const answerSchema = z.object({ enhancedContent: z.string().min(1) });

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const visible = (html: string) =>
  html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The offline enhancement (no model configured), derived from the file alone:
 * a heading with the file's name when it has none, plain text split into
 * paragraphs, and a "Key points" list of each paragraph's first sentence.
 * Same input, same answer; the prompt itself needs a model to be followed.
 */
export function enhanceOffline(file: EnhanceMaterialFile['fileInfo']): string {
  const content = file.content.trim();
  const isHtml = /<[a-z][\s\S]*>/i.test(content);
  const blocks = isHtml
    ? [content]
    : content
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${escapeText(p)}</p>`);
  const heading = /<h[1-4][\s>]/i.test(content) ? [] : [`<h2>${escapeText(file.name)}</h2>`];
  const paragraphs = isHtml
    ? [...content.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => visible(m[1]!))
    : blocks.map(visible);
  const points = paragraphs
    .map((p) => p.match(/^[^.!?]*[.!?]?/)?.[0]?.trim() ?? '')
    .filter((p) => p.length > 0);
  const summary = points.length
    ? [`<h3>Key points</h3><ul>${points.map((p) => `<li>${escapeText(p)}</li>`).join('')}</ul>`]
    : [];
  return [...heading, ...blocks, ...summary].join('\n');
}

/** The file's content improved by the model as the author asks, kept through the stored-html allow-list. */
export async function enhanceMaterialFile(ctx: AppContext, input: EnhanceMaterialFile): Promise<string> {
  const { enhancedContent } = await ctx.ai.complete({
    messages: [
      {
        role: 'system',
        content:
          'Improve the HTML of one course material file as the author asks. Keep its language and its facts; use only p, h2, h3, h4, ul, ol, li, strong, em, blockquote, code, pre and a. ' +
          'Reply as {"enhancedContent": "..."}',
      },
      {
        role: 'user',
        content: JSON.stringify({ request: input.userPrompt, file: input.fileInfo }),
      },
    ],
    schema: answerSchema,
    offline: () => ({ enhancedContent: enhanceOffline(input.fileInfo) }),
  });
  return sanitizeStoredHtml(enhancedContent, ctx.config.publicOrigin);
}
