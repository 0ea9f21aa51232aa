/**
 * Never called: these references make webpack provide every shared module from
 * the shell, which remotes consume without a copy of their own. Each becomes a
 * lazy chunk that loads only when some remote first uses it. Kept in step with
 * HOST_PROVIDES in @elearn/mf-config by provided-shared.test.ts.
 */
export const providedShared: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  i18next: () => import('i18next'),
  'react-i18next': () => import('react-i18next'),
  dayjs: () => import('dayjs'),
  'dayjs/locale/ar': () => import('dayjs/locale/ar'),
  'dayjs/locale/fr': () => import('dayjs/locale/fr'),
  'dayjs/locale/de': () => import('dayjs/locale/de'),
  zod: () => import('zod'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@elearn/contracts': () => import('@elearn/contracts'),
  '@elearn/platform': () => import('@elearn/platform'),
  '@elearn/i18n': () => import('@elearn/i18n'),
  '@elearn/ui': () => import('@elearn/ui'),
  '@elearn/ui/antd': () => import('@elearn/ui/antd'),
  '@elearn/ui/overlay': () => import('@elearn/ui/overlay'),
  '@elearn/ui/form': () => import('@elearn/ui/form'),
  '@elearn/ui/data': () => import('@elearn/ui/data'),
  '@elearn/ui/safe-html': () => import('@elearn/ui/safe-html'),
};
