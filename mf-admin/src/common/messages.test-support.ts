import { addResources, i18n, initI18n } from '@elearn/i18n';
import { resources } from '../locales';

/** Loads the English strings, common and this remote's, as the page does. */
export async function loadEnglish() {
  await initI18n('en');
  await addResources('mf-admin', resources);
}

/** The English message each error key shows, translated the way the forms translate them. */
export const messagesOf = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, i18n.t(key, { ns: ['mf-admin', 'common'] })]),
  );
