import type { TranslationDict } from '@elearn/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AiError } from '../ai/ai.provider';

const LANG_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic', fr: 'French', de: 'German' };
const answerSchema = z.object({ translation: z.string().trim().min(1).max(2000) });

export type TranslateOutcome =
  | { status: 'done'; value: string }
  | { status: 'failed'; code: AiError['code'] | 'TRANSLATION_FAILED' };

/**
 * The dictionary over the bundled strings (learner-experience §7): per language,
 * staff's texts and the AI's translations of keys a bundle lacks. A translation the
 * AI could not make is stored as failed and not asked again (offline that is every
 * one: no model, AI_UNAVAILABLE) until staff write the text, which clears the mark.
 */
export function translationService(ctx: Pick<AppContext, 'database' | 'ai' | 'now'>) {
  const db = ctx.database.pool;

  return {
    async dictionary(lang?: string): Promise<TranslationDict> {
      const { rows } = await db.query<{ lang: string; keyword: string; value: string }>(
        `SELECT lang, keyword, value FROM translations WHERE status = 'done'${lang ? ' AND lang = $1' : ''}
          ORDER BY lang, keyword`,
        lang ? [lang] : [],
      );
      const dict: TranslationDict = {};
      for (const r of rows) {
        dict[r.lang] ??= {};
        dict[r.lang]![r.keyword] = r.value;
      }
      return dict;
    },

    /** The failed keys, for staff to write by hand. */
    async failed(): Promise<{ lang: string; keyword: string }[]> {
      const { rows } = await db.query<{ lang: string; keyword: string }>(
        "SELECT lang, keyword FROM translations WHERE status = 'failed' ORDER BY updated_at DESC, lang, keyword LIMIT 200",
      );
      return rows;
    },

    /** A stored translation, else the AI's (stored), else a failure (stored, never retried). */
    async translate(keyword: string, lang: string, source: string): Promise<TranslateOutcome> {
      const { rows } = await db.query<{ status: 'done' | 'failed'; value: string | null }>(
        'SELECT status, value FROM translations WHERE lang = $1 AND keyword = $2',
        [lang, keyword],
      );
      const known = rows[0];
      if (known?.status === 'done' && known.value) return { status: 'done', value: known.value };
      if (known?.status === 'failed') return { status: 'failed', code: 'TRANSLATION_FAILED' };
      try {
        const { translation } = await ctx.ai.complete({
          messages: [
            {
              role: 'system',
              content: `Translate the user's interface text into ${LANG_NAMES[lang] ?? lang}. Keep {{placeholders}} as they are. Answer JSON {"translation": "..."}.`,
            },
            { role: 'user', content: source },
          ],
          schema: answerSchema,
          // No offline answer: without a model there is no translation to make up.
        });
        await this.store(lang, keyword, translation);
        return { status: 'done', value: translation };
      } catch (error) {
        if (!(error instanceof AiError)) throw error;
        await db.query(
          `INSERT INTO translations (lang, keyword, value, status, updated_at) VALUES ($1, $2, NULL, 'failed', $3)
           ON CONFLICT (lang, keyword) DO NOTHING`,
          [lang, keyword, ctx.now()],
        );
        return { status: 'failed', code: error.code };
      }
    },

    /** Staff's text for a key (also clears a failed mark). */
    async store(lang: string, keyword: string, value: string): Promise<void> {
      await db.query(
        `INSERT INTO translations (lang, keyword, value, status, updated_at) VALUES ($1, $2, $3, 'done', $4)
         ON CONFLICT (lang, keyword) DO UPDATE SET value = $3, status = 'done', updated_at = $4`,
        [lang, keyword, value, ctx.now()],
      );
    },

    async remove(lang: string, keyword: string): Promise<void> {
      await db.query('DELETE FROM translations WHERE lang = $1 AND keyword = $2', [lang, keyword]);
    },
  };
}
