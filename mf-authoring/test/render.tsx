import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';
import routesJson from '../src/routes.json';

/** Renders a screen of mf-authoring as the shell mounts it, with its strings. */
export const renderAt = remoteRenderer({
  name: 'mf-authoring',
  resources,
  routes: routesJson.routes.map((r) => r.path),
});
