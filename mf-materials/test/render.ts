import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';

/** Renders a materials screen the way the shell mounts it (see remoteRenderer). */
export const renderMaterials = remoteRenderer({
  name: 'mf-materials',
  resources,
  routes: ['/dashboard/courses/{courseId}/materials'],
});
