import type { TranslationDict } from '@elearn/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { AiError } from '../ai/ai.provider';
import { bundledText } from './bundled-strings';

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
 * The AI translates only the site's own English text of a key (never a caller's),
 * and only staff's texts override a bundled one (ADR 0019).
 */
export function translationService(
  ctx: Pick<AppContext, 'database' | 'ai' | 'now'>,
  /** The site's bundled text of a key in a language (tests give keys of their own). */
  bundled: (lang: string, keyword: string) => string | null = bundledText,
) {
  const db = ctx.database.pool;

  return {
    async dictionary(lang?: string): Promise<TranslationDict> {
      const { rows } = await db.query<{ lang: string; keyword: string; value: string; by_staff: boolean }>(
        `SELECT lang, keyword, value, by_staff FROM translations WHERE status = 'done'${lang ? ' AND lang = $1' : ''}
          ORDER BY lang, keyword`,
        lang ? [lang] : [],
      );
      const dict: TranslationDict = {};
      for (const r of rows) {
        // The AI's text fills a gap of the bundles; it never replaces what the site ships.
        if (!r.by_staff && bundled(r.lang, r.keyword) !== null) continue;
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

    /**
     * The text of a bundled key in `lang`: the bundle's own when it has one, else a
     * stored translation, else the AI's translation of the bundled English (stored),
     * else a failure (stored, never retried). A key the English bundles lack is a 422.
     */
    async translate(keyword: string, lang: string): Promise<TranslateOutcome> {
      const english = bundled('en', keyword);
      if (english === null)
        throw new HttpError(422, 'VALIDATION', 'Not a key of the site’s strings.', {
          errors: { keyword: 'validation.invalid' },
        });
      const own = bundled(lang, keyword);
      if (own !== null) return { status: 'done', value: own };
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
            { role: 'user', content: english },
          ],
          schema: answerSchema,
          // No offline answer: without a model there is no translation to make up.
        });
        // The AI's entry: a staff text written meanwhile stays.
        await db.query(
          `INSERT INTO translations (lang, keyword, value, status, by_staff, updated_at)
           VALUES ($1, $2, $3, 'done', false, $4)
           ON CONFLICT (lang, keyword) DO UPDATE SET value = $3, status = 'done', updated_at = $4
           WHERE NOT translations.by_staff`,
          [lang, keyword, translation, ctx.now()],
        );
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

    /** The site's English text of a key, for staff writing its translation (null: not a bundled key). */
    english: (keyword: string) => bundled('en', keyword),

    /** Staff's text for a key (also clears a failed mark); it overrides the bundles. */
    async store(lang: string, keyword: string, value: string): Promise<void> {
      await db.query(
        `INSERT INTO translations (lang, keyword, value, status, by_staff, updated_at)
         VALUES ($1, $2, $3, 'done', true, $4)
         ON CONFLICT (lang, keyword) DO UPDATE SET value = $3, status = 'done', by_staff = true, updated_at = $4`,
        [lang, keyword, value, ctx.now()],
      );
    },

    async remove(lang: string, keyword: string): Promise<void> {
      await db.query('DELETE FROM translations WHERE lang = $1 AND keyword = $2', [lang, keyword]);
    },
  };
}
