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
  '@tanstack/react-query',
  '@elearn/contracts',
  '@elearn/platform',
  '@elearn/i18n',
  '@elearn/ui',
  '@elearn/ui/',
] as const;

export type SharedKey = (typeof SHARED_SINGLETONS)[number];

/** The npm package a share key belongs to ("react-dom/" → "react-dom"). */
export function packageOf(key: string): string {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * Module requests the shell must reference so that it provides them: webpack
 * provides only the shared modules a build actually uses, and a prefix key
 * ("react-dom/") stands for the subpaths listed here.
 */
export const HOST_PROVIDES: Record<SharedKey, string[]> = {
  react: ['react'],
  'react/': ['react/jsx-runtime'],
  'react-dom': ['react-dom'],
  'react-dom/': ['react-dom/client'],
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  dayjs: ['dayjs'],
  'dayjs/': ['dayjs/locale/ar', 'dayjs/locale/fr', 'dayjs/locale/de'],
  zod: ['zod'],
  '@tanstack/react-query': ['@tanstack/react-query'],
  '@elearn/contracts': ['@elearn/contracts'],
  '@elearn/platform': ['@elearn/platform'],
  '@elearn/i18n': ['@elearn/i18n'],
  '@elearn/ui': ['@elearn/ui'],
  '@elearn/ui/': [
    '@elearn/ui/antd',
    '@elearn/ui/overlay',
    '@elearn/ui/form',
    '@elearn/ui/data',
    '@elearn/ui/safe-html',
  ],
};
