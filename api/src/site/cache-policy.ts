/** Files that keep their name across deploys: browsers must revalidate them every time. */
const ENTRY_FILES = new Set([
  'remotes.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'routes.json',
  'index.html',
]);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache-Control for a file of the built site: entry files revalidate, hashed assets live forever.
 * A precompressed variant (remoteEntry.js.br) is cached like the file it encodes.
 */
export const cacheControlFor = (path: string) =>
  ENTRY_FILES.has((path.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '')) ? NO_CACHE : IMMUTABLE;
