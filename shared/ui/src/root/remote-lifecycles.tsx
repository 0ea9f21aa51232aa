import { addResources, type Bundles } from '@elearn/i18n';
import type { ComponentType } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { RemoteRoot } from './remote-root';

/** Props the shell passes to every remote it mounts. */
export interface RemoteProps extends AppProps {
  /** The element of the region the remote renders into. */
  domElement?: HTMLElement;
}

interface Options<P> {
  /** Package name of the remote, also its i18n namespace. */
  name: string;
  rootComponent: ComponentType<P & RemoteProps>;
  resources: Bundles;
  /** Starts loading the current page's code (see `preloadPageAt`), beside the strings. */
  preload?: () => void;
}

/**
 * The single-spa lifecycles of a remote, made the same way for all: React 19's
 * createRoot, the remote's strings (in the page's language, loaded before the
 * first mount), and RemoteRoot around it.
 */
export function createRemoteLifecycles<P>({ name, rootComponent: Root, resources, preload }: Options<P>) {
  // biome-ignore lint/correctness/noComponentHookFactories: built once per remote at module load, not per render.
  const Wrapped = (props: P & RemoteProps) => (
    <RemoteRoot name={name}>
      <Root {...props} />
    </RemoteRoot>
  );
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Wrapped,
    renderType: 'createRoot',
    // The error boundary inside RemoteRoot already contains crashes.
    errorBoundary: () => <></>,
  });
  return {
    ...lifecycles,
    bootstrap: async (props: P & RemoteProps) => {
      preload?.();
      await addResources(name, resources);
      return lifecycles.bootstrap(props);
    },
  };
}
