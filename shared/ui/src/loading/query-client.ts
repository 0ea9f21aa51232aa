import { i18n } from '@elearn/i18n';
import { bus } from '@elearn/platform';
import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache. @elearn/ui is a federation singleton, so every
 * remote on the page (the header's bells, the page below them) reads and
 * writes this same client.
 *
 * - No retries: the HTTP client already refreshed a 401 and showed the error
 *   dialog for a failure; a retry would show it again.
 * - No refetch on window focus: live lists are kept current by socket events
 *   written into the cache, and a (re)connect the server did not recover
 *   (`socket:resync`: events sent meanwhile are lost) reloads what is shown.
 *   A load already on its way is not restarted: its answer is current.
 * - A language change reloads what is shown: the API names stored constants
 *   in the page's language (Accept-Language, http-client.ts).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

i18n.on('languageChanged', () => void queryClient.invalidateQueries());
bus
  .on('socket:resync')
  .subscribe(() => void queryClient.invalidateQueries(undefined, { cancelRefetch: false }));
