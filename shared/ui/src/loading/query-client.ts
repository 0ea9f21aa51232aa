import { i18n } from '@elearn/i18n';
import { bus } from '@elearn/platform';
import { type Query, QueryClient } from '@tanstack/react-query';

/**
 * The page's one query cache. @elearn/ui is a federation singleton, so every
 * remote on the page (the header's bells, the page below them) reads and
 * writes this same client.
 *
 * - No retries: the HTTP client already refreshed a 401 and showed the error
 *   dialog for a failure; a retry would show it again.
 * - No refetch on window focus: live lists are kept current by socket events
 *   written into the cache, and a (re)connect the server did not recover
 *   (`socket:resync`: events sent meanwhile are lost) reloads what is shown
 *   (but `keptOnResync`). A load already on its way is not restarted: its
 *   answer is current.
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

/**
 * What a resync leaves alone: a query loaded once by design (`staleTime`
 * Infinity or 'static': a started test, its seat, a draft being edited) and
 * one marked `meta: { resync: false }` (a signed file address, whose reload
 * would restart the viewer showing it).
 */
export const keptOnResync = (query: Query): boolean =>
  query.meta?.resync === false ||
  query.observers.some(
    ({ options }) => options.staleTime === Number.POSITIVE_INFINITY || options.staleTime === 'static',
  );

bus
  .on('socket:resync')
  .subscribe(
    () =>
      void queryClient.invalidateQueries(
        { predicate: (query) => !keptOnResync(query) },
        { cancelRefetch: false },
      ),
  );
