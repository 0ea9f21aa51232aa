import { addResources, initI18n } from '@elearn/i18n';
import { queryClient, RemoteRoot } from '@elearn/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resources } from '../src/locales';

/**
 * Renders a forum page the way the shell mounts it: at /{lang}{path}, with the
 * forum's strings, RemoteRoot and an empty query cache.
 */
export async function renderForum(ui: ReactElement, { lang = 'en', path = '/' } = {}) {
  window.history.pushState(null, '', `/${lang}${path}`);
  queryClient.clear();
  await initI18n(lang);
  addResources('mf-forum', resources);
  const result = render(<RemoteRoot name="mf-forum">{ui}</RemoteRoot>);
  // Let already-resolved API mocks land inside act, as they would before a user could look.
  await act(async () => {});
  return result;
}
