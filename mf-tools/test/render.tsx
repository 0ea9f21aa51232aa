// Types of jest-dom's matchers (toBeInTheDocument…), loaded at run time by the jest setup.
import '@testing-library/jest-dom';
import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';
import { TOOL_STRINGS } from '../src/locales/tool-strings';

/** Renders a piece of mf-tools the way the shell mounts it, with the tools' strings its lazy chunks add. */
export const renderAt = remoteRenderer({
  name: 'mf-tools',
  resources: [resources, TOOL_STRINGS],
  routes: ['/', '/dashboard'],
});
