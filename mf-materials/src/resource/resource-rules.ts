import { z } from 'zod';

/**
 * The html resource form (authoring §5): a name of 3 characters at least;
 * content optional, else 20 characters at least. Messages are i18n keys.
 */
export const resourceSchema = z.object({
  name: z.string().trim().min(3, 'nameShort'),
  content: z
    .string()
    .trim()
    .refine((content) => content === '' || content.length >= 20, 'resource.contentShort'),
});
export type ResourceValues = z.infer<typeof resourceSchema>;

/** The AI enhance prompt: required ('You have to fill prompt first!'). */
export const enhancePromptSchema = z.string().trim().min(1, 'enhance.promptRequired');
