import { reportError } from '@elearn/platform';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { fallbackLifecycles } from '../regions/fallback-lifecycles';
import { RegionLoading } from '../regions/region-fallback';
import { type FallbackLifecycles, isFallback } from './federation-plugins';
import { loadLifecycles, registerRemoteEntries } from './load-remote';
import type { RemoteEntry } from './remote-config';

type Props = { domElement: HTMLElement; region?: string };
type Loaded = LifeCycles<Props> | FallbackLifecycles;

/** Loaded lifecycles per remote: both regions of one remote share one load. */
const loaded = new Map<string, Promise<Loaded>>();

/** The remote's lifecycles, or fallback lifecycles when it cannot load (never rejects). */
function load(remote: RemoteEntry): Promise<Loaded> {
  let pending = loaded.get(remote.name);
  if (!pending) {
    // The federation plugin answers a failed load with a fallback; a timeout or a bad module lands here.
    pending = loadLifecycles(remote).then(
      (lifecycles) => lifecycles as LifeCycles<Props>,
      (error: unknown) => fallbackLifecycles(error),
    );
    loaded.set(remote.name, pending);
    // A failed load is not kept: the next mount or Retry loads again.
    void pending.then((lifecycles) => isFallback(lifecycles) && loaded.delete(remote.name));
  }
  return pending;
}

/**
 * Lifecycles that never fail the page: they load the remote on mount, show a
 * spinner meanwhile (saying so when it is slow), and if loading or mounting
 * fails, report it and mount the fallback with Retry in this region only.
 */
export function resilientLifecycles(remote: RemoteEntry, region: string): LifeCycles<Props> {
  let bootstrapped: LifeCycles<Props> | null = null;
  let spinner: Root | null = null;
  let mountedProps: Props | null = null;
  let mounted: { lifecycles: Loaded; props: Props } | null = null;

  const clearSpinner = () => {
    spinner?.unmount();
    spinner = null;
  };

  async function mountRemote(props: Props, real: LifeCycles<Props>): Promise<void> {
    if (bootstrapped !== real) {
      await callLifecycle(real.bootstrap, props);
      bootstrapped = real;
    }
    await callLifecycle(real.mount, props);
    mounted = { lifecycles: real, props };
    props.domElement.dataset.state = 'mounted';
  }

  async function mountFallback(props: Props, fallback: FallbackLifecycles): Promise<void> {
    void reportError(fallback.loadError, { remote: remote.name, region, version: remote.version });
    const fallbackProps = { ...props, name: remote.name, onRetry: () => retry(props) };
    mounted = { lifecycles: fallback, props: fallbackProps };
    await callLifecycle(fallback.mount, fallbackProps);
  }

  async function retry(props: Props): Promise<void> {
    await unmountCurrent();
    // Only a failed load is retried from the network; a failed mount reuses the loaded module.
    if (!loaded.has(remote.name)) registerRemoteEntries([remote], true);
    await mountWith(props);
  }

  async function mountWith(props: Props): Promise<void> {
    spinner = createRoot(props.domElement);
    spinner.render(<RegionLoading name={remote.name} compact={region !== 'main'} />);
    const lifecycles = await load(remote);
    if (mountedProps !== props) return; // unmounted while loading
    clearSpinner();
    if (isFallback(lifecycles)) return mountFallback(props, lifecycles);
    try {
      await mountRemote(props, lifecycles);
    } catch (error) {
      await mountFallback(props, fallbackLifecycles(error));
    }
  }

  async function unmountCurrent(): Promise<void> {
    const current = mounted;
    mounted = null;
    if (current)
      await callLifecycle(current.lifecycles.unmount as LifeCycles<Props>['unmount'], current.props);
  }

  return {
    bootstrap: async () => {},
    mount: async (props) => {
      mountedProps = props;
      await mountWith(props);
    },
    unmount: async (props) => {
      mountedProps = null;
      clearSpinner();
      await unmountCurrent();
      delete props.domElement.dataset.state;
    },
  };
}

type Lifecycle<P> = LifeCycles<P>['mount'];

async function callLifecycle<P>(fn: Lifecycle<P>, props: P): Promise<void> {
  const list = Array.isArray(fn) ? fn : [fn];
  for (const step of list) await step(props as P & import('single-spa').AppProps);
}
