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
  '@elearn/contracts/',
  '@elearn/platform',
  '@elearn/i18n',
  '@elearn/ui',
  '@elearn/ui/',
  'antd/es/',
] as const;

export type SharedKey = (typeof SHARED_SINGLETONS)[number];

/** The npm package a share key belongs to ("react-dom/" → "react-dom", "antd/es/" → "antd"). */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

/**
 * Shared packages of which the site uses a few exports. The shell provides, under the package's
 * key, a module re-exporting only these names: webpack cannot tree-shake a shared module (it does
 * not know what remotes will import), and the whole of react-i18next is 10 KB gzip on every page
 * where these three names are 2.6 KB. Every build checks that shipped code imports no other value
 * from them (check-imports.ts); a remote that needs another export adds it here, and the shell is
 * rebuilt first, as for a new antd component.
 */
export const SHARED_EXPORTS: Partial<Record<SharedKey, readonly string[]>> = {
  'react-i18next': ['I18nextProvider', 'initReactI18next', 'useTranslation'],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'infiniteQueryOptions',
    'keepPreviousData',
    'notifyManager',
    'queryOptions',
    'useInfiniteQuery',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
};

/**
 * antd components the site renders, one shared key each ("antd/es/button"), so a
 * page loads only the components it uses; all come from the shell's one webpack
 * runtime, so antd's core (theme, CSS-in-JS cache, ConfigProvider context) is
 * one instance (docs/adr/0004-antd-sharing.md). A remote that
 * needs another component adds it here and the shell is rebuilt.
 */
export const ANTD_COMPONENTS = [
  'alert',
  'avatar',
  'badge',
  'button',
  'col',
  'config-provider',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'form',
  'input',
  'message',
  'modal',
  'notification',
  'pagination',
  'popconfirm',
  'progress',
  'result',
  'row',
  'space',
  'spin',
  'switch',
  'tabs',
  'tag',
  'typography',
] as const;

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
  // The zod-free entries: pages that only read constants, rules or dates load no zod.
  '@elearn/contracts/': [
    '@elearn/contracts/access',
    '@elearn/contracts/constants',
    '@elearn/contracts/course-authoring',
    '@elearn/contracts/dacum',
    '@elearn/contracts/enrolment',
    '@elearn/contracts/fsrs-review',
    '@elearn/contracts/html',
    '@elearn/contracts/mastery',
    '@elearn/contracts/performance',
    '@elearn/contracts/placement',
    '@elearn/contracts/text',
    '@elearn/contracts/time',
  ],
  '@elearn/platform': ['@elearn/platform'],
  '@elearn/i18n': ['@elearn/i18n'],
  '@elearn/ui': ['@elearn/ui'],
  // icon-base: the one copy of @ant-design/icons' core; remotes bundle only each icon's outline (ADR 0004).
  '@elearn/ui/': ['@elearn/ui/antd', '@elearn/ui/icon-base', '@elearn/ui/safe-html'],
  'antd/es/': ANTD_COMPONENTS.map((name) => `antd/es/${name}`),
};
