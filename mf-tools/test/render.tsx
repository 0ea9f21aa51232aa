// Types of jest-dom's matchers (toBeInTheDocument…), loaded at run time by the jest setup.
import '@testing-library/jest-dom';
import { remoteRenderer } from '@elearn/testing';
import { resources } from '../src/locales';

/** Renders a piece of mf-tools the way the shell mounts it. */
export const renderAt = remoteRenderer({ name: 'mf-tools', resources, routes: ['/', '/dashboard'] });
