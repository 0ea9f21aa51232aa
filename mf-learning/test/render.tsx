import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';

/** Every route the composed site serves in the tests (as the shell would learn from /remotes.json). */
export const ALL_ROUTES = ['/', '/dashboard', '/login', '/register', '/profile', '/subscription-options'];

/** Renders a page of mf-learning the way the shell mounts it (see remoteRenderer). */
export const renderPage = remoteRenderer({ name: 'mf-learning', resources, routes: ALL_ROUTES });
