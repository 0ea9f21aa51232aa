import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';

/** Renders a forum page the way the shell mounts it (see remoteRenderer). */
export const renderForum = remoteRenderer({
  name: 'mf-forum',
  resources,
  routes: ['/course/{seo}/forum', '/course/{seo}/forum/{postSeo}'],
});
