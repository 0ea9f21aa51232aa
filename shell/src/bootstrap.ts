import { initI18n, startTranslationFlow } from '@elearn/i18n';
import {
  canonicalPath,
  DEFAULT_LANG,
  parseLangPath,
  refreshSession,
  startSocketBridge,
} from '@elearn/platform';
import { showBootError } from './boot/boot-error';
import { fetchRemotes } from './boot/fetch-remotes';
import { translateSkipLink } from './boot/skip-link';
import { startComposition } from './boot/start-composition';

/**
 * Start-up in phases, as the house style asks: config, auth, i18n, ready.
 * Any failure ends on a translated start-up error screen instead of a blank page.
 */
async function boot(): Promise<void> {
  const canonical = canonicalPath(window.location.pathname);
  if (canonical)
    window.history.replaceState(null, '', canonical + window.location.search + window.location.hash);
  const lang = parseLangPath(window.location.pathname)?.lang ?? DEFAULT_LANG;
  try {
    // Independent of each other: one round trip's wait, not three in a row.
    const [remotes] = await Promise.all([
      fetchRemotes(),
      refreshSession(), // a guest simply has no session
      initI18n(lang),
    ]);
    startSocketBridge();
    translateSkipLink();
    // The dictionary over the bundled strings, and translations of keys a language lacks.
    void startTranslationFlow();
    startComposition(remotes);
  } catch (error) {
    await initI18n(lang).catch(() => undefined);
    translateSkipLink();
    showBootError(error);
  }
}

// Keeps the provider references in the build (see provided-shared.ts), in a chunk that never
// loads: its table of ~50 lazy imports would otherwise ride on every page.
if ((window as { __never__?: boolean }).__never__) void import('./boot/provided-shared');

void boot();
