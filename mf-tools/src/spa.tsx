import { createRemoteLifecycles } from '@elearn/ui';
import { App, preloadCurrentPage } from './app';
import { resources } from './locales';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf-tools',
  rootComponent: App,
  resources,
  preload: preloadCurrentPage,
});
