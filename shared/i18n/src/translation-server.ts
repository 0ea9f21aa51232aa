import { http, session$ } from '@elearn/platform';
import type { TranslationFlowDeps } from './translation-flow';

/** The translation flow against the API (docs/api.md, "Translation"). */
export const serverTranslation: TranslationFlowDeps = {
  async fetchDictionary(lang) {
    return (
      await http.get<Record<string, Record<string, string>>>('/translation/getDict', { params: { lang } })
    ).data;
  },
  // The server translates its own English text of the key; the text shown here is not sent (ADR 0019).
  async translate(keyword, lang) {
    // 503: the translator could not make it (stored as failed on the server); not an error for the dialog.
    const response = await http.post<{ value?: string; message?: string }>(
      '/translation/addOrUpdateTrans',
      { keyword, lang },
      { answers: [503] },
    );
    if (response.status === 200 && response.data.value) return response.data.value;
    throw new Error(response.data.message ?? `HTTP ${response.status}`);
  },
  canTranslate: () => session$.value !== null,
  log: (message, detail) => console.warn(message, detail),
};
