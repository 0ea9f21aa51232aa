/**
 * The one table of dependencies shared at runtime. Every webpack build reads it:
 * the shell provides each entry, remotes consume it with no fallback of their own
 * (`import: false`), so the page can only ever hold one copy.
 *
 * Keys ending in "/" share every deep import of the package (react/jsx-runtime,
 * react-dom/client), so no second copy sneaks in through a subpath.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'i18next',
  'react-i18next',
  'dayjs',
  'dayjs/',
  'zod',
  '@elearn/contracts',
  '@elearn/platform',
  '@elearn/i18n',
  '@elearn/ui',
] as const;

export type SharedKey = (typeof SHARED_SINGLETONS)[number];

/** The npm package a share key belongs to ("react-dom/" → "react-dom"). */
export function packageOf(key: string): string {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}
